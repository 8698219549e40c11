/**
 * The kitchen inventory's rules, enforced by the server and checked by the client (document 2 §3, §4, §9):
 * the shopping categories (in the order of a shop's aisles), the pantry units of the selector, the
 * defaults, the caps and the low-stock threshold.
 */
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

/** 15% or less left is low stock. */
export const LOW_STOCK_PERCENT = 15;
export const isLowStock = (percentage: number) => percentage <= LOW_STOCK_PERCENT;
