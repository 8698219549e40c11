import { toApiError } from '../../api/client';

// TODO(inv-api merge): these shapes are written by hand from the inventory contract (issue 15) until the
// API branch lands; then they become the generated types of web/src/api/schema.d.ts and the calls go
// through `api` like the other features.

export interface ShoppingItem {
  id: number;
  userId: number;
  name: string;
  category: string;
  checked: boolean;
  /** ISO time. */
  createdAt: string;
}

export interface PantryItem {
  id: number;
  userId: number;
  name: string;
  quantity: number;
  unit: string;
  /** Whole number 0–100: how much is left. */
  percentage: number;
  /** ISO time. */
  addedAt: string;
}

/** PATCH /api/shopping/{id}: the item, and the pantry item that a check (false → true) created. */
export interface CheckedShoppingItem extends ShoppingItem {
  pantryItem: PantryItem | null;
}

export interface ClearResult {
  success: boolean;
  itemsCleared: number;
  itemsRemaining: number;
}

export interface SkippedIngredient {
  name: string;
  reason: 'in_pantry' | 'on_list';
}

export interface FromRecipeResult {
  added: ShoppingItem[];
  addedCount: number;
  skipped: SkippedIngredient[];
}

export interface MessageResult {
  message: string;
}

export interface NewShoppingItem {
  name: string;
  category: string;
}

export interface NewPantryItem {
  name: string;
  quantity: number;
  unit: string;
  percentage: number;
}

/** What PATCH /api/pantry/{id} changes; the screen changes one at a time. */
export type PantryField = 'quantity' | 'unit' | 'percentage';
export type PantryChange = Partial<Pick<PantryItem, PantryField>>;

/** SWR keys of the two lists (a check changes both). */
export const SHOPPING_KEY = '/api/shopping';
export const PANTRY_KEY = '/api/pantry';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await globalThis.fetch(new URL(path, window.location.origin), {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the text is the body.
  }
  if (!response.ok) throw toApiError(response, parsed);
  return parsed as T;
}

export const fetchShoppingList = () => call<ShoppingItem[]>('GET', SHOPPING_KEY);

export const addShoppingItem = (item: NewShoppingItem) => call<ShoppingItem>('POST', SHOPPING_KEY, item);

export const setShoppingItemChecked = (id: number, checked: boolean) => call<CheckedShoppingItem>('PATCH', `${SHOPPING_KEY}/${id}`, { checked });

export const deleteShoppingItem = (id: number) => call<MessageResult>('DELETE', `${SHOPPING_KEY}/${id}`);

export const clearShoppingList = () => call<ClearResult>('DELETE', '/api/shopping-clear-all');

/** Adds a recipe's ingredients, normalised by the server, skipping what is in the pantry or on the list. */
export const addRecipeToShoppingList = (recipeId: number) => call<FromRecipeResult>('POST', `${SHOPPING_KEY}/from-recipe/${recipeId}`);

export const fetchPantry = () => call<PantryItem[]>('GET', PANTRY_KEY);

export const addPantryItem = (item: NewPantryItem) => call<PantryItem>('POST', PANTRY_KEY, item);

export const updatePantryItem = (id: number, change: PantryChange) => call<PantryItem>('PATCH', `${PANTRY_KEY}/${id}`, change);

export const deletePantryItem = (id: number) => call<MessageResult>('DELETE', `${PANTRY_KEY}/${id}`);
