/** Document 2 §3 and §9: the shopping categories, the pantry units of the selector, the defaults and the caps. */
export const SHOPPING_CATEGORIES = [
  'Produce',
  'Meat',
  'Dairy',
  'Grains',
  'Bakery',
  'Canned Goods',
  'Frozen Foods',
  'Snacks',
  'Beverages',
  'Condiments',
  'Spices',
  'Other',
] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];
export const DEFAULT_CATEGORY: ShoppingCategory = 'Other';

export const PANTRY_UNITS = [
  'item',
  'grams',
  'kilograms',
  'pounds',
  'ounces',
  'cups',
  'tablespoons',
  'teaspoons',
  'milliliters',
  'liters',
  'pieces',
  'bunches',
  'cloves',
  'slices',
] as const;
export type PantryUnit = (typeof PANTRY_UNITS)[number];

export const INVENTORY_LIMITS = {
  name: 200,
  /** Any unit of 1 to 20 characters is accepted; the selector offers PANTRY_UNITS. */
  unit: 20,
  maxQuantity: 100_000,
  /** Quantities are kept to 3 decimals, so 0.1 + 0.5 steps never show 0.6000000001. */
  quantityDecimals: 3,
  shoppingItems: 500,
  pantryItems: 1000,
} as const;

export const PANTRY_DEFAULTS = { quantity: 1, unit: 'item' as PantryUnit, percentage: 100 } as const;

/** A quantity as stored: rounded to 3 decimals. */
export function roundQuantity(quantity: number): number {
  const scale = 10 ** INVENTORY_LIMITS.quantityDecimals;
  return Math.round(quantity * scale) / scale;
}

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
