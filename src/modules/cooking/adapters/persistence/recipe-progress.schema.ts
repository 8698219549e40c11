import { ArrayType, EntitySchema } from '@mikro-orm/core';
import { UserSchema } from '../../../auth/index.js';
import { RecipeSchema } from '../../../recipes/index.js';
import { RecipeProgress } from '../../domain/recipe-progress.js';

export const RecipeProgressSchema = new EntitySchema<RecipeProgress>({
  class: RecipeProgress,
  tableName: 'recipe_progress',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' },
    recipeId: {
      kind: 'm:1',
      entity: () => RecipeSchema as never,
      mapToPk: true,
      fieldName: 'recipe_id',
      deleteRule: 'cascade',
      index: 'recipe_progress_recipe_id_index',
    },
    currentStep: { type: 'integer', default: 0 },
    completedSteps: { type: new ArrayType<number>(Number), columnType: 'int[]', defaultRaw: "'{}'" },
    isCompleted: { type: 'boolean', default: false },
    startedAt: { type: 'datetime', length: 6 },
    lastUpdatedAt: { type: 'datetime', length: 6 },
  },
  uniques: [{ name: 'recipe_progress_user_recipe_unique', properties: ['userId', 'recipeId'] }],
});
