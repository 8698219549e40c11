import { Injectable } from '@nestjs/common';
import { RecipeCatalog } from '../../recipes/index.js';
import { type CalendarDate, checkRange, type EntryChange, type Meal, type MealPlanEntry, PLAN_LIMITS } from '../domain/meal-plan.js';
import { EntryChangeError, MealPlanEntryNotFoundError, PlanDayFullError } from '../domain/planning.errors.js';
import { MealPlanRepository } from './ports/meal-plan.repository.js';

/** The cook's plan from `from` to `to` (at most 62 days): one statement. */
@Injectable()
export class ReadMealPlan {
  constructor(private readonly plan: MealPlanRepository) {}

  execute(userId: number, from: unknown, to: unknown): Promise<MealPlanEntry[]> {
    const range = checkRange(from, to);
    return this.plan.list(userId, range.from, range.to);
  }
}

export type NewEntry = { date: CalendarDate; meal: Meal; recipeId?: number; note?: string; servings?: number };

/** A recipe the cook may read (servings: the entry's own, else the recipe's), or a note; 404 for a recipe the cook cannot read. */
@Injectable()
export class AddMealPlanEntry {
  constructor(
    private readonly plan: MealPlanRepository,
    private readonly recipes: RecipeCatalog,
  ) {}

  async execute(userId: number, entry: NewEntry): Promise<MealPlanEntry> {
    const { date, meal } = entry;
    let added: MealPlanEntry | null;
    if (entry.recipeId !== undefined) {
      if (entry.note !== undefined) throw new EntryChangeError('An entry is a recipe or a note, not both');
      const servings = entry.servings ?? (await this.recipes.servingsVisibleTo(userId, entry.recipeId));
      added = await this.plan.add(
        userId,
        { date, meal, recipeId: entry.recipeId, servings: Math.min(servings, PLAN_LIMITS.maxServings) },
        PLAN_LIMITS.entriesPerDay,
      );
    } else {
      if (entry.note === undefined) throw new EntryChangeError('An entry needs a recipeId or a note');
      if (entry.servings !== undefined) throw new EntryChangeError('A note has no servings');
      added = await this.plan.add(userId, { date, meal, note: entry.note }, PLAN_LIMITS.entriesPerDay);
    }
    if (!added) throw new PlanDayFullError(PLAN_LIMITS.entriesPerDay);
    return added;
  }
}

/** Moves an entry (to the end of its new meal), or changes a recipe's servings or a note's text. */
@Injectable()
export class UpdateMealPlanEntry {
  constructor(private readonly plan: MealPlanRepository) {}

  async execute(userId: number, id: number, change: EntryChange): Promise<MealPlanEntry> {
    if (Object.values(change).every((value) => value === undefined)) throw new EntryChangeError('Nothing to update');
    const entry = await this.plan.find(userId, id);
    if (!entry) throw new MealPlanEntryNotFoundError();
    if (change.servings !== undefined && entry.recipeId === null) throw new EntryChangeError('A note has no servings');
    if (change.note !== undefined && entry.note === null) throw new EntryChangeError('A recipe entry has no note');
    const updated = await this.plan.update(userId, id, change, PLAN_LIMITS.entriesPerDay);
    if (updated === 'full') throw new PlanDayFullError(PLAN_LIMITS.entriesPerDay);
    if (!updated) throw new MealPlanEntryNotFoundError();
    return updated;
  }
}

@Injectable()
export class RemoveMealPlanEntry {
  constructor(private readonly plan: MealPlanRepository) {}

  async execute(userId: number, id: number): Promise<void> {
    if (!(await this.plan.delete(userId, id))) throw new MealPlanEntryNotFoundError();
  }
}
