import type { RecipeProgress } from '../../domain/recipe-progress.js';

export abstract class ProgressRepository {
  abstract find(userId: number, recipeId: number): Promise<RecipeProgress | null>;
  /** Inserts or updates; throws ProgressExistsError when a second progress for the pair is inserted. */
  abstract save(progress: RecipeProgress): Promise<void>;
}
