import type { RecipeComment, RecipePhoto } from '../../domain/feedback.js';

export abstract class CommentRepository {
  /** The comment with this id on this recipe, or null. */
  abstract find(recipeId: number, id: number): Promise<RecipeComment | null>;
  abstract save(comment: RecipeComment): Promise<void>;
  abstract delete(comment: RecipeComment): Promise<void>;
}

export abstract class PhotoRepository {
  /** The photo with this id on this recipe, or null. */
  abstract find(recipeId: number, id: number): Promise<RecipePhoto | null>;
  abstract save(photo: RecipePhoto): Promise<void>;
  abstract delete(photo: RecipePhoto): Promise<void>;
}

export interface SavedRating {
  ratingId: number;
  /** False when it replaced the cook's earlier rating. */
  isFirstRating: boolean;
  /** The recipe's aggregate after the write. */
  ratingCount: number;
  ratingSum: number;
}

export abstract class RatingRepository {
  /**
   * Saves or replaces the cook's one rating of the recipe and moves the recipe's aggregate by the
   * difference, in one transaction under the recipe's row lock (never a read followed by a write).
   */
  abstract save(recipeId: number, userId: number, rating: number): Promise<SavedRating>;
  /**
   * Takes the cook's ratings out of the aggregates of the recipes they rated, under those recipes' row
   * locks, in the caller's transaction (the ratings themselves go with the cook's account).
   */
  abstract withdrawAllBy(userId: number): Promise<void>;
}
