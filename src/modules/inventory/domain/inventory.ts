import type { Unit } from '../../../kernel/ingredients/units.js';
import { PANTRY_DEFAULTS, type ShoppingCategory } from '../../../kernel/inventory/inventory-rules.js';

export {
  DEFAULT_CATEGORY,
  INVENTORY_LIMITS,
  PANTRY_DEFAULTS,
  PANTRY_UNITS,
  SHOPPING_CATEGORIES,
  roundQuantity,
  type PantryUnit,
  type ShoppingCategory,
} from '../../../kernel/inventory/inventory-rules.js';

/** A shopping-list entry of one user. */
export class ShoppingItem {
  id!: number;
  userId!: number;
  name!: string;
  category!: string;
  /** How much to buy, in `unit`; null for an item added by its name alone. */
  quantity: number | null = null;
  /** A unit of the shared ingredient table ('g', 'cup', 'clove' …); null with a quantity is a bare count. */
  unit: string | null = null;
  checked = false;
  createdAt: Date = new Date();
}

/** What one user has at home; `percentage` is how much of it is left (0 to 100). */
export class PantryItem {
  id!: number;
  userId!: number;
  name!: string;
  quantity: number = PANTRY_DEFAULTS.quantity;
  unit: string = PANTRY_DEFAULTS.unit;
  percentage: number = PANTRY_DEFAULTS.percentage;
  addedAt: Date = new Date();
}

/** A pantry item before it is stored. */
export interface PantryDraft {
  name: string;
  quantity: number;
  unit: string;
  percentage: number;
}

/** A shopping item before it is stored. */
export interface ShoppingDraft {
  name: string;
  category: ShoppingCategory;
}

/** A shopping item with the amount to buy (quantity null: none; unit null with a quantity: a bare count). */
export interface AmountedShoppingDraft extends ShoppingDraft {
  quantity: number | null;
  unit: Unit | null;
}
