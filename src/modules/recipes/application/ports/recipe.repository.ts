import type { Recipe } from '../../domain/recipe.js';

export abstract class RecipeRepository {
  abstract findById(id: number): Promise<Recipe | null>;
  abstract save(recipe: Recipe): Promise<void>;
  abstract delete(recipe: Recipe): Promise<void>;
}
