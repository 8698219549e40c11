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

/** What adding a plan to the shopping list did: new items, items whose amount grew, and what was skipped. */
export type PlanShoppingResult = Schemas['PlanShoppedDto'];
export type PlanShoppingItem = Schemas['ShoppingItemDto'];
/** A suggested meal: not saved until the cook accepts it. */
export type SuggestedEntry = Schemas['SuggestedMealPlanEntryDto'];
export type PlanSuggestion = Schemas['MealPlanSuggestionDto'];
/** Savorus (the AI provider, charged) or the free offline pick from favourites and recent recipes. */
export type SuggestionEngine = PlanSuggestion['engine'];

/** Adds the ingredients of the recipes planned from `from` to `to` (amounts merged) to the shopping list. */
export function addPlanToShoppingList(from: CalendarDate, to: CalendarDate): Promise<PlanShoppingResult> {
  return unwrap(api.POST('/api/meal-plan/shopping-list', { body: { from, to } }));
}

/** Suggests meals for the empty slots from `from` to `to` (nothing saved); Savorus may spend tickets (402 when short). */
export function suggestPlan(from: CalendarDate, to: CalendarDate, meals: Meal[], engine: SuggestionEngine): Promise<PlanSuggestion> {
  return unwrap(api.POST('/api/meal-plan/suggest', { body: { from, to, meals, engine } }));
}

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
