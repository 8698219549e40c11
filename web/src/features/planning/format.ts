import { recipeTotalTime, type RecipeTimes } from '@kernel/recipes/recipe-times';
import { recipePath } from '../recipes';
import type { MealPlanEntry } from './api';

/** How planned meals read, on the planner and on Home's Today card. */

/** What an entry is called: its recipe's name, its note, or why its recipe is missing. */
export function entryName(entry: MealPlanEntry): string {
  if (entry.recipe) return entry.recipe.name;
  if (entry.note !== undefined) return entry.note;
  return 'Recipe no longer available';
}

/** '4 servings', '1 serving'. */
export const servingsLabel = (n: number) => `${n} ${n === 1 ? 'serving' : 'servings'}`;

/** '25 min' (nothing for a recipe without a time). */
export const timeLabel = (minutes: number) => (minutes > 0 ? `${minutes} min` : '');

/** '40 min · 4 servings': the time the recipe takes from start to table (its total, else prep plus cook). */
export const recipeFacts = (recipe: RecipeTimes, servings: number) =>
  [timeLabel(recipeTotalTime(recipe)), servingsLabel(servings)].filter(Boolean).join(' · ');

/** Cooking mode for a planned recipe: /recipes/{slug}/{id}/follow. */
export const followPath = (recipe: { id: number; name: string; slug?: string | null }) => `${recipePath(recipe)}/follow`;
