/** Pure helpers of the recipe screens (spec document 1 §2 Recipe card, §5 Recipe form, §9 constants). */
import { RECIPE_LIMITS, RECIPE_MESSAGES, recipeSlug } from '@kernel/recipes/recipe-rules';
import { recipeTotalTime } from '@kernel/recipes/recipe-times';

export const ASSISTANT_NAME = 'Savorus';
export const DEFAULT_SERVINGS = 4;
/** The server's limits for a recipe's name and description (src/kernel/recipes). */
export const RECIPE_NAME_MAX = RECIPE_LIMITS.name;
export const DESCRIPTION_MAX = RECIPE_LIMITS.description;
export const YIELD_MAX = RECIPE_LIMITS.yield;
export { recipeSlug, recipeTotalTime };
export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
/** The creation form's categories (DECISIONS: canonical for new recipes). */
export const RECIPE_CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Appetizer', 'Main Dish', 'Side Dish', 'Dessert', 'Snack', 'Drink'] as const;
export const DEFAULT_TIP = 'Let your ingredients reach room temperature before cooking for more even results.';
export const NOT_AVAILABLE = 'Not available';
/** Shown when a recipe has no nutrition facts at all (spec document 1 §9). */
export const DEFAULT_NUTRITION: Record<NutritionKey, string> = {
  calories: '325 kcal',
  protein: '24g',
  carbs: '30g',
  fat: '12g',
  fiber: NOT_AVAILABLE,
};
export const NUTRITION_KEYS = ['calories', 'protein', 'carbs', 'fat', 'fiber'] as const;
export type NutritionKey = (typeof NUTRITION_KEYS)[number];
export const NUTRITION_LABELS: Record<NutritionKey, string> = {
  calories: 'Calories',
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
  fiber: 'Fiber',
};

/** /recipes/{slug}/{id}, or /recipes/{id} when the name has no slug-able characters. */
export function recipePath(recipe: { id: number; name: string; slug?: string | null }): string {
  const slug = recipe.slug || recipeSlug(recipe.name);
  return slug ? `/recipes/${slug}/${recipe.id}` : `/recipes/${recipe.id}`;
}

export type CategoryImageKey = 'breakfast' | 'lunch' | 'dinner' | 'dessert' | 'appetizer' | 'seafood' | 'default';

const CATEGORY_KEYWORDS: Array<[CategoryImageKey, string[]]> = [
  ['breakfast', ['breakfast', 'brunch']],
  ['lunch', ['lunch']],
  ['dinner', ['dinner', 'main', 'savory', 'savoury']],
  ['dessert', ['dessert', 'sweet', 'cake', 'pastry', 'ice cream']],
  ['appetizer', ['appetizer', 'salad']],
  ['seafood', ['seafood', 'fish']],
];

/** Which category fallback picture fits a category text (spec document 1 §9), by keywords. */
export function categoryImageKey(category: string | null | undefined): CategoryImageKey {
  const text = (category ?? '').toLowerCase();
  for (const [key, words] of CATEGORY_KEYWORDS) {
    if (words.some((w) => text.includes(w))) return key;
  }
  return 'default';
}

export function categoryFallbackImage(category: string | null | undefined): string {
  return `/images/categories/${categoryImageKey(category)}.webp`;
}

/** The category colours of the fallback pictures, also used for the category badges. */
export const CATEGORY_COLORS: Record<CategoryImageKey, string> = {
  breakfast: '#F6C453',
  lunch: '#8BC34A',
  dinner: '#C0392B',
  dessert: '#F48FB1',
  appetizer: '#26A69A',
  seafood: '#2E86C1',
  default: '#E67E22',
};

