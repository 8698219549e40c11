/** What a recipe page is read as (`PageRecipe`), and the checks and the mapping every way of reading it shares. */
import type { parseRecipeText } from '../extraction/recipe-text-parser.js';

/** The recipe read from a web page: what the form needs, before anything is saved. */
export interface PageRecipe {
  name: string | null;
  description: string | null;
  ingredients: string[];
  instructions: string[];
  /** Minutes as the page gives them (ISO 8601 durations): cooking, else the total less preparation, else the total. */
  cookTime: number | null;
  prepTime: number | null;
  totalTime: number | null;
  servings: number | null;
  /** The yield when it says more than the servings ('Makes 12 cookies', '2 loaves'). */
  yield: string | null;
  /** The page's own category words, as written ("Main Course", ["Dessert", "Cakes"]). */
  categories: string[];
  tags: string[];
  /** Absolute address of the recipe's picture on the web, not downloaded yet. */
  imageUrl: string | null;
  /** Where it was read from: structured data ('json-ld', 'microdata', 'rdfa'), a recipe card's lists, the lists under the page's 'Ingredients' and 'Directions' headings, or its text. */
  via: 'json-ld' | 'microdata' | 'rdfa' | 'recipe-card' | 'headings' | 'text';
}

export const isComplete = (recipe: PageRecipe | null): recipe is PageRecipe =>
  recipe !== null && recipe.ingredients.length > 0 && recipe.instructions.length > 0;

export const isStructured = (recipe: PageRecipe) => ['json-ld', 'microdata', 'rdfa'].includes(recipe.via);

/** The fields the recipe-text parser read, as a page's recipe. */
export function fromTextFields(fields: ReturnType<typeof parseRecipeText>, via: PageRecipe['via']): PageRecipe {
  return {
    name: fields.name,
    description: fields.description,
    ingredients: fields.ingredients,
    instructions: fields.instructions,
    cookTime: fields.cookTime,
    prepTime: fields.prepTime,
    totalTime: fields.totalTime,
    servings: fields.servings,
    yield: fields.yield,
    categories: fields.category ? [fields.category] : [],
    tags: [],
    imageUrl: null,
    via,
  };
}
