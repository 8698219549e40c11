/** Who may see a recipe's feedback: the recipe's owner and whether it is public (null: no such recipe). */
export interface RecipeAccess {
  userId: number;
  isPublic: boolean;
}

/** The feedback a cook can give on someone's recipe. */
export type RecipeInteraction = 'rating' | 'comment' | 'photo';

export interface CommentRow {
  id: number;
  recipeId: number;
  userId: number;
  username: string;
  name: string | null;
  profilePicture: string | null;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface PhotoRow {
  id: number;
  recipeId: number;
  userId: number;
  username: string;
  photoUrl: string;
  caption: string | null;
  isApproved: boolean;
  createdAt: Date;
}

export interface RatingRow {
  userId: number;
  username: string;
  rating: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedbackPage<Row> {
  recipe: RecipeAccess | null;
  rows: Row[];
  total: number;
}

export interface Paging {
  limit: number;
  offset: number;
}

/** Each list is one SQL statement: the recipe's access, the page and its true total together. */
export abstract class FeedbackReadModel {
  /** Oldest first. */
  abstract comments(recipeId: number, paging: Paging): Promise<FeedbackPage<CommentRow>>;
  /** Newest first. */
  abstract photos(recipeId: number, paging: Paging): Promise<FeedbackPage<PhotoRow>>;
  /** The newest `limit` ratings and the recipe's aggregate. */
  abstract ratings(
    recipeId: number,
    limit: number,
  ): Promise<{ recipe: (RecipeAccess & { ratingCount: number; ratingSum: number }) | null; rows: RatingRow[] }>;
  abstract userRating(recipeId: number, userId: number): Promise<{ recipe: RecipeAccess | null; rating: number | null }>;
  /** Whether the user has given this kind of feedback on the recipe (a rating, a comment or a photo that is still there). */
  abstract hasInteraction(
    recipeId: number,
    userId: number,
    interaction: RecipeInteraction,
  ): Promise<{ recipe: RecipeAccess | null; happened: boolean }>;
  abstract comment(id: number): Promise<CommentRow | null>;
  abstract photo(id: number): Promise<PhotoRow | null>;
}
