import type { HeldItems, IngredientAdditions } from '../../domain/ingredients-to-list.js';
import type { PantryDraft, PantryItem, ShoppingDraft, ShoppingItem } from '../../domain/inventory.js';
import type { HeldNames, RecipeAdditions, SkippedIngredient } from '../../domain/recipe-to-list.js';

export interface CheckedItem {
  item: ShoppingItem;
  /** The pantry item this call created: only the call that turned the item from unchecked to checked makes one. */
  pantryItem: PantryItem | null;
}

export interface AddedFromRecipe {
  /** In the recipe's order. */
  added: ShoppingItem[];
  skipped: SkippedIngredient[];
}

export interface AddedIngredients {
  /** New items, in the order their names first appear in the lines. */
  added: ShoppingItem[];
  /** Unchecked items that had an amount added, as they are now. */
  merged: ShoppingItem[];
  skipped: SkippedIngredient[];
}

/**
 * One user's shopping list. Every change that could pass a cap runs in a transaction under the user's
 * inventory advisory lock (one per user for both lists), so counting and inserting cannot interleave.
 */
export abstract class ShoppingListRepository {
  /** Newest first (created_at desc, id desc), in one statement. */
  abstract list(userId: number): Promise<ShoppingItem[]>;
  /** Throws ShoppingListFullError when the list holds `cap` items already. */
  abstract add(userId: number, item: ShoppingDraft, cap: number): Promise<ShoppingItem>;
  /**
   * Checks the item with a conditional UPDATE … WHERE checked = false; when this call changed it, the same
   * transaction inserts `toPantry(item)` into the pantry (PantryFullError at `pantryCap`, and the item
   * stays unchecked). Null when the user has no such item.
   */
  abstract check(userId: number, id: number, toPantry: (item: ShoppingItem) => PantryDraft, pantryCap: number): Promise<CheckedItem | null>;
  /** Never touches the pantry. Null when the user has no such item. */
  abstract uncheck(userId: number, id: number): Promise<ShoppingItem | null>;
  /** False when the user has no such item. */
  abstract delete(userId: number, id: number): Promise<boolean>;
  /** Deletes every item of the user; answers how many it deleted and how many remain after it. */
  abstract clear(userId: number): Promise<{ cleared: number; remaining: number }>;
  /**
   * Under the lock, reads what the user holds, lets `plan` decide, and inserts its additions (throws
   * ShoppingListFullError when they would take the list past `cap`), so a double click adds once.
   */
  abstract addPlanned(userId: number, plan: (held: HeldNames) => RecipeAdditions, cap: number): Promise<AddedFromRecipe>;
  /**
   * Under the lock, in one transaction: reads the unchecked items and the pantry (one statement), lets `plan`
   * decide, then inserts its additions (one statement; ShoppingListFullError, and nothing written, when they
   * would take the list past `cap`) and writes its merged amounts (one statement).
   */
  abstract addIngredients(userId: number, plan: (held: HeldItems) => IngredientAdditions, cap: number): Promise<AddedIngredients>;
}
