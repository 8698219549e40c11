import { InvalidRatingError, NotCommentAuthorError, NotPhotoAuthorError } from './feedback.errors.js';

export const MAX_COMMENT_LENGTH = 2000;
export const MAX_CAPTION_LENGTH = 200;

/** Feedback on a recipe is removed by its author or by the recipe's owner, by no one else. */
function mayRemove(authorId: number, recipeOwnerId: number, actorId: number): boolean {
  return actorId === authorId || actorId === recipeOwnerId;
}

/** A comment on a recipe. Its content is kept verbatim: it is text, shown as text, never as HTML. */
export class RecipeComment {
  id!: number;
  recipeId: number;
  userId: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;

  constructor(recipeId: number, userId: number, content: string, now: Date = new Date()) {
    this.recipeId = recipeId;
    this.userId = userId;
    this.content = content;
    this.createdAt = now;
    this.updatedAt = now;
  }

  assertRemovableBy(actorId: number, recipeOwnerId: number): void {
    if (!mayRemove(this.userId, recipeOwnerId, actorId)) throw new NotCommentAuthorError();
  }
}

/** A cook's photo of a recipe they made: a stored image (a /media URL) with an optional caption. */
export class RecipePhoto {
  id!: number;
  recipeId: number;
  userId: number;
  photoUrl: string;
  caption: string | null;
  isApproved = true;
  createdAt: Date;

  constructor(recipeId: number, userId: number, photoUrl: string, caption: string | null, now: Date = new Date()) {
    this.recipeId = recipeId;
    this.userId = userId;
    this.photoUrl = photoUrl;
    this.caption = caption;
    this.createdAt = now;
  }

  assertRemovableBy(actorId: number, recipeOwnerId: number): void {
    if (!mayRemove(this.userId, recipeOwnerId, actorId)) throw new NotPhotoAuthorError();
  }
}

/** One cook's rating of one recipe (one per cook and recipe; a new one replaces it). */
export class RecipeRating {
  id!: number;
  recipeId: number;
  userId: number;
  rating: number;
  createdAt: Date;
  updatedAt: Date;

  constructor(recipeId: number, userId: number, rating: number, now: Date = new Date()) {
    RecipeRating.assertValid(rating);
    this.recipeId = recipeId;
    this.userId = userId;
    this.rating = rating;
    this.createdAt = now;
    this.updatedAt = now;
  }

  /** A whole number from 1 to 5. */
  static assertValid(rating: number): void {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new InvalidRatingError();
  }
}
