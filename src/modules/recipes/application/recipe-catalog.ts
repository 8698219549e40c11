import { Injectable } from '@nestjs/common';
import { RecipeNotFoundError } from '../domain/recipe.errors.js';
import type { Recipe } from '../domain/recipe.js';
import { RecipeRepository } from './ports/recipe.repository.js';

/** What other modules may ask about recipes (exported through the recipes module's index). */
@Injectable()
export class RecipeCatalog {
  constructor(private readonly recipes: RecipeRepository) {}

  /** The number of steps of a recipe the user may see; 404 (RecipeNotFoundError) otherwise. */
  async stepCountVisibleTo(userId: number, recipeId: number): Promise<number> {
    return (await this.visibleTo(userId, recipeId)).instructions.length;
  }

  /** The ingredient lines of a recipe the user may see (their own, or a public one); 404 (RecipeNotFoundError) otherwise. */
  async ingredientsVisibleTo(userId: number, recipeId: number): Promise<string[]> {
    return (await this.visibleTo(userId, recipeId)).ingredients;
  }

  /** The name of a public recipe; null when it is private or gone. */
  async publicRecipeName(recipeId: number): Promise<string | null> {
    const recipe = await this.recipes.findById(recipeId);
    return recipe?.isPublic ? recipe.name : null;
  }

  private async visibleTo(userId: number, recipeId: number): Promise<Recipe> {
    const recipe = await this.recipes.findById(recipeId);
    if (!recipe || !recipe.isVisibleTo(userId)) throw new RecipeNotFoundError();
    return recipe;
  }
}
