import { PlanRangeError } from './planning.errors.js';

/** The meals of a day, in the day's order (DECISIONS.md: Breakfast, Lunch, Dinner, Snack). */
export const MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Snack'] as const;
export type Meal = (typeof MEALS)[number];

export const PLAN_LIMITS = {
  /** The longest range a read, a shopping export or a suggestion may span, both ends counted. */
  rangeDays: 62,
  /** Entries a cook may plan on one day (all meals together): generous, but a bound. */
  entriesPerDay: 40,
  note: 200,
  maxServings: 100,
  /** The longest range a suggestion ('Plan my week') fills, both ends counted. */
  suggestionDays: 14,
  /** The cook's recipes a suggestion chooses from: favourites first, then the most recently updated. */
  suggestionCandidates: 150,
  /** The days before `from` whose planned recipes a suggestion avoids when it can. */
  suggestionLookbackDays: 7,
} as const;

/** Who drafts a suggestion: Savorus (the AI provider, for tickets) or the free offline pick. */
export const SUGGESTION_ENGINES = ['savorus', 'offline'] as const;
export type SuggestionEngine = (typeof SUGGESTION_ENGINES)[number];

/** A calendar date as `YYYY-MM-DD`: no time, so no time zone can move it. */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(text: unknown): text is CalendarDate {
  if (typeof text !== 'string') return false;
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function utcDay(date: CalendarDate): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The number of days from `from` to `to`, both counted (1 for the same day, 0 or less when `to` is before `from`). */
export function daysSpanned(from: CalendarDate, to: CalendarDate): number {
  return utcDay(to) - utcDay(from) + 1;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date((utcDay(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, in order. */
export function datesBetween(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  return Array.from({ length: Math.max(0, daysSpanned(from, to)) }, (_, index) => addDays(from, index));
}

/** The recipe an entry shows, when the cook may still read it. */
export interface PlannedRecipe {
  id: number;
  name: string;
  imageUrl: string | null;
  cookTime: number;
  prepTime: number | null;
  totalTime: number | null;
  servings: number;
}

/** One planned meal: a recipe with its own servings, or a note ('Leftovers', 'Eat out'). */
export interface MealPlanEntry {
  id: number;
  date: CalendarDate;
  meal: Meal;
  recipeId: number | null;
  note: string | null;
  servings: number | null;
  /** null for a note, or when the recipe became private to its owner. */
  recipe: PlannedRecipe | null;
}

/** What a new entry holds; exactly one of recipe and note. */
export type EntryDraft = { date: CalendarDate; meal: Meal } & (
  { recipeId: number; servings: number; note?: undefined } | { note: string; recipeId?: undefined; servings?: undefined }
);

export interface EntryChange {
  date?: CalendarDate;
  meal?: Meal;
  servings?: number;
  note?: string;
}

/** Checks a requested range: real dates, `to` not before `from`, at most PLAN_LIMITS.rangeDays days. */
export function checkRange(from: unknown, to: unknown): { from: CalendarDate; to: CalendarDate } {
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw new PlanRangeError('from and to must be calendar dates written YYYY-MM-DD');
  const days = daysSpanned(from, to);
  if (days < 1) throw new PlanRangeError('to must not be before from');
  if (days > PLAN_LIMITS.rangeDays) throw new PlanRangeError(`A range spans at most ${PLAN_LIMITS.rangeDays} days`);
  return { from, to };
}

/** A suggestion's range: checkRange's rules, and at most PLAN_LIMITS.suggestionDays days. */
export function checkSuggestionRange(from: unknown, to: unknown): { from: CalendarDate; to: CalendarDate } {
  const range = checkRange(from, to);
  if (daysSpanned(range.from, range.to) > PLAN_LIMITS.suggestionDays) {
    throw new PlanRangeError(`A suggestion covers at most ${PLAN_LIMITS.suggestionDays} days`);
  }
  return range;
}
