import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

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

export const fetchShoppingList = () => unwrap(api.GET('/api/shopping'));

export const addShoppingItem = (item: NewShoppingItem) => unwrap(api.POST('/api/shopping', { body: item }));

export const setShoppingItemChecked = (id: number, checked: boolean) =>
  unwrap(api.PATCH('/api/shopping/{id}', { params: { path: { id } }, body: { checked } }));

export const deleteShoppingItem = (id: number) => unwrap(api.DELETE('/api/shopping/{id}', { params: { path: { id } } }));

export const clearShoppingList = () => unwrap(api.DELETE('/api/shopping-clear-all'));

/** Adds a recipe's ingredients, normalised by the server, skipping what is in the pantry or on the list. */
export const addRecipeToShoppingList = (recipeId: number) =>
  unwrap(api.POST('/api/shopping/from-recipe/{recipeId}', { params: { path: { recipeId } } }));

export const fetchPantry = () => unwrap(api.GET('/api/pantry'));

export const addPantryItem = (item: NewPantryItem) => unwrap(api.POST('/api/pantry', { body: item }));

export const updatePantryItem = (id: number, change: Schemas['UpdatePantryItemDto']) =>
  unwrap(api.PATCH('/api/pantry/{id}', { params: { path: { id } }, body: change }));

export const deletePantryItem = (id: number) => unwrap(api.DELETE('/api/pantry/{id}', { params: { path: { id } } }));
