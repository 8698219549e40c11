import { api, unwrap } from '../../api/client';
import { changeQueue, type SubmitResult } from '../../api/offline';
import type { components } from '../../api/schema';
import type { PantryRow, ShoppingRow } from './hooks/useInventory';
import { pantryWithQueued, shoppingWithQueued } from './queuedChanges';

type Schemas = components['schemas'];
export type ShoppingItem = Schemas['ShoppingItemDto'];
export type ShoppingCategory = ShoppingItem['category'];
export type PantryItem = Schemas['PantryItemDto'];
/** PATCH /api/shopping/{id}: the item, and the pantry item that a check (false → true) created. */
export type CheckedShoppingItem = Schemas['CheckedShoppingItemDto'];
export type ClearResult = Schemas['ClearedShoppingListDto'];
export type FromRecipeResult = Schemas['RecipeIngredientsAddedDto'];
export type NewShoppingItem = Required<Pick<Schemas['AddShoppingItemDto'], 'name' | 'category'>>;
export type NewPantryItem = Required<Pick<Schemas['AddPantryItemDto'], 'name' | 'quantity' | 'unit' | 'percentage'>>;
/** What PATCH /api/pantry/{id} changes; the screen changes one at a time. */
export type PantryField = keyof Schemas['UpdatePantryItemDto'];

/** SWR keys of the two lists (a check changes both). */
export const SHOPPING_KEY = '/api/shopping';
export const PANTRY_KEY = '/api/pantry';

/** The list with the changes still queued on this device on top (read after the answer: see queuedChanges.ts). */
export const fetchShoppingList = async (): Promise<ShoppingRow[]> => {
  const list = await unwrap(api.GET('/api/shopping'));
  return shoppingWithQueued(list, await changeQueue.queuedFor(SHOPPING_KEY));
};

/*
 * The changes of the list and the pantry go through the offline queue (api/offline): sent at once with an
 * Idempotency-Key when online, else kept and replayed in order when the network returns ({ queued: true }).
 * An id may be an item's temporary (negative) id when that item waits in the queue itself.
 */

/** Adds an item; `tempId` is the id the screen shows it under until the server has saved it. */
export const addShoppingItem = (item: NewShoppingItem, tempId: number): Promise<SubmitResult<ShoppingItem>> =>
  changeQueue.submit({ method: 'POST', path: '/api/shopping', body: item, keys: [SHOPPING_KEY], creates: { tempId, from: 'id' } });

/** Checks or unchecks; a check puts the item into the pantry, shown as `moved` until synced. */
export const setShoppingItemChecked = (id: number, checked: boolean, moved?: PantryRow): Promise<SubmitResult<CheckedShoppingItem>> =>
  changeQueue.submit({
    method: 'PATCH',
    path: `/api/shopping/${id}`,
    body: { checked },
    keys: [SHOPPING_KEY, PANTRY_KEY],
    creates: moved === undefined ? undefined : { tempId: moved.id, from: 'pantryItem' },
    shown: moved,
  });

export const deleteShoppingItem = (id: number): Promise<SubmitResult<unknown>> =>
  changeQueue.submit({ method: 'DELETE', path: `/api/shopping/${id}`, keys: [SHOPPING_KEY] });

export const clearShoppingList = () => unwrap(api.DELETE('/api/shopping-clear-all'));

/** Adds a recipe's ingredients, normalised by the server, skipping what is in the pantry or on the list. */
export const addRecipeToShoppingList = (recipeId: number) =>
  unwrap(api.POST('/api/shopping/from-recipe/{recipeId}', { params: { path: { recipeId } } }));

export const fetchPantry = async (): Promise<PantryRow[]> => {
  const list = await unwrap(api.GET('/api/pantry'));
  return pantryWithQueued(list, await changeQueue.queuedFor(PANTRY_KEY));
};

export const addPantryItem = (item: NewPantryItem, tempId: number): Promise<SubmitResult<PantryItem>> =>
  changeQueue.submit({ method: 'POST', path: '/api/pantry', body: item, keys: [PANTRY_KEY], creates: { tempId, from: 'id' } });

export const updatePantryItem = (id: number, change: Schemas['UpdatePantryItemDto']): Promise<SubmitResult<PantryItem>> =>
  changeQueue.submit({ method: 'PATCH', path: `/api/pantry/${id}`, body: change, keys: [PANTRY_KEY] });

export const deletePantryItem = (id: number): Promise<SubmitResult<unknown>> =>
  changeQueue.submit({ method: 'DELETE', path: `/api/pantry/${id}`, keys: [PANTRY_KEY] });
