import { Injectable } from '@nestjs/common';
import { SuggestMealPlan } from '../../ai/index.js';
import { UserDirectory } from '../../auth/index.js';
import { type PlanningCandidate, RecipeCatalog } from '../../recipes/index.js';
import {
  addDays,
  type CalendarDate,
  checkSuggestionRange,
  type Meal,
  PLAN_LIMITS,
  type PlannedRecipe,
  type SuggestionEngine,
} from '../domain/meal-plan.js';
import { clashesWithDiet, openSlots, pickOffline, type SlotChoice } from '../domain/meal-suggestion.js';
import { MealPlanRepository } from './ports/meal-plan.repository.js';

export interface SuggestionRequest {
  from: unknown;
  to: unknown;
  meals: Meal[];
  engine?: SuggestionEngine;
}

/** A suggested entry: not saved; the cook accepts it (POST /api/meal-plan) or not. */
export interface SuggestedEntry {
  date: CalendarDate;
  meal: Meal;
  recipeId: number;
  servings: number;
  recipe: PlannedRecipe;
}

export interface MealPlanSuggestion {
  entries: SuggestedEntry[];
  engine: SuggestionEngine;
  ticketsSpent: number;
}

/**
 * 'Plan my week': a draft for the empty (date, meal) slots of a range of at most 14 days, from the cook's
 * own recipes (favourites first, then the most recently updated, at most 150), leaving out those that
 * clash with their dietary restrictions. Savorus (the default when a provider is configured) chooses for
 * the `ai_meal_plan` cost, and the offline pick fills whatever it left empty; the offline engine is free.
 * Nothing is saved, and nothing is charged when there is no slot or no recipe to fill it with.
 */
@Injectable()
export class SuggestMealPlanDraft {
  constructor(
    private readonly plan: MealPlanRepository,
    private readonly recipes: RecipeCatalog,
    private readonly users: UserDirectory,
    private readonly savorus: SuggestMealPlan,
  ) {}

  async execute(userId: number, request: SuggestionRequest): Promise<MealPlanSuggestion> {
    const { from, to } = checkSuggestionRange(request.from, request.to);
    const engine = request.engine ?? (this.savorus.available ? 'savorus' : 'offline');
    if (engine === 'savorus') this.savorus.ensureAvailable();

    const [planned, candidates, restrictions] = await Promise.all([
      this.plan.list(userId, addDays(from, -PLAN_LIMITS.suggestionLookbackDays), to),
      this.recipes.planningCandidates(userId, PLAN_LIMITS.suggestionCandidates),
      this.users.dietaryRestrictionsOf(userId),
    ]);
    const inRange = planned.filter((entry) => entry.date >= from);
    const slots = openSlots(from, to, request.meals, inRange);
    const pool = candidates.filter((recipe) => !clashesWithDiet(recipe, restrictions));
    if (slots.length === 0 || pool.length === 0) return { entries: [], engine, ticketsSpent: 0 };

    const recipeIds = (entries: typeof planned) => entries.flatMap((entry) => (entry.recipeId === null ? [] : [entry.recipeId]));
    const plannedBefore = recipeIds(planned.filter((entry) => entry.date < from));
    const plannedInRange = recipeIds(inRange);
    let chosen: SlotChoice[] = [];
    let ticketsSpent = 0;
    if (engine === 'savorus') {
      const answer = await this.savorus.execute(userId, {
        slots,
        candidates: pool.map(({ id, name, category, tags, isFavorite }) => ({ id, name, category, tags, isFavorite })),
        restrictions,
        recentlyPlanned: [...new Set([...plannedBefore, ...plannedInRange])],
      });
      // The answer names only slots asked for (validated in the ai module).
      chosen = answer.choices.map((choice) => ({ date: choice.date, meal: choice.meal as Meal, recipeId: choice.recipeId }));
      ticketsSpent = answer.ticketsSpent;
    }
    const picks = pickOffline({ slots, candidates: pool, restrictions, plannedBefore, plannedInRange, chosen });
    const byId = new Map(pool.map((recipe) => [recipe.id, recipe]));
    return { entries: picks.map((pick) => suggestedEntry(pick, byId.get(pick.recipeId)!)), engine, ticketsSpent };
  }
}

function suggestedEntry(pick: SlotChoice, recipe: PlanningCandidate): SuggestedEntry {
  return {
    date: pick.date,
    meal: pick.meal,
    recipeId: recipe.id,
    servings: Math.min(Math.max(recipe.servings, 1), PLAN_LIMITS.maxServings),
    recipe: {
      id: recipe.id,
      name: recipe.name,
      imageUrl: recipe.imageUrl,
      cookTime: recipe.cookTime,
      prepTime: recipe.prepTime,
      totalTime: recipe.totalTime,
      servings: recipe.servings,
    },
  };
}
