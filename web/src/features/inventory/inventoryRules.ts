import {
  DEFAULT_CATEGORY,
  INVENTORY_LIMITS,
  LOW_STOCK_PERCENT,
  PANTRY_DEFAULTS,
  PANTRY_UNITS,
  SHOPPING_CATEGORIES,
  isLowStock,
  roundQuantity,
  type ShoppingCategory,
} from '@kernel/inventory/inventory-rules';

/** The inventory's rules: the server's own (src/kernel/inventory), and how this client steps and shows them. */

export { DEFAULT_CATEGORY, LOW_STOCK_PERCENT, PANTRY_UNITS, SHOPPING_CATEGORIES, isLowStock, roundQuantity };
export { guessCategory } from '@kernel/inventory/category-guess';

/**
 * The shopping list in the order a cook walks the shop: items still to buy, aisle by aisle (in the order
 * of SHOPPING_CATEGORIES), then the ticked ones, sunk to the bottom; the list's own order within each.
 */
export function inShoppingOrder<T extends { category: string; checked: boolean }>(items: readonly T[]): T[] {
  const aisle = (item: T) => {
    const index = SHOPPING_CATEGORIES.indexOf(item.category as ShoppingCategory);
    return index === -1 ? SHOPPING_CATEGORIES.length : index;
  };
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => Number(a.item.checked) - Number(b.item.checked) || aisle(a.item) - aisle(b.item) || a.position - b.position)
    .map(({ item }) => item);
}

export const DEFAULT_UNIT: string = PANTRY_DEFAULTS.unit;
export const DEFAULT_QUANTITY: number = PANTRY_DEFAULTS.quantity;
export const DEFAULT_PERCENTAGE: number = PANTRY_DEFAULTS.percentage;

export const PERCENT_STEP = 10;
export const QUANTITY_STEP = 0.5;
export const MIN_QUANTITY = 0.1;
export const MAX_QUANTITY = INVENTORY_LIMITS.maxQuantity;
/** Pantry Status on the home screen shows this many recently added items. */
export const RECENT_COUNT = 2;

/** The bar's colour: red at 15% or less, orange at 50% or less, green above. */
export function stockColor(percentage: number): 'error' | 'warning' | 'success' {
  if (percentage <= LOW_STOCK_PERCENT) return 'error';
  if (percentage <= 50) return 'warning';
  return 'success';
}

/** The − and + buttons: 0.5 at a time, never below 0.1 nor above the server's limit. */
export function stepQuantity(quantity: number, direction: 1 | -1): number {
  return roundQuantity(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, quantity + direction * QUANTITY_STEP)));
}

/** The percentage buttons: 10 at a time, within 0–100. */
export function stepPercentage(percentage: number, direction: 1 | -1): number {
  return Math.min(100, Math.max(0, percentage + direction * PERCENT_STEP));
}

/** The add form's quantity: what was typed, or 1 when it is not a number (spec document 2 §5). */
export function quantityFromInput(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? roundQuantity(value) : DEFAULT_QUANTITY;
}

export const formatQuantity = (quantity: number) => String(roundQuantity(quantity));

/** '2 cups', '1 item', '6 items': the unit as stored, except that more than one item reads as items. */
export function formatAmount(quantity: number, unit: string): string {
  const shown = unit === DEFAULT_UNIT && roundQuantity(quantity) !== 1 ? 'items' : unit;
  return `${formatQuantity(quantity)} ${shown}`;
}

/** The unit selector's choices: the 14 units, plus the item's own unit when it is another. */
export function unitChoices(unit: string): string[] {
  return (PANTRY_UNITS as readonly string[]).includes(unit) ? [...PANTRY_UNITS] : [...PANTRY_UNITS, unit];
}

const DAY_MS = 86_400_000;

/** Whole days since `iso`: 0 on the day it happened. */
export function daysSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / DAY_MS));
}

/** 'today', '1 day ago', 'N days ago'. */
export function daysAgo(iso: string, now = Date.now()): string {
  const days = daysSince(iso, now);
  if (days === 0) return 'today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** In place of a list never read before the connection went (it is read when the connection returns). */
export const OFFLINE_SHOPPING_LIST = 'You are offline: your shopping list will show when you reconnect.';
export const OFFLINE_PANTRY = 'You are offline: your pantry will show when you reconnect.';
