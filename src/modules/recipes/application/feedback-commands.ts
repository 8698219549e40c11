import { Injectable } from '@nestjs/common';
import { Outbox } from '../../../platform/events/outbox.js';
import { perMinutes, RateLimiter } from '../../../platform/database/rate-limiter.js';
import { RecipePhotoAdded, RecipeCommented, RecipeRated } from '../domain/events.js';
import { RecipeComment, RecipePhoto, RecipeRating } from '../domain/feedback.js';
import { CommentNotFoundError, PhotoNotFoundError, TooManyCommentsError, TooManyPhotosError } from '../domain/feedback.errors.js';
import { averageRating } from '../domain/recipe.js';
import { type CommentRow, FeedbackReadModel, type PhotoRow } from './ports/feedback.read-model.js';
import { CommentRepository, PhotoRepository, RatingRepository } from './ports/feedback.repository.js';
import { RecipeRepository } from './ports/recipe.repository.js';
import { visibleRecipe } from './recipe-commands.js';
import { RecipePhotoInput } from './recipe-photo-input.js';

/** Comments, and photos, a cook may add in a minute (each notifies the recipe's owner). */
export const FEEDBACK_PER_MINUTE = 10;

const lastMinute = (key: string) => [perMinutes(1, key, FEEDBACK_PER_MINUTE, new Date())];

/** A signed-in cook comments on a recipe they may see, at most 10 times a minute. */
@Injectable()
export class AddComment {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly comments: CommentRepository,
    private readonly readModel: FeedbackReadModel,
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(actorId: number, recipeId: number, content: string): Promise<CommentRow> {
    const recipe = await visibleRecipe(this.recipes, actorId, recipeId);
    await this.limiter.takeOrRefuse(lastMinute(`comment:${actorId}`), () => new TooManyCommentsError());
    const comment = new RecipeComment(recipe.id, actorId, content);
    await this.outbox.publish(
      () => this.comments.save(comment),
      () => new RecipeCommented(recipe.id, recipe.userId, actorId, comment.id, recipe.isPublic),
    );
    return (await this.readModel.comment(comment.id))!;
  }
}

/** The comment's author or the recipe's owner removes a comment. */
@Injectable()
export class DeleteComment {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly comments: CommentRepository,
  ) {}

  async execute(actorId: number, recipeId: number, commentId: number): Promise<void> {
    const recipe = await visibleRecipe(this.recipes, actorId, recipeId);
    const comment = await this.comments.find(recipe.id, commentId);
    if (!comment) throw new CommentNotFoundError();
    comment.assertRemovableBy(actorId, recipe.userId);
    await this.comments.delete(comment);
  }
}

/** A cook's rating: saved, or replacing theirs; answers the recipe's new average and count. */
@Injectable()
export class RateRecipe {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly ratings: RatingRepository,
    private readonly outbox: Outbox,
  ) {}

  async execute(actorId: number, recipeId: number, rating: number): Promise<{ rating: number; averageRating: number; totalRatings: number }> {
    RecipeRating.assertValid(rating);
    const recipe = await visibleRecipe(this.recipes, actorId, recipeId);
    const saved = await this.outbox.publish(
      () => this.ratings.save(recipe.id, actorId, rating),
      (written) => new RecipeRated(recipe.id, recipe.userId, actorId, written.ratingId, rating, written.isFirstRating, recipe.isPublic),
    );
    return { rating, averageRating: averageRating(saved.ratingSum, saved.ratingCount), totalRatings: saved.ratingCount };
  }
}

/** A signed-in cook adds a photo of a recipe they may see, at most 10 a minute (a file refused as no image counts too). */
@Injectable()
export class AddRecipePhoto {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly photos: PhotoRepository,
    private readonly input: RecipePhotoInput,
    private readonly readModel: FeedbackReadModel,
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(actorId: number, recipeId: number, dataUrl: string, caption: string | null): Promise<PhotoRow> {
    // Before the file is written: a recipe the cook may not see must leave no file behind.
    const recipe = await visibleRecipe(this.recipes, actorId, recipeId);
    await this.limiter.takeOrRefuse(lastMinute(`photo:${actorId}`), () => new TooManyPhotosError());
    const photo = new RecipePhoto(recipe.id, actorId, await this.input.store(dataUrl), caption);
    await this.outbox.publish(
      () => this.photos.save(photo),
      () => new RecipePhotoAdded(recipe.id, recipe.userId, actorId, photo.id, recipe.isPublic),
    );
    return (await this.readModel.photo(photo.id))!;
  }
}

/** The photo's author or the recipe's owner removes a photo. */
@Injectable()
export class DeleteRecipePhoto {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly photos: PhotoRepository,
  ) {}

  async execute(actorId: number, recipeId: number, photoId: number): Promise<void> {
    const recipe = await visibleRecipe(this.recipes, actorId, recipeId);
    const photo = await this.photos.find(recipe.id, photoId);
    if (!photo) throw new PhotoNotFoundError();
    photo.assertRemovableBy(actorId, recipe.userId);
    await this.photos.delete(photo);
  }
}
