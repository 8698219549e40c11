import { posix } from 'node:path';
import { loadRecipePageReader } from '../../../ai/index.js';
import type { Archive, ArchiveEntry } from '../archive.js';
import { type CollectionItem, CollectionItemError, type CollectionRecipe } from '../collection.js';
import { entryIn, folderOf, readJson, readPhoto, recipeItem, stem } from './archive-documents.js';
import {
  amountText,
  headingLine,
  httpUrl,
  isObject,
  type JsonObject,
  list,
  printedTimes,
  nutritionFrom,
  type RecipePageReader,
  text,
} from './recipe-fields.js';

/** A field in either of Mealie's key styles: camelCase (its API, one recipe's zip) or snake_case (its data export). */
function field(json: JsonObject, camelCase: string): unknown {
  return json[camelCase] ?? json[camelCase.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)];
}

/** A recipe as Mealie writes it: a slug and ingredient objects, and no schema.org type. */
export function isMealieRecipe(json: unknown): json is JsonObject {
  return (
    isObject(json) &&
    json['@context'] === undefined &&
    json['@type'] === undefined &&
    typeof json.slug === 'string' &&
    Array.isArray(field(json, 'recipeIngredient'))
  );
}

/** Where Mealie puts a recipe: `recipes/<slug>/<slug>.json` in its data export, `<slug>.json` at the top of one recipe's zip. */
export function isMealieDocument(entry: ArchiveEntry): boolean {
  const folder = folderOf(entry.path);
  return /\.json$/i.test(entry.path) && (folder === '' || posix.basename(folder) === stem(entry.path));
}

/** An ingredient's line as Mealie shows it, after its section's title when it opens one. */
function ingredientLines(ingredient: unknown, page: RecipePageReader): string[] {
  if (!isObject(ingredient)) return [page.plainText(ingredient)].filter(Boolean);
  const name = (value: unknown) => page.plainText(isObject(value) ? value.name : value);
  const title = page.plainText(ingredient.title);
  const line =
    page.plainText(ingredient.display) ||
    page.plainText(field(ingredient, 'originalText')) ||
    [amountText(ingredient.quantity), name(ingredient.unit), name(ingredient.food), page.plainText(ingredient.note)].filter(Boolean).join(' ');
  return [title ? headingLine(title) : '', line].filter(Boolean);
}

/** Mealie's yield: 'recipeYield' text ('2 loaves'), or newer Mealie's 'recipeYieldQuantity' with its unit in 'recipeYield' ('loaves'). */
function mealieYield(json: JsonObject): string {
  const written = text(field(json, 'recipeYield')).trim();
  const quantity = Number(field(json, 'recipeYieldQuantity'));
  return quantity > 0 && !/\d/.test(written) && written ? `${quantity} ${written}` : written;
}

function mealieRecipe(json: JsonObject, page: RecipePageReader, photo: Buffer | null): CollectionRecipe {
  const names = (value: unknown) =>
    list(value)
      .map((item) => page.plainText(isObject(item) ? item.name : item))
      .filter(Boolean);
  const servings = Number(field(json, 'recipeServings'));
  return {
    name: page.plainText(json.name),
    description: page.plainText(json.description),
    ingredients: list(field(json, 'recipeIngredient')).flatMap((ingredient) => ingredientLines(ingredient, page)),
    // A step's title names a section of the steps: they are flattened in order.
    instructions: list(field(json, 'recipeInstructions')).flatMap((step) => page.instructionLines(isObject(step) ? text(step.text) : text(step))),
    ...printedTimes(field(json, 'totalTime'), field(json, 'prepTime'), field(json, 'performTime') ?? field(json, 'cookTime')),
    servings: servings >= 1 ? Math.round(servings) : page.servingsOf(text(field(json, 'recipeYield'))),
    yield: page.yieldOf(mealieYield(json)),
    categories: names(field(json, 'recipeCategory')),
    tags: names(json.tags),
    tips: list(json.notes)
      .filter(isObject)
      .map((note) => [page.plainText(note.title), page.plainText(note.text)].filter(Boolean).join(': '))
      .filter(Boolean),
    sourceUrl: httpUrl(json.orgURL ?? json.org_url),
    nutrition: nutritionFrom(json.nutrition),
    photo,
  };
}

async function readMealieRecipe(archive: Archive, entry: ArchiveEntry): Promise<CollectionRecipe> {
  const json = await readJson(archive, entry);
  if (!isMealieRecipe(json)) throw new CollectionItemError(`"${entry.path}" is not a Mealie recipe.`);
  const folder = folderOf(entry.path);
  const original = /^original\.\w+$/i;
  const photo = entryIn(archive, folder ? `${folder}/images` : 'images', original) ?? entryIn(archive, folder, original);
  return mealieRecipe(json, await loadRecipePageReader(), await readPhoto(archive, photo));
}

/** Mealie's data export (`recipes/<slug>/<slug>.json`, `images/original.webp` beside) or one recipe's zip. */
export function mealieItems(archive: Archive): Promise<CollectionItem[]> {
  return Promise.resolve(
    archive.entries.filter(isMealieDocument).map((entry) => recipeItem(stem(entry.path), () => readMealieRecipe(archive, entry))),
  );
}
