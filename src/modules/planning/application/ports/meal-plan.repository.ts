import type { CalendarDate, EntryChange, EntryDraft, MealPlanEntry } from '../../domain/meal-plan.js';

export abstract class MealPlanRepository {
  /** The cook's entries from `from` to `to` (both included) by date, meal and position, each with its recipe when the cook may read it: one statement. */
  abstract list(userId: number, from: CalendarDate, to: CalendarDate): Promise<MealPlanEntry[]>;
  /** Adds an entry at the end of its meal; null when the day holds `perDay` entries already (decided under the cook's plan lock). */
  abstract add(userId: number, draft: EntryDraft, perDay: number): Promise<MealPlanEntry | null>;
  abstract find(userId: number, id: number): Promise<MealPlanEntry | null>;
  /** A moved entry goes to the end of its new meal; 'full' when its new day holds `perDay` entries already. */
  abstract update(userId: number, id: number, change: EntryChange, perDay: number): Promise<MealPlanEntry | 'full' | null>;
  abstract delete(userId: number, id: number): Promise<boolean>;
}

export abstract class CalendarFeedRepository {
  abstract tokenOf(userId: number): Promise<string | null>;
  /** Sets the cook's feed token, replacing any earlier one (whose address then answers 404). */
  abstract replace(userId: number, token: string): Promise<void>;
  abstract revoke(userId: number): Promise<void>;
  /** The owner of a feed token; null when no feed has it. */
  abstract ownerOf(token: string): Promise<number | null>;
}
