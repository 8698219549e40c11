import { guessCategory } from '../../../kernel/inventory/category-guess.js';
import { shoppingNamesOf } from './ingredient-names.js';
import type { ShoppingDraft } from './inventory.js';
import { endOfPhrase, wordsOf } from '../../../kernel/inventory/words.js';

export type SkipReason = 'in_pantry' | 'on_list';

export interface SkippedIngredient {
  name: string;
  reason: SkipReason;
}

/** What the user holds when a recipe's ingredients are added: pantry item names and the unchecked shopping items' names. */
export interface HeldNames {
  pantry: readonly string[];
  onList: readonly string[];
}

export interface RecipeAdditions {
  /** In the recipe's order. */
  add: ShoppingDraft[];
  skipped: SkippedIngredient[];
}

/**
 * Which of a recipe's ingredients go on the shopping list: each normalised name once; skipped when it
 * contains the name of a pantry item as whole words in any case and number ('Basmati rice' when the
 * pantry has 'rice', 'Eggs' when it has 'egg'), or when an unchecked item of that name (any case) is on
 * the list already. The category comes from the keyword table.
 */
export function planRecipeAdditions(ingredients: readonly string[], held: HeldNames): RecipeAdditions {
  const pantry = held.pantry.map(wordsOf).filter((words) => words.length > 0);
  const onList = new Set(held.onList.map((name) => name.trim().toLowerCase()));
  const plan: RecipeAdditions = { add: [], skipped: [] };
  for (const { name, line } of shoppingNamesOf(ingredients)) {
    const words = wordsOf(name);
    if (pantry.some((item) => endOfPhrase(words, item) >= 0)) plan.skipped.push({ name, reason: 'in_pantry' });
    else if (onList.has(name.toLowerCase())) plan.skipped.push({ name, reason: 'on_list' });
    else plan.add.push({ name, category: guessCategory(name, line) });
  }
  return plan;
}
