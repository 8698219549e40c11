import { guessCategory } from '../extraction/category-guess.js';
import type { PageRecipe } from './recipe-page.js';

/** The answer of POST /api/recipes/import: the creation form's fields, not saved. */
export interface ImportedRecipe {
  name: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  cookTime: number;
  prepTime: number | null;
  totalTime: number | null;
  servings: number;
  yield: string | null;
  category: string;
  tags: string[];
  imageUrl: string | null;
  source: string;
}

/** The categories of the creation form, and the words sites use for them. */
const CATEGORY_WORDS: [RegExp, string][] = [
  [/^breakfast|^brunch/i, 'Breakfast'],
  [/^lunch/i, 'Lunch'],
  [/^dinner|^supper/i, 'Dinner'],
  [/^(?:appeti[sz]ers?|starters?|hors d'?oeuvres?|canap[eé]s?)$/i, 'Appetizer'],
  [/^(?:main(?:s| dish(?:es)?| course(?:s)?| meals?)?|entr[eé]es?)$/i, 'Main Dish'],
  [/^(?:sides?|side dish(?:es)?)$/i, 'Side Dish'],
  [/^(?:desserts?|puddings?|sweets?|baking|cakes?|cookies)$/i, 'Dessert'],
  [/^snacks?$/i, 'Snack'],
  [/^(?:drinks?|beverages?|cocktails?|smoothies?)$/i, 'Drink'],
];

export const IMPORT_DEFAULTS = { cookTime: 30, servings: 4, category: 'Main Dish', name: 'Untitled Recipe' } as const;
const MAX_TAGS = 20;

function categoryOf(words: string[]): string | null {
  for (const word of words) {
    const found = CATEGORY_WORDS.find(([pattern]) => pattern.test(word.trim()));
    if (found) return found[1];
  }
  return null;
}

/** The page's address as the recipe's source (the source field holds at most 200 characters). */
export function sourceOf(pageUrl: string): string {
  if (pageUrl.length <= 200) return pageUrl;
  const url = new URL(pageUrl);
  const short = `${url.origin}${url.pathname}`;
  return short.length <= 200 ? short : url.origin.slice(0, 200);
}

/**
 * The form's category for a recipe's own category words (else guessed from its name, else Main Dish),
 * and its tags: the category words that are not one of the form's categories, then the keywords, at
 * most 20, without repeats.
 */
export function categoryAndTags(name: string | null, categories: string[], keywords: string[]): { category: string; tags: string[] } {
  const category = categoryOf(categories) ?? (name ? guessCategory(name) : null) ?? IMPORT_DEFAULTS.category;
  const seen = new Set<string>([category.toLowerCase()]);
  const tags: string[] = [];
  for (const word of [...categories, ...keywords]) {
    const tag = word.trim();
    if (!tag || tag.length > 50 || seen.has(tag.toLowerCase()) || categoryOf([tag]) === category) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length === MAX_TAGS) break;
  }
  return { category, tags };
}

/**
 * The form's fields from what the page said: defaults where it said nothing (30 minutes, 4 servings;
 * none for the prep and total times and the yield),
 * its category mapped onto the form's categories (else guessed from the name, else Main Dish), the
 * category words that are not one of them kept as tags with the keywords.
 */
export function importedRecipeFrom(page: PageRecipe, pageUrl: string, imageUrl: string | null): ImportedRecipe {
  const name = (page.name ?? IMPORT_DEFAULTS.name).slice(0, 200);
  const { category, tags } = categoryAndTags(page.name, page.categories, page.tags);
  return {
    name,
    description: (page.description ?? `Imported from ${new URL(pageUrl).hostname.replace(/^www\./, '')}.`).slice(0, 5000),
    ingredients: page.ingredients.map((line) => line.slice(0, 500)),
    instructions: page.instructions.map((line) => line.slice(0, 5000)),
    cookTime: page.cookTime && page.cookTime <= 100000 ? page.cookTime : IMPORT_DEFAULTS.cookTime,
    prepTime: page.prepTime,
    totalTime: page.totalTime,
    servings: page.servings ?? IMPORT_DEFAULTS.servings,
    yield: page.yield,
    category,
    tags,
    imageUrl,
    source: sourceOf(pageUrl),
  };
}