/** A recipe image address is usable when non-blank and http(s)://, data:image/ or / (and not an .html page). */
export function isUsableImageUrl(url: string | null | undefined): url is string {
  if (!url || !url.trim()) return false;
  if (/\.html?(\?|#|$)/i.test(url)) return false;
  return /^(https?:\/\/|data:image\/|\/)/i.test(url);
}

/** An address of an .html page stands for the picture beside it: the same address ending in .jpg. */
export function jpgInsteadOfHtml(url: string | null | undefined): string | null {
  if (!url || !/\.html?(?=[?#]|$)/i.test(url)) return null;
  const jpg = url.replace(/\.html?(?=[?#]|$)/i, '.jpg');
  return isUsableImageUrl(jpg) ? jpg : null;
}

/**
 * The addresses a recipe picture tries in order before its category's fallback: the stored picture's
 * card-size copy (on cards), the address itself, and the .jpg beside an .html address.
 */
export function pictureCandidates(src: string | null | undefined, size: 'card' | 'full'): string[] {
  const usable = isUsableImageUrl(src) ? src : null;
  return [size === 'card' ? cardImageUrl(usable) : null, usable, jpgInsteadOfHtml(src)].filter(
    (url, i, all): url is string => !!url && all.indexOf(url) === i,
  );
}

/** The card-size copy (480 px wide) the server makes of a stored picture; null for any other address. */
export function cardImageUrl(url: string | null | undefined): string | null {
  const match = url ? /^\/media\/([0-9a-f]{64})\.jpg$/.exec(url) : null;
  return match ? `/media/${match[1]}.w480.jpg` : null;
}

export interface Attribution {
  /** Text before the name ('By', 'Added by'), or the whole text when there is no name. */
  text: string;
  /** The username to show and link, when the source names one. */
  username?: string;
}

/**
 * The card's attribution: AI-generated → 'By Savorus' (no link); User-created → 'By {username}';
 * Photo-added → 'Added by {username}'; anything else (e.g. 'Saved from chef_marco') → the raw text.
 */
/** The site an imported recipe came from, when its source is the page's web address: its name and the address. */
export function sourceSite(source: string | null | undefined): { name: string; url: string } | null {
  if (!source || !/^https?:\/\//i.test(source)) return null;
  try {
    const url = new URL(source);
    return { name: url.hostname.replace(/^www\./, ''), url: url.href };
  } catch {
    return null;
  }
}

export function recipeAttribution(source: string | null | undefined, username: string): Attribution {
  const site = sourceSite(source);
  if (site) return { text: `From ${site.name}` };
  switch (source) {
    case 'AI-generated':
      return { text: `By ${ASSISTANT_NAME}` };
    case 'User-created':
      return { text: 'By', username };
    case 'Photo-added':
      return { text: 'Added by', username };
    default:
      return { text: source ?? '' };
  }
}

/** The flat text of an attribution, e.g. 'By ada_cooks'. */
export function attributionText(source: string | null | undefined, username: string): string {
  const a = recipeAttribution(source, username);
  return a.username ? `${a.text} ${a.username}` : a.text;
}

/** Whose name the attribution shows: mine when I created it, else the fetched creator, else 'Chef'. */
export function creatorUsername(
  recipeUserId: number,
  currentUser: { id: number; username: string } | null | undefined,
  creator: { username: string } | null | undefined,
): string {
  if (currentUser && currentUser.id === recipeUserId) return currentUser.username;
  return creator?.username || 'Chef';
}

export function formatCookTime(minutes: number | null | undefined): string {
  return `${minutes ?? 0} mins`;
}

/** Lines of a multi-line text, trimmed, empty lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Comma-separated tags, trimmed, empty ones dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export type NutritionFacts = Record<string, unknown>;

export interface NutritionRow {
  key: string;
  label: string;
  value: string;
}

function labelOf(key: string): string {
  if ((NUTRITION_KEYS as readonly string[]).includes(key)) return NUTRITION_LABELS[key as NutritionKey];
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The nutrition rows to show: the five main values (each 'Not available' when missing) then any extra
 * fields; without facts at all, the spec's defaults.
 */
export function nutritionRows(facts: NutritionFacts | null | undefined, { withDefaults = true } = {}): NutritionRow[] {
  const hasFacts = facts && Object.keys(facts).length > 0;
  if (!hasFacts) {
    return withDefaults ? NUTRITION_KEYS.map((key) => ({ key, label: NUTRITION_LABELS[key], value: DEFAULT_NUTRITION[key] })) : [];
  }
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : NOT_AVAILABLE);
  const main = NUTRITION_KEYS.map((key) => ({ key, label: NUTRITION_LABELS[key], value: text(facts[key]) }));
  const extras = Object.entries(facts)
    .filter(([key, v]) => !(NUTRITION_KEYS as readonly string[]).includes(key) && v !== null && typeof v !== 'object')
    .map(([key, v]) => ({ key, label: labelOf(key), value: text(v) }));
  return [...main, ...extras];
}

export interface RecipeFormValues {
  name: string;
  description: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  servings: string;
  yield: string;
  difficulty: string;
  category: string;
  ingredients: string;
  instructions: string;
  tags: string;
  tips: string;
}

export type RecipeFormErrors = Partial<Record<keyof RecipeFormValues, string>>;

export const EMPTY_RECIPE_FORM: RecipeFormValues = {
  name: '',
  description: '',
  prepTime: '',
  cookTime: '',
  totalTime: '',
  servings: String(DEFAULT_SERVINGS),
  yield: '',
  difficulty: 'Medium',
  category: 'Main Dish',
  ingredients: '',
  instructions: '',
  tags: '',
  tips: '',
};

function atLeastOne(value: string): boolean {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) && n >= 1;
}

/** The recipe form's rules (spec document 1 §5), with the server's messages for the required lists. */
export function validateRecipeForm(values: RecipeFormValues): RecipeFormErrors {
  const errors: RecipeFormErrors = {};
  if (!values.name.trim()) errors.name = RECIPE_MESSAGES.nameRequired;
  else if (values.name.length > RECIPE_NAME_MAX) errors.name = RECIPE_MESSAGES.nameTooLong;
  if (!values.description.trim()) errors.description = RECIPE_MESSAGES.descriptionRequired;
  else if (values.description.length > DESCRIPTION_MAX) errors.description = RECIPE_MESSAGES.descriptionTooLong;
  if (values.prepTime.trim() && !atLeastOne(values.prepTime)) errors.prepTime = RECIPE_MESSAGES.prepTime;
  if (!atLeastOne(values.cookTime)) errors.cookTime = RECIPE_MESSAGES.cookTime;
  if (values.totalTime.trim() && !atLeastOne(values.totalTime)) errors.totalTime = RECIPE_MESSAGES.totalTime;
  if (!atLeastOne(values.servings)) errors.servings = RECIPE_MESSAGES.servings;
  if (values.yield.trim().length > YIELD_MAX) errors.yield = RECIPE_MESSAGES.yieldTooLong;
  if (splitLines(values.ingredients).length === 0) errors.ingredients = RECIPE_MESSAGES.ingredients;
  if (splitLines(values.instructions).length === 0) errors.instructions = RECIPE_MESSAGES.instructions;
  return errors;
}

/** Whether servings text is a usable number (at least 1) for the nutrition calculation. */
export function validServings(value: string): boolean {
  return atLeastOne(value);
}

/** Optional minutes: null when left empty. */
const optionalMinutes = (value: string) => (value.trim() ? Math.round(Number(value)) : null);

/** The content fields of a recipe from the form: lines split, tags split by commas, empty optional fields null. */
export function recipeContentFromForm(values: RecipeFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    prepTime: optionalMinutes(values.prepTime),
    cookTime: Math.round(Number(values.cookTime)),
    totalTime: optionalMinutes(values.totalTime),
    servings: Math.round(Number(values.servings)),
    yield: values.yield.trim() || null,
    difficulty: values.difficulty,
    category: values.category,
    ingredients: splitLines(values.ingredients),
    instructions: splitLines(values.instructions),
    tags: splitTags(values.tags),
    tips: splitLines(values.tips),
  };
}

/** The form's text values of an existing recipe (for edit mode). */
export function formFromRecipe(recipe: {
  name: string;
  description: string;
  prepTime?: number | null;
  cookTime: number;
  totalTime?: number | null;
  servings: number;
  yield?: string | null;
  difficulty: string;
  category: string;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  tips: string[];
}): RecipeFormValues {
  return {
    name: recipe.name,
    description: recipe.description,
    prepTime: recipe.prepTime ? String(recipe.prepTime) : '',
    cookTime: String(recipe.cookTime),
    totalTime: recipe.totalTime ? String(recipe.totalTime) : '',
    servings: String(recipe.servings || DEFAULT_SERVINGS),
    yield: recipe.yield ?? '',
    difficulty: recipe.difficulty || 'Medium',
    category: recipe.category,
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    tags: recipe.tags.join(', '),
    tips: recipe.tips.join('\n'),
  };
}

export function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** 'just now' under a minute, then 'Nm ago', 'Nh ago' and 'Nd ago' (spec: community feedback times). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  if (!Number.isFinite(seconds) || seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** A rating average to one decimal with its count: '4.3 (12 ratings)', '5.0 (1 rating)', or 'No ratings yet'. */
export function ratingSummaryText(averageRating: number, totalRatings: number): string {
  if (!totalRatings) return 'No ratings yet';
  return `${averageRating.toFixed(1)} (${totalRatings} ${totalRatings === 1 ? 'rating' : 'ratings'})`;
}
