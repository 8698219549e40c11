import { Injectable } from '@nestjs/common';
import { Outbox } from '../../../platform/events/outbox.js';
import { RecipePublished } from '../domain/events.js';
import { UserDirectory } from '../../auth/index.js';
import { Recipe, type RecipeContent, SAVED_FROM } from '../domain/recipe.js';
import { RecipeRepository } from './ports/recipe.repository.js';
import { RecipeNutrition } from './recipe-nutrition.js';

/** A recipe read from a collection file; its picture is already a stored /media address (or none). */
export type RecipeToImport = RecipeContent & {
  isFavorite?: boolean;
  isPublic?: boolean;
  isEdited?: boolean;
  /** A saved copy's creator: kept only when that cook is the one its source names ('Saved from {username}'). */
  originalCreatorId?: number | null;
  createdAt?: Date;
  updatedAt?: Date;
};

export type ImportOutcome = { outcome: 'imported'; recipeId: number } | { outcome: 'duplicate'; recipeId: number };

/**
 * Adds a recipe from a collection file (another app's export, or Savor's own) to a cook's collection,
 * unless the collection already holds it: a recipe of the same name (any case) with the same source or
 * the same ingredients. Savor's own export brings back favourites, privacy and the edited mark; a saved
 * copy never edited stays private (as it would here). Runs in the caller's transaction when there is one.
 */
@Injectable()
export class ImportRecipe {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly nutrition: RecipeNutrition,
    private readonly outbox: Outbox,
    private readonly users: UserDirectory,
  ) {}

  async execute(userId: number, input: RecipeToImport): Promise<ImportOutcome> {
    const { isFavorite, isPublic, isEdited, originalCreatorId, createdAt, updatedAt, ...content } = input;
    const duplicate = await this.recipes.findDuplicate(userId, content.name, content.source, content.ingredients);
    if (duplicate !== null) return { outcome: 'duplicate', recipeId: duplicate };
    const nutritionFacts = content.nutritionFacts ?? this.nutrition.estimate(content.ingredients, content.servings);
    const recipe = new Recipe(userId, { ...content, nutritionFacts }, createdAt);
    if (updatedAt) recipe.updatedAt = updatedAt;
    recipe.isEdited = isEdited ?? false;
    if (originalCreatorId && content.source === `${SAVED_FROM} ${await this.users.usernameOf(originalCreatorId)}`) {
      recipe.originalCreatorId = originalCreatorId;
    }
    if (isFavorite) recipe.setFavorite(userId, true);
    if (isPublic && (!recipe.isSavedCopy() || recipe.isEdited)) recipe.setVisibility(userId, true);
    await this.outbox.publish(
      () => this.recipes.save(recipe),
      () => (recipe.isPublic ? [new RecipePublished(recipe.id, recipe.userId)] : []),
    );
    return { outcome: 'imported', recipeId: recipe.id };
  }
}
