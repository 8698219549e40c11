import { Injectable } from '@nestjs/common';
import { RecipeNotFoundError } from '../domain/recipe.errors.js';
import type { Recipe, RecipeContent } from '../domain/recipe.js';
import { FeedbackReadModel, type RecipeInteraction } from './ports/feedback.read-model.js';
import { RatingRepository } from './ports/feedback.repository.js';
import { type PlanningCandidateRow, RecipeReadModel } from './ports/recipe.read-model.js';
import { RecipeRepository } from './ports/recipe.repository.js';

export type PlanningCandidate = PlanningCandidateRow;

/** A cook's recipe as their data export holds it: everything the cook wrote and chose, nothing of others'. */
export type OwnRecipe = RecipeContent & {
  id: number;
  isFavorite: boolean;
  isPublic: boolean;
  isEdited: boolean;
  originalCreatorId: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/** What other modules may ask about recipes (exported through the recipes module's index). */
@Injectable()
export class RecipeCatalog {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly feedback: FeedbackReadModel,
    private readonly ratings: RatingRepository,
    private readonly readModel: RecipeReadModel,
  ) {}

  /** Takes a cook's ratings out of the recipes' rating counts and sums (before the cook's account is deleted, in that transaction). */
  withdrawRatingsOf(userId: number): Promise<void> {
    return this.ratings.withdrawAllBy(userId);
  }

  /** A page of the cook's own recipes (saved copies included), oldest first, after the recipe `afterId`. */
  async ownRecipesAfter(userId: number, afterId: number, limit: number): Promise<OwnRecipe[]> {
    return (await this.recipes.listOwnedAfter(userId, afterId, limit)).map((recipe) => ({
      id: recipe.id,
      name: recipe.name,
      description: recipe.description,
      cookTime: recipe.cookTime,
      prepTime: recipe.prepTime,
      totalTime: recipe.totalTime,
      yield: recipe.yield,
      servings: recipe.servings,
      difficulty: recipe.difficulty,
      category: recipe.category,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      tags: recipe.tags,
      tips: recipe.tips,
      nutritionFacts: recipe.nutritionFacts,
      imageUrl: recipe.imageUrl,
      source: recipe.source,
      isFavorite: recipe.isFavorite,
      isPublic: recipe.isPublic,
      isEdited: recipe.isEdited,
      originalCreatorId: recipe.originalCreatorId,
      createdAt: recipe.createdAt,
      updatedAt: recipe.updatedAt,
    }));
  }

  /**
   * What a meal-plan suggestion picks from: at most `limit` of the cook's own recipes (saved copies
   * included), favourites first, then the most recently updated; only the fields a suggestion weighs and
   * shows (the first 20 tags and 40 ingredient lines, for the dietary checks). One statement.
   */
  planningCandidates(userId: number, limit: number): Promise<PlanningCandidate[]> {
    return this.readModel.planningCandidates(userId, limit);
  }

  /** How many recipes the cook has. */
  countOwned(userId: number): Promise<number> {
    return this.recipes.countOwned(userId);
  }

  /** Sets a recipe's verified badge (admins); 404 (RecipeNotFoundError) for a missing recipe. */
  async setModerated(recipeId: number, isModerated: boolean): Promise<{ id: number; name: string; isModerated: boolean }> {
    const recipe = await this.recipes.findById(recipeId);
    if (!recipe) throw new RecipeNotFoundError();
    recipe.isModerated = isModerated;
    await this.recipes.save(recipe);
    return { id: recipe.id, name: recipe.name, isModerated: recipe.isModerated };
  }

  /** The number of steps of a recipe the user may see; 404 (RecipeNotFoundError) otherwise. */
  async stepCountVisibleTo(userId: number, recipeId: number): Promise<number> {
    return (await this.visibleTo(userId, recipeId)).instructions.length;
  }

  /** The ingredient lines of a recipe the user may see (their own, or a public one); 404 (RecipeNotFoundError) otherwise. */
  async ingredientsVisibleTo(userId: number, recipeId: number): Promise<string[]> {
    return (await this.visibleTo(userId, recipeId)).ingredients;
  }

  /** The servings of a recipe the cook may see (their own or a public one); 404 (RecipeNotFoundError) otherwise. */
  async servingsVisibleTo(userId: number, recipeId: number): Promise<number> {
    return (await this.visibleTo(userId, recipeId)).servings;
  }

  /** The servings and ingredient lines of those of `ids` the cook may see, in one read; the others are left out. */
  async ingredientsOfVisible(userId: number, ids: readonly number[]): Promise<{ id: number; servings: number; ingredients: string[] }[]> {
    if (ids.length === 0) return [];
    const recipes = await this.recipes.findVisible(userId, [...new Set(ids)]);
    return recipes.map((recipe) => ({ id: recipe.id, servings: recipe.servings, ingredients: recipe.ingredients }));
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

  private async visibleTo(userId: number, recipeId: number): Promise<Recipe> {
    const recipe = await this.recipes.findById(recipeId);
    if (!recipe || !recipe.isVisibleTo(userId)) throw new RecipeNotFoundError();
    return recipe;
  }
}
