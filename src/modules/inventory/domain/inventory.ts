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
