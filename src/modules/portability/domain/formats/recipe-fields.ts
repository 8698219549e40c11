import { friendlyNumber } from '../../../../kernel/ingredients/scaling.js';
import { timesFromPrinted } from '../../../../kernel/recipes/recipe-times.js';
import { isoDurationMinutes, type loadRecipePageReader, parseDuration } from '../../../ai/index.js';
import { COLLECTION_LIMITS, type CollectionRecipe } from '../collection.js';

/** The URL import's reading of schema.org recipes and recipe text (ai module), loaded on first use. */
export type RecipePageReader = Awaited<ReturnType<typeof loadRecipePageReader>>;
export type JsonObject = Record<string, unknown>;
export type Nutrition = Record<string, string | number>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array as it is, one value as an array of it, nothing as none. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/** A string, or a number written out; '' for anything else. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

export function httpUrl(value: unknown): string | null {
  const written = text(value).trim();
  return /^https?:\/\/\S+$/i.test(written) && URL.canParse(written) ? written : null;
}

/** A group heading as a line of its own: 'For the sauce:'. */
export function headingLine(heading: string): string {
  return `${heading.replace(/[\s:]+$/, '')}:`;
}

/** Minutes in 45, '45', '1 hr 15 mins', '1 hour 30 minutes' or 'PT1H30M'; null for none or zero. */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
  const written = text(value).trim();
  if (/^\d+(?:\.\d+)?$/.test(written)) return Number(written) > 0 ? Math.ceil(Number(written)) : null;
  return isoDurationMinutes(written) ?? parseDuration(written);
}

/**
 * A recipe's times from the durations a file gives (see durationMinutes): preparation and total as
 * given, cooking as given, else the total less the preparation, else the total.
 */
export function printedTimes(total: unknown, preparation: unknown, cooking: unknown): Pick<CollectionRecipe, 'prepTime' | 'cookTime' | 'totalTime'> {
  return timesFromPrinted({ prep: durationMinutes(preparation), cook: durationMinutes(cooking), total: durationMinutes(total) });
}

/** An amount as a cook reads it ('1½'); '' for none. */
export function amountText(value: unknown): string {
  const amount = Number(text(value));
  return Number.isFinite(amount) && amount > 0 ? friendlyNumber(amount) : '';
}

/** schema.org's NutritionInformation keys and Savor's nutrient keys. */
export const SCHEMA_ORG_NUTRIENTS = [
  ['calories', 'calories'],
  ['proteinContent', 'protein'],
  ['carbohydrateContent', 'carbs'],
  ['fatContent', 'fat'],
  ['fiberContent', 'fiber'],
  ['sugarContent', 'sugar'],
  ['saturatedFatContent', 'saturatedFat'],
  ['transFatContent', 'transFat'],
  ['unsaturatedFatContent', 'unsaturatedFat'],
  ['cholesterolContent', 'cholesterol'],
  ['sodiumContent', 'sodium'],
] as const;

const simpleKey = (key: string) => key.replace(/_/g, '').toLowerCase();
const NUTRIENT_BY_KEY = new Map<string, string>(SCHEMA_ORG_NUTRIENTS.map(([schemaOrg, savor]) => [simpleKey(schemaOrg), savor]));

function factsOrNull(facts: Nutrition): Nutrition | null {
  return Object.keys(facts).length > 0 ? facts : null;
}

/** NutritionInformation (schema.org's, or Mealie's in either key style) under Savor's keys, values as written. */
export function nutritionFrom(value: unknown): Nutrition | null {
  if (!isObject(value)) return null;
  const facts: Nutrition = {};
  for (const [key, written] of Object.entries(value)) {
    const nutrient = NUTRIENT_BY_KEY.get(simpleKey(key));
    const shown = typeof written === 'number' ? written : text(written).trim();
    if (nutrient && shown !== '') facts[nutrient] = shown;
  }
  return factsOrNull(facts);
}

const NUTRIENT_WORDS: [RegExp, string][] = [
  [/^sat(?:urated|\.)? fats?$/, 'saturatedFat'],
  [/^trans fats?$/, 'transFat'],
  [/^(?:mono|poly)?unsaturated fats?$/, 'unsaturatedFat'],
  [/^(?:total )?fats?$/, 'fat'],
  [/^(?:calories|energy|kcal)$/, 'calories'],
  [/^proteins?$/, 'protein'],
  [/^(?:total )?(?:carbohydrates?|carbs)$/, 'carbs'],
  [/^(?:dietary )?fib(?:er|re)$/, 'fiber'],
  [/^added sugars?$/, 'addedSugar'],
  [/^(?:total )?sugars?$/, 'sugar'],
  [/^cholesterol$/, 'cholesterol'],
  [/^sodium$/, 'sodium'],
  [/^potassium$/, 'potassium'],
  [/^calcium$/, 'calcium'],
  [/^iron$/, 'iron'],
  [/^vitamin a$/, 'vitaminA'],
  [/^vitamin c$/, 'vitaminC'],
  [/^vitamin d$/, 'vitaminD'],
];

/** Savor's key for a nutrient's name as people write it ('Total Fat', 'Dietary fibre', 'Vitamin C'). */
function nutrientKey(name: string): string | null {
  const words = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return NUTRIENT_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/** 'Calories: 250', 'Protein 10 g' or '12g fat' as Savor's key and the value as written. */
function nutrientFact(fact: string): [string, string] | null {
  const named = /^([^\d:=]+?)\s*[:=]?\s*(\S*\d.*)$/.exec(fact);
  const namedKey = named ? nutrientKey(named[1]) : null;
  if (named && namedKey) return [namedKey, named[2].trim()];
  const trailing = /^(\d[\d.,]*\s*[a-zµ%]*)\s+(\D+)$/i.exec(fact);
  const trailingKey = trailing ? nutrientKey(trailing[2]) : null;
  return trailing && trailingKey ? [trailingKey, trailing[1].trim()] : null;
}

/** Nutrition written as text, a fact a line or between commas (Paprika's `nutritional_info`); '1,200 mg' stays whole. */
export function nutritionFromText(value: string): Nutrition | null {
  const facts: Nutrition = {};
  for (const part of value.split(/\r?\n|[;|•]|,\s+/)) {
    // A fact is a few words; longer text is not one (and would make the patterns slow).
    const fact = part.length <= 100 ? nutrientFact(part.trim()) : null;
    if (fact) facts[fact[0]] = fact[1];
  }
  return factsOrNull(facts);
}

/** Photo bytes written as base64 (Paprika's `photo_data`); null for none or for more than a photo may hold. */
export function base64Photo(value: unknown): Buffer | null {
  const written = text(value).trim();
  if (!written || (written.length / 4) * 3 > COLLECTION_LIMITS.maxPhotoBytes) return null;
  const bytes = Buffer.from(written, 'base64');
  return bytes.length > 0 ? bytes : null;
}
