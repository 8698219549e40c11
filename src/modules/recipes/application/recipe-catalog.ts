import { Injectable } from '@nestjs/common';
import { RecipeNotFoundError } from '../domain/recipe.errors.js';
import { FeedbackReadModel, type RecipeInteraction } from './ports/feedback.read-model.js';
import { RecipeRepository } from './ports/recipe.repository.js';

/** What other modules may ask about recipes (exported through the recipes module's index). */
@Injectable()
export class RecipeCatalog {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly feedback: FeedbackReadModel,
  ) {}

  /** The number of steps of a recipe the user may see; 404 (RecipeNotFoundError) otherwise. */
  async stepCountVisibleTo(userId: number, recipeId: number): Promise<number> {
    const recipe = await this.recipes.findById(recipeId);
    if (!recipe || !recipe.isVisibleTo(userId)) throw new RecipeNotFoundError();
    return recipe.instructions.length;
  }

  /** The name of a public recipe; null when it is private or gone. */
  async publicRecipeName(recipeId: number): Promise<string | null> {
    const recipe = await this.recipes.findById(recipeId);
    return recipe?.isPublic ? recipe.name : null;
  }

  /**
   * Whether the user rated, commented on or added a photo to this public recipe of someone else (false
   * for their own recipe); 404 (RecipeNotFoundError) when the recipe is private or gone.
   */
  async hasInteractedWithPublicRecipe(userId: number, recipeId: number, interaction: RecipeInteraction): Promise<boolean> {
    const { recipe, happened } = await this.feedback.hasInteraction(recipeId, userId, interaction);
    if (!recipe?.isPublic) throw new RecipeNotFoundError();
    return recipe.userId !== userId && happened;
  }
}
