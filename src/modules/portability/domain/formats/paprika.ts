import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { loadRecipePageReader } from '../../../ai/index.js';
import type { Archive, ArchiveEntry } from '../archive.js';
import { COLLECTION_LIMITS, type CollectionItem, CollectionItemError, type CollectionRecipe } from '../collection.js';
import { parseJson, recipeItem, stem } from './archive-documents.js';
import {
  base64Photo,
  httpUrl,
  isObject,
  type JsonObject,
  list,
  printedTimes,
  nutritionFromText,
  type RecipePageReader,
  text,
} from './recipe-fields.js';

const gunzipBytes = promisify(gunzip);

/** A Paprika recipe carries its photo inside, in base64: a document's limit plus a photo's. */
const MAX_RECIPE_BYTES = COLLECTION_LIMITS.maxDocumentBytes + Math.ceil(COLLECTION_LIMITS.maxPhotoBytes / 3) * 4;

export function isPaprikaEntry(entry: ArchiveEntry): boolean {
  return /\.paprikarecipe$/i.test(entry.path);
}

async function readPaprikaJson(archive: Archive, entry: ArchiveEntry): Promise<JsonObject> {
  let bytes: Buffer;
  try {
    bytes = await gunzipBytes(await archive.read(entry, MAX_RECIPE_BYTES), { maxOutputLength: MAX_RECIPE_BYTES });
  } catch (error) {
    if (error instanceof CollectionItemError) throw error;
    throw new CollectionItemError(`"${entry.path}" is damaged, or larger than a recipe can be.`);
  }
  const json = parseJson(bytes);
  if (!isObject(json)) throw new CollectionItemError(`"${entry.path}" is not a Paprika recipe.`);
  return json;
}

/** Paprika's text fields hold a line for each ingredient, step or note. */
function lines(value: unknown, page: RecipePageReader): string[] {
  return text(value)
    .split(/\r?\n/)
    .map((line) => page.plainText(line))
    .filter(Boolean);
}

function paprikaRecipe(json: JsonObject, page: RecipePageReader): CollectionRecipe {
  return {
    name: page.plainText(json.name),
    description: page.plainText(json.description),
    ingredients: lines(json.ingredients, page),
    instructions: page.instructionLines(text(json.directions)),
    ...printedTimes(json.total_time, json.prep_time, json.cook_time),
    servings: page.servingsOf(text(json.servings)),
    // Paprika's servings are text: 'Makes 12 cookies' is kept as the yield.
    yield: page.yieldOf(text(json.servings)),
    categories: list(json.categories)
      .map((category) => page.plainText(category))
      .filter(Boolean),
    tags: [],
    tips: lines(json.notes, page),
    sourceUrl: httpUrl(json.source_url) ?? httpUrl(json.source),
    nutrition: nutritionFromText(text(json.nutritional_info)),
    photo: base64Photo(json.photo_data),
  };
}

/** A `.paprikarecipes` export (a zip of `.paprikarecipe` files) or one `.paprikarecipe`: each a gzipped JSON recipe. */
export function paprikaItems(archive: Archive): Promise<CollectionItem[]> {
  return Promise.resolve(
    archive.entries
      .filter(isPaprikaEntry)
      .map((entry) => recipeItem(stem(entry.path), async () => paprikaRecipe(await readPaprikaJson(archive, entry), await loadRecipePageReader()))),
  );
}
