import { loadRecipePageReader } from '../../../ai/index.js';
import type { Archive, ArchiveEntry } from '../archive.js';
import { type CollectionItem, CollectionItemError, type CollectionRecipe } from '../collection.js';
import { entryAt, entryIn, readJson, readPhoto, recipeItem, stem } from './archive-documents.js';
import {
  amountText,
  headingLine,
  httpUrl,
  isObject,
  type JsonObject,
  list,
  printedTimes,
  type Nutrition,
  type RecipePageReader,
  text,
} from './recipe-fields.js';

export function isZipEntry(entry: ArchiveEntry): boolean {
  return /\.zip$/i.test(entry.path);
}

/** Tandoor's `recipe.json`: steps holding their ingredients, and no schema.org type. */
export function isTandoorRecipe(json: unknown): json is JsonObject {
  return isObject(json) && json['@type'] === undefined && Array.isArray(json.steps);
}

function ingredientLine(ingredient: JsonObject, page: RecipePageReader): string {
  const name = (value: unknown) => page.plainText(isObject(value) ? value.name : value);
  const note = page.plainText(ingredient.note);
  if (ingredient.is_header === true) {
    const heading = note || name(ingredient.food);
    return heading ? headingLine(heading) : '';
  }
  const food = name(ingredient.food);
  if (!food) return page.plainText(ingredient.original_text) || note;
  const amount = ingredient.no_amount === true ? '' : amountText(ingredient.amount);
  const line = [amount, amount ? name(ingredient.unit) : '', food].filter(Boolean).join(' ');
  return note ? `${line}, ${note}` : line;
}

/** Tandoor's nutrition is in kilocalories and grams. */
function nutritionOf(value: unknown): Nutrition | null {
  if (!isObject(value)) return null;
  const facts: Nutrition = {};
  const keys = [
    ['calories', 'calories', ' kcal'],
    ['proteins', 'protein', 'g'],
    ['fats', 'fat', 'g'],
    ['carbohydrates', 'carbs', 'g'],
  ] as const;
  for (const [tandoor, savor, unit] of keys) {
    const amount = Number(text(value[tandoor]));
    if (text(value[tandoor]) && Number.isFinite(amount) && amount > 0) facts[savor] = `${Math.round(amount * 10) / 10}${unit}`;
  }
  return Object.keys(facts).length > 0 ? facts : null;
}

function tandoorRecipe(json: JsonObject, page: RecipePageReader, photo: Buffer | null): CollectionRecipe {
  const steps = list(json.steps).filter(isObject);
  const servings = Number(json.servings);
  return {
    name: page.plainText(json.name),
    description: page.plainText(json.description),
    ingredients: steps
      .flatMap((step) => list(step.ingredients).filter(isObject))
      .map((ingredient) => ingredientLine(ingredient, page))
      .filter(Boolean),
    // A step's name heads a section of the steps: they are flattened in order.
    instructions: steps.flatMap((step) => page.instructionLines(text(step.instruction))),
    // Working time is the cook's own (preparation), waiting time the oven's or the fridge's (cooking).
    ...printedTimes(null, json.working_time, json.waiting_time),
    servings: servings >= 1 ? Math.round(servings) : page.servingsOf(text(json.servings_text)),
    // servings_text names what the servings count ('cookies' of 12 servings): '12 cookies'.
    yield: page.yieldOf(
      servings >= 1 && !/\d/.test(text(json.servings_text)) ? `${Math.round(servings)} ${text(json.servings_text)}` : text(json.servings_text),
    ),
    categories: [],
    tags: list(json.keywords)
      .map((keyword) => page.plainText(isObject(keyword) ? keyword.name : keyword))
      .filter(Boolean),
    tips: [],
    sourceUrl: httpUrl(json.source_url),
    nutrition: nutritionOf(json.nutrition),
    photo,
  };
}

/** One recipe's files as Tandoor zips them: `recipe.json` and `image.<ext>`. */
async function readTandoorRecipe(recipeFiles: Archive): Promise<CollectionRecipe> {
  const document = entryAt(recipeFiles, 'recipe.json');
  if (!document) throw new CollectionItemError('This Tandoor recipe has no recipe.json.');
  const json = await readJson(recipeFiles, document);
  if (!isTandoorRecipe(json)) throw new CollectionItemError('Its recipe.json is not a Tandoor recipe.');
  const photo = await readPhoto(recipeFiles, entryIn(recipeFiles, '', /^image\.\w+$/i));
  return tandoorRecipe(json, await loadRecipePageReader(), photo);
}

/** Tandoor's export: a zip of one zip a recipe (also one recipe's zip on its own). */
export function tandoorItems(archive: Archive): Promise<CollectionItem[]> {
  const zipped = archive.entries
    .filter(isZipEntry)
    .map((entry) => recipeItem(stem(entry.path), async () => readTandoorRecipe(await archive.open(entry))));
  const alone = entryAt(archive, 'recipe.json') ? [recipeItem('recipe', () => readTandoorRecipe(archive))] : [];
  return Promise.resolve([...zipped, ...alone]);
}
