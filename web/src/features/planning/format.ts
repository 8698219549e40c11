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

/** '25 min' (nothing for a recipe without a cooking time). */
export const cookTimeLabel = (minutes: number) => (minutes > 0 ? `${minutes} min` : '');

/** '25 min · 4 servings' */
export const recipeFacts = (cookTime: number, servings: number) => [cookTimeLabel(cookTime), servingsLabel(servings)].filter(Boolean).join(' · ');

/** Cooking mode for a planned recipe: /recipes/{slug}/{id}/follow. */
export const followPath = (recipe: { id: number; name: string; slug?: string | null }) => `${recipePath(recipe)}/follow`;
