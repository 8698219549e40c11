import { addAmounts, convertAmount, type IngredientAmount, mergeAmounts } from '../../../kernel/ingredients/amounts.js';
import { parseIngredientLine } from '../../../kernel/ingredients/ingredient-parser.js';
import { isUnit } from '../../../kernel/ingredients/units.js';
import { guessCategory } from '../../../kernel/inventory/category-guess.js';
import { endOfPhrase, wordsOf } from '../../../kernel/inventory/words.js';
import { shoppingNameOf } from './ingredient-names.js';
import { InvalidServingsFactorError } from './inventory.errors.js';
import { type AmountedShoppingDraft, INVENTORY_LIMITS, roundQuantity } from './inventory.js';
import { amountLeftOf } from './pantry-item-parser.js';
import type { SkippedIngredient } from './recipe-to-list.js';

/** One ingredient line of a planned recipe and how many times the recipe's amount the plan needs (servings / recipe servings). */
export interface IngredientLine {
  line: string;
  factor: number;
}

/** An unchecked shopping item as the plan sees it. */
export interface ListedItem {
  id: number;
  name: string;
  quantity: number | null;
  unit: string | null;
}

/** A pantry item as the plan sees it. */
export interface StockedItem {
  name: string;
  quantity: number;
  unit: string;
  percentage: number;
}

/** What the cook holds when the lines are added: the unchecked shopping items (newest first) and the pantry. */
export interface HeldItems {
  onList: readonly ListedItem[];
  pantry: readonly StockedItem[];
}

/** A shopping item's new amount, after a line's amount was added to it. */
export interface AmountChange {
  id: number;
  quantity: number;
  unit: string | null;
}

export interface IngredientAdditions {
  /** In the order the names first appear in the lines. */
  add: AmountedShoppingDraft[];
  /** Each list item once, with its amount after every addition. */
  merge: AmountChange[];
  skipped: SkippedIngredient[];
}

/** An amount the list can store (3 decimals, 0.001 to 100,000), else no amount: nothing the plan asks for is lost, only its size. */
function storable(amount: IngredientAmount): IngredientAmount {
  if (amount.quantity === null) return amount;
  const quantity = roundQuantity(amount.quantity);
  return quantity > 0 && quantity <= INVENTORY_LIMITS.maxQuantity ? { quantity, unit: amount.unit } : { quantity: null, unit: null };
}

/** A stored amount as the kernel's, or null for a unit the shared table does not know (it then combines with nothing). */
function amountOf(item: { quantity: number | null; unit: string | null }): IngredientAmount | null {
  if (item.quantity === null) return { quantity: null, unit: null };
  if (item.unit === null) return { quantity: item.quantity, unit: null };
  return isUnit(item.unit) ? { quantity: item.quantity, unit: item.unit } : null;
}

/** Names are one ingredient in any case and number: 'Onions' and 'onion', 'All-purpose flour' and 'all purpose flour'. */
function sameNameKey(name: string): string {
  return wordsOf(name).join(' ');
}

interface Need {
  name: string;
  /** The first line of the name, for the category ('1 cup frozen peas'). */
  line: string;
  amounts: IngredientAmount[];
}

/**
 * The lines of a meal plan onto the shopping list. Each line is read by the shared parser, its amount scaled
 * by its factor, and named by the shopping-list normaliser; lines of one name (in any case and number, as
 * whole words: 'Onions' and '1 onion') are merged with
 * the kernel's mergeAmounts, so what can be summed is one item in the larger unit and what cannot (1 cup and
 * 200 g of butter, an amount and none) stays separate. Then each amount is held against what the cook has:
 *
 * - the pantry first: items whose name the ingredient contains as whole words (as for a recipe). An amount-less
 *   need is covered by any of them; a need with an amount by what is left of those with a comparable amount
 *   (quantity × percentage / 100, converted), and when that covers part of it only the shortfall goes on;
 *   a pantry item without a comparable amount (1 item of butter against 500 g) covers nothing of it;
 * - then the list: an unchecked item of the same name (any case and number) whose amount combines gets the amount added;
 *   an amount-less need is 'on_list' when an amount-less item of the name is there;
 * - else a new item, with a category from the keyword table.
 */
export function planIngredientAdditions(lines: readonly IngredientLine[], held: HeldItems): IngredientAdditions {
  const needs = new Map<string, Need>();
  for (const { line, factor } of lines) {
    if (!(Number.isFinite(factor) && factor > 0)) throw new InvalidServingsFactorError();
    const name = shoppingNameOf(line);
    if (name === null) continue;
    const parsed = parseIngredientLine(line);
    const quantity = parsed?.quantity ?? null;
    const amount = storable(quantity === null ? { quantity: null, unit: null } : { quantity: quantity * factor, unit: parsed?.unit ?? null });
    const key = sameNameKey(name);
    const need = needs.get(key) ?? { name, line, amounts: [] };
    need.amounts.push(amount);
    needs.set(key, need);
  }

  const pantry = held.pantry.map((item) => ({ words: wordsOf(item.name), left: amountLeftOf(item) })).filter((item) => item.words.length > 0);
  const onList = held.onList.map((item) => ({ id: item.id, key: sameNameKey(item.name), amount: amountOf(item) }));
  const plan: IngredientAdditions = { add: [], merge: [], skipped: [] };
  const merged = new Map<number, AmountChange>();
  const skip = (name: string, reason: SkippedIngredient['reason']) => {
    if (!plan.skipped.some((skipped) => skipped.name === name && skipped.reason === reason)) plan.skipped.push({ name, reason });
  };

  for (const [key, need] of needs) {
    const words = wordsOf(need.name);
    const inPantry = pantry.filter((item) => endOfPhrase(words, item.words) >= 0);
    const sameName = onList.filter((item) => item.key === key);
    for (const amount of mergeAmounts(need.amounts).map(storable)) {
      let want = amount;
      if (inPantry.length > 0) {
        if (want.quantity === null) {
          skip(need.name, 'in_pantry');
          continue;
        }
        const left = inPantry.map((item) => (item.left ? convertAmount(item.left, want.unit) : null)).filter((quantity) => quantity !== null);
        if (left.length > 0) {
          const shortfall = roundQuantity(want.quantity - left.reduce((sum, quantity) => sum + quantity, 0));
          if (shortfall <= 0) {
            skip(need.name, 'in_pantry');
            continue;
          }
          want = { quantity: shortfall, unit: want.unit };
        }
      }
      if (want.quantity === null) {
        if (sameName.some((item) => item.amount?.quantity === null)) {
          skip(need.name, 'on_list');
          continue;
        }
      } else {
        const item = sameName.find((listed) => listed.amount && listed.amount.quantity !== null && addAmounts(listed.amount, want));
        const total = item?.amount && storable(addAmounts(item.amount, want)!);
        if (item && total && total.quantity !== null) {
          item.amount = total;
          merged.set(item.id, { id: item.id, quantity: total.quantity, unit: total.unit });
          continue;
        }
      }
      plan.add.push({ name: need.name, category: guessCategory(need.name, need.line), quantity: want.quantity, unit: want.unit });
    }
  }
  plan.merge = [...merged.values()];
  return plan;
}
