import type { Recipe } from '../../domain/recipe.js';

export abstract class RecipeRepository {
  abstract findById(id: number): Promise<Recipe | null>;
  abstract save(recipe: Recipe): Promise<void>;
  abstract delete(recipe: Recipe): Promise<void>;
  /** The cook's recipes after `afterId`, oldest first, at most `limit`. */
  abstract listOwnedAfter(userId: number, afterId: number, limit: number): Promise<Recipe[]>;
  /** Those of `ids` that are the cook's own or public. */
  abstract findVisible(userId: number, ids: number[]): Promise<Recipe[]>;
  abstract countOwned(userId: number): Promise<number>;
  /** The id of a recipe of the cook with this name (any case) and this source or these ingredients; null when there is none. */
  abstract findDuplicate(userId: number, name: string, source: string, ingredients: string[]): Promise<number | null>;
}
