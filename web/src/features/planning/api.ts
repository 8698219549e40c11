import type { Client } from 'openapi-fetch';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { CalendarDate } from './dates';

type Schemas = components['schemas'];
/** A planned meal: a recipe with its servings, or a note ('Leftovers'). */
export type MealPlanEntry = Schemas['MealPlanEntryDto'];
/** The recipe of a recipe entry (left out when its owner has made it private). */
export type PlannedRecipe = Schemas['PlannedRecipeDto'];
export type Meal = MealPlanEntry['meal'];
export type NewEntry = Schemas['AddMealPlanEntryDto'];
export type EntryChange = Schemas['UpdateMealPlanEntryDto'];
export type CalendarFeed = Schemas['CalendarFeedDto'];
export type AssistantCapabilities = Schemas['AssistantCapabilitiesDto'];

/** The meals of a day, in the server's order. */
export const MEALS: readonly Meal[] = ['Breakfast', 'Lunch', 'Dinner', 'Snack'];

/** The server's limits (src/modules/planning/domain/meal-plan.ts, PLAN_LIMITS). */
export const NOTE_MAX = 200;
export const MAX_SERVINGS = 100;

/** The ticket cost of a Savorus plan in GET /api/tickets/costs. */
export const MEAL_PLAN_FEATURE = 'ai_meal_plan';

// ---------------------------------------------------------------------------------------------------
// PENDING CONTRACT: POST /api/meal-plan/shopping-list and POST /api/meal-plan/suggest are being built on
// other branches. Until they are in openapi.yaml, their types are written here by hand, to the agreed
// contract, and called through the same client (`pendingApi`: same fetch, same 401 and change handling).
// Once merged: delete this block, use Schemas['…Dto'] for the four types and `api` for the two calls.
// ---------------------------------------------------------------------------------------------------

/** A shopping-list item as the plan's export answers it: today's item plus its amount. */
export type PlanShoppingItem = Schemas['ShoppingItemDto'] & { quantity: number | null; unit: string | null };

export interface PlanShoppingResult {
  /** New items on the list. */
  added: PlanShoppingItem[];
  /** Items already on the list whose amount grew. */
  merged: PlanShoppingItem[];
  skipped: { name: string; reason: 'in_pantry' | 'on_list' }[];
}

/** A suggested meal: not saved until the cook accepts it. */
export interface SuggestedEntry {
  date: CalendarDate;
  meal: Meal;
  recipeId: number;
  servings: number;
  recipe: PlannedRecipe;
}

export interface PlanSuggestion {
  entries: SuggestedEntry[];
  /** Savorus (an AI provider, charged) or the free offline pick from favourites and recent recipes. */
  engine: 'savorus' | 'offline';
  ticketsSpent: number;
}

type JsonPost<Body, Result> = {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody: { content: { 'application/json': Body } };
  responses: {
    200: { headers: { [name: string]: unknown }; content: { 'application/json': Result } };
    default: { headers: { [name: string]: unknown }; content: { 'application/json': Schemas['ErrorDto'] } };
  };
};

interface PendingPaths {
  '/api/meal-plan/shopping-list': { post: JsonPost<{ from: CalendarDate; to: CalendarDate }, PlanShoppingResult> };
  '/api/meal-plan/suggest': { post: JsonPost<{ from: CalendarDate; to: CalendarDate; meals: Meal[] }, PlanSuggestion> };
}

const pendingApi = api as unknown as Client<PendingPaths>;

/** Adds the ingredients of the recipes planned from `from` to `to` (amounts merged) to the shopping list. */
export function addPlanToShoppingList(from: CalendarDate, to: CalendarDate): Promise<PlanShoppingResult> {
  return unwrap(pendingApi.POST('/api/meal-plan/shopping-list', { body: { from, to } }));
}

/** Suggests meals for the days from `from` to `to` (nothing saved); may spend tickets (402 when short). */
export function suggestPlan(from: CalendarDate, to: CalendarDate, meals: Meal[]): Promise<PlanSuggestion> {
  return unwrap(pendingApi.POST('/api/meal-plan/suggest', { body: { from, to, meals } }));
}

// --------------------------------------------- end of the pending contract ---------------------------

/** SWR keys (all under /api/, so they are cleared with the rest when the account changes). */
export const planKey = (from: CalendarDate, to: CalendarDate) => `/api/meal-plan?from=${from}&to=${to}`;
export const isPlanKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith('/api/meal-plan?');
export const CALENDAR_FEED_KEY = '/api/meal-plan/ical-feed';
export const CAPABILITIES_KEY = '/api/assistant/capabilities';

export function fetchMealPlan(from: CalendarDate, to: CalendarDate): Promise<MealPlanEntry[]> {
  return unwrap(api.GET('/api/meal-plan', { params: { query: { from, to } } }));
}

export function addEntry(entry: NewEntry): Promise<MealPlanEntry> {
  return unwrap(api.POST('/api/meal-plan', { body: entry }));
}

export function updateEntry(id: number, change: EntryChange): Promise<MealPlanEntry> {
  return unwrap(api.PATCH('/api/meal-plan/{id}', { params: { path: { id } }, body: change }));
}

export function removeEntry(id: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/meal-plan/{id}', { params: { path: { id } } }));
}

export function fetchCalendarFeed(): Promise<CalendarFeed> {
  return unwrap(api.GET('/api/meal-plan/ical-feed'));
}

/** A new private address; the previous one stops working. */
export function newCalendarFeed(): Promise<CalendarFeed> {
  return unwrap(api.POST('/api/meal-plan/ical-feed'));
}

export function revokeCalendarFeed(): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/meal-plan/ical-feed'));
}

export function fetchCapabilities(): Promise<AssistantCapabilities> {
  return unwrap(api.GET('/api/assistant/capabilities'));
}
