import { EntitySchema } from '@mikro-orm/core';
import { UserSchema } from '../../../auth/index.js';
import { RecipeSchema } from '../../../recipes/index.js';
import { MEALS, PLAN_LIMITS } from '../../domain/meal-plan.js';

const owner = { kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' } as const;

/** A row of meal_plan_entries (the domain's MealPlanEntry is what reads answer). */
export class MealPlanEntryRow {
  id!: number;
  userId!: number;
  date!: string;
  meal!: string;
  position!: number;
  recipeId?: number | null;
  note?: string | null;
  servings?: number | null;
  createdAt: Date = new Date();
}

/** A cook's private calendar address: the token is its only credential. */
export class MealPlanFeedRow {
  id!: number;
  userId!: number;
  token!: string;
  createdAt: Date = new Date();
}

export const MealPlanEntrySchema = new EntitySchema<MealPlanEntryRow>({
  class: MealPlanEntryRow,
  tableName: 'meal_plan_entries',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...owner },
    date: { type: 'date' },
    meal: { type: 'string', length: 10 },
    position: { type: 'integer' },
    // A deleted recipe takes its entries with it.
    recipeId: { kind: 'm:1', entity: () => RecipeSchema as never, mapToPk: true, fieldName: 'recipe_id', nullable: true, deleteRule: 'cascade' },
    note: { type: 'string', length: PLAN_LIMITS.note, nullable: true },
    servings: { type: 'smallint', nullable: true },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  checks: [
    { name: 'meal_plan_entries_meal_check', expression: `meal in (${MEALS.map((meal) => `'${meal}'`).join(', ')})` },
    { name: 'meal_plan_entries_recipe_or_note_check', expression: '(recipe_id is null) <> (note is null)' },
    {
      name: 'meal_plan_entries_servings_check',
      expression: `((servings IS NULL) OR ((servings >= 1) AND (servings <= ${PLAN_LIMITS.maxServings})))`,
    },
  ],
  indexes: [
    // The week's read and the day's count, in the plan's order.
    {
      name: 'meal_plan_entries_user_date_index',
      expression: 'create index "meal_plan_entries_user_date_index" on "meal_plan_entries" ("user_id", "date", "meal", "position")',
    },
    // A recipe's delete finds its entries without a scan.
    { name: 'meal_plan_entries_recipe_id_index', properties: ['recipeId'] },
  ],
});

export const MealPlanFeedSchema = new EntitySchema<MealPlanFeedRow>({
  class: MealPlanFeedRow,
  tableName: 'meal_plan_feeds',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...owner, unique: 'meal_plan_feeds_user_id_unique' },
    token: { type: 'string', length: 64, unique: 'meal_plan_feeds_token_unique' },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
});
