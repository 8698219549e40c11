import { categoryAndTags, IMPORT_DEFAULTS } from '../../ai/index.js';
import { MAX_NUTRITION_VALUE_LENGTH, NUTRITION_FACT_KEYS, type RecipeToImport } from '../../recipes/index.js';
import { RECIPE_LIMITS } from '../../../kernel/recipes/recipe-rules.js';
import { type CollectionFormat, CollectionItemError, type CollectionRecipe, FORMAT_APP_NAMES } from '../domain/collection.js';

const LIMITS = {
  lines: 200,
  ingredient: 500,
  step: 5000,
  tags: 50,
  tag: 50,
  tips: 50,
  tip: 2000,
  category: 50,
  difficulty: 20,
  source: 200,
} as const;
const NUTRIENTS: ReadonlySet<string> = new Set(NUTRITION_FACT_KEYS);

const clampLines = (lines: string[], count: number, length: number) =>
  lines
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count)
    .map((line) => line.slice(0, length));

const within = (value: number | null, max: number): number | null =>
  value !== null && Number.isFinite(value) && value >= 1 ? Math.min(Math.round(value), max) : null;

/** The address a recipe came from as its source (200 characters at most: the query is dropped first). */
function sourceOfUrl(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    const whole = parsed.toString();
    if (whole.length <= LIMITS.source) return whole;
    const short = `${parsed.origin}${parsed.pathname}`;
    return short.length <= LIMITS.source ? short : parsed.origin.slice(0, LIMITS.source);
  } catch {
    return null;
  }
}

/** Only the nutrients Savor knows, with values short enough to show; null when none is left. */
function nutritionOf(facts: CollectionRecipe['nutrition']): RecipeToImport['nutritionFacts'] {
  if (!facts) return null;
  const kept = Object.entries(facts).filter(
    ([key, value]) =>
      NUTRIENTS.has(key) && (typeof value === 'number' ? Number.isFinite(value) : value.trim() !== '' && value.length <= MAX_NUTRITION_VALUE_LENGTH),
  );
  return kept.length ? Object.fromEntries(kept) : null;
}

/**
 * A recipe of a collection as Savor stores it (without its picture): Savor's limits applied, defaults
 * where the file said nothing (30 minutes, 4 servings, Medium; no prep or total time, no yield), the category mapped as URL import maps
 * it, the source `Imported from {app}` unless the file names an address (DECISIONS.md). Savor's own
 * export brings its category, tags, source and flags back exactly. Throws CollectionItemError when
 * the recipe lacks what every Savor recipe has.
 */
export function recipeDraft(recipe: CollectionRecipe, format: CollectionFormat): Omit<RecipeToImport, 'imageUrl'> {
  const name = recipe.name.trim().slice(0, RECIPE_LIMITS.name);
  if (!name) throw new CollectionItemError('It has no name.');
  const ingredients = clampLines(recipe.ingredients, LIMITS.lines, LIMITS.ingredient);
  const instructions = clampLines(recipe.instructions, LIMITS.lines, LIMITS.step);
  if (ingredients.length === 0) throw new CollectionItemError('It has no ingredients.');
  if (instructions.length === 0) throw new CollectionItemError('It has no steps.');
  const savor = recipe.savor ?? {};
  const mapped = categoryAndTags(name, recipe.categories, recipe.tags);
  const source =
    savor.source?.trim().slice(0, LIMITS.source) ||
    (recipe.sourceUrl ? sourceOfUrl(recipe.sourceUrl) : null) ||
    `Imported from ${FORMAT_APP_NAMES[format]}`;
  return {
    name,
    description: recipe.description.trim().slice(0, RECIPE_LIMITS.description) || `Imported from ${FORMAT_APP_NAMES[format]}.`,
    ingredients,
    instructions,
    cookTime: within(recipe.cookTime, RECIPE_LIMITS.cookTimeMinutes) ?? IMPORT_DEFAULTS.cookTime,
    prepTime: within(recipe.prepTime, RECIPE_LIMITS.cookTimeMinutes),
    totalTime: within(recipe.totalTime, RECIPE_LIMITS.cookTimeMinutes),
    servings: within(recipe.servings, RECIPE_LIMITS.servings) ?? IMPORT_DEFAULTS.servings,
    yield: recipe.yield?.replace(/\s+/g, ' ').trim().slice(0, RECIPE_LIMITS.yield).trim() || null,
    difficulty: savor.difficulty?.trim().slice(0, LIMITS.difficulty) || 'Medium',
    category: savor.category?.trim().slice(0, LIMITS.category) || mapped.category,
    tags: savor.category ? clampLines(recipe.tags, LIMITS.tags, LIMITS.tag) : mapped.tags,
    tips: clampLines(recipe.tips, LIMITS.tips, LIMITS.tip),
    nutritionFacts: nutritionOf(recipe.nutrition),
    source,
    isFavorite: savor.isFavorite ?? false,
    isPublic: savor.isPublic ?? false,
    isEdited: savor.isEdited ?? false,
    originalCreatorId: savor.originalCreatorId ?? null,
    createdAt: savor.createdAt,
    updatedAt: savor.updatedAt,
  };
}
