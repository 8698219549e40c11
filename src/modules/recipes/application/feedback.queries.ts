import { Injectable } from '@nestjs/common';
import { RecipeNotFoundError } from '../domain/recipe.errors.js';
import { averageRating, isRecipeVisibleTo } from '../domain/recipe.js';
import { type CommentRow, FeedbackReadModel, type Paging, type PhotoRow, type RatingRow, type RecipeAccess } from './ports/feedback.read-model.js';

export const RATINGS_SHOWN = 100;

/** The recipe's feedback as the actor may see it: a private recipe of someone else is "not found". */
function visible<T extends { recipe: RecipeAccess | null }>(actorId: number | undefined, result: T): T {
  if (!result.recipe || !isRecipeVisibleTo(result.recipe, actorId)) throw new RecipeNotFoundError();
  return result;
}

@Injectable()
export class FeedbackQueries {
  constructor(private readonly readModel: FeedbackReadModel) {}

  async comments(actorId: number | undefined, recipeId: number, paging: Partial<Paging>): Promise<{ rows: CommentRow[]; total: number }> {
    const { rows, total } = visible(actorId, await this.readModel.comments(recipeId, { limit: paging.limit ?? 100, offset: paging.offset ?? 0 }));
    return { rows, total };
  }

  async photos(actorId: number | undefined, recipeId: number, paging: Partial<Paging>): Promise<{ rows: PhotoRow[]; total: number }> {
    const { rows, total } = visible(actorId, await this.readModel.photos(recipeId, { limit: paging.limit ?? 100, offset: paging.offset ?? 0 }));
    return { rows, total };
  }

  async ratings(actorId: number | undefined, recipeId: number): Promise<{ ratings: RatingRow[]; averageRating: number; totalRatings: number }> {
    const { recipe, rows } = visible(actorId, await this.readModel.ratings(recipeId, RATINGS_SHOWN));
    return { ratings: rows, averageRating: averageRating(recipe!.ratingSum, recipe!.ratingCount), totalRatings: recipe!.ratingCount };
  }

  async userRating(actorId: number, recipeId: number): Promise<number | null> {
    return visible(actorId, await this.readModel.userRating(recipeId, actorId)).rating;
  }
}
