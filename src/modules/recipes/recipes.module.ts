import { MediaReferences } from '../../platform/media/media-references.js';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { RecipeReadModel } from './application/ports/recipe.read-model.js';
import { RecipeRepository } from './application/ports/recipe.repository.js';
import { FeedbackReadModel } from './application/ports/feedback.read-model.js';
import { CommentRepository, PhotoRepository, RatingRepository } from './application/ports/feedback.repository.js';
import { AddComment, AddRecipePhoto, DeleteComment, DeleteRecipePhoto, RateRecipe } from './application/feedback-commands.js';
import { FeedbackQueries } from './application/feedback.queries.js';
import { RecipePhotoInput } from './application/recipe-photo-input.js';
import { FeedbackController } from './adapters/http/feedback.controller.js';
import { PublicRecipesController } from './adapters/http/public-recipes.controller.js';
import { MikroOrmCommentRepository, MikroOrmPhotoRepository, SqlRatingRepository } from './adapters/persistence/mikro-orm-feedback.repository.js';
import { SqlFeedbackReadModel } from './adapters/persistence/sql-feedback.read-model.js';
import {
  CreateRecipe,
  DeleteRecipe,
  GetRecipe,
  SaveRecipeCopy,
  SetRecipeFavorite,
  SetRecipeVisibility,
  UpdateRecipe,
} from './application/recipe-commands.js';
import { ImportRecipe } from './application/import-recipe.js';
import { AddWelcomeRecipes } from './application/add-welcome-recipes.js';
import { RecipeCatalog } from './application/recipe-catalog.js';
import { RecipeImageInput } from './application/recipe-image-input.js';
import { RecipeNutrition } from './application/recipe-nutrition.js';
import { RecipeQueries } from './application/recipe.queries.js';
import { RecipesController } from './adapters/http/recipes.controller.js';
import { MikroOrmRecipeRepository } from './adapters/persistence/mikro-orm-recipe.repository.js';
import { SqlRecipeReadModel } from './adapters/persistence/sql-recipe.read-model.js';

@Module({
  imports: [AuthModule],
  controllers: [PublicRecipesController, RecipesController, FeedbackController],
  providers: [
    { provide: RecipeRepository, useClass: MikroOrmRecipeRepository },
    { provide: RecipeReadModel, useClass: SqlRecipeReadModel },
    { provide: CommentRepository, useClass: MikroOrmCommentRepository },
    { provide: PhotoRepository, useClass: MikroOrmPhotoRepository },
    { provide: RatingRepository, useClass: SqlRatingRepository },
    { provide: FeedbackReadModel, useClass: SqlFeedbackReadModel },
    RecipePhotoInput,
    FeedbackQueries,
    AddComment,
    DeleteComment,
    RateRecipe,
    AddRecipePhoto,
    DeleteRecipePhoto,
    RecipeImageInput,
    RecipeNutrition,
    RecipeCatalog,
    AddWelcomeRecipes,
    RecipeQueries,
    GetRecipe,
    CreateRecipe,
    UpdateRecipe,
    DeleteRecipe,
    SetRecipeVisibility,
    SetRecipeFavorite,
    SaveRecipeCopy,
    ImportRecipe,
  ],
  exports: [RecipeCatalog, CreateRecipe, ImportRecipe],
})
export class RecipesModule {
  /** Its pictures and the community photos are stored media: the media janitor keeps them. */
  constructor(references: MediaReferences) {
    references.declare('recipes', 'image_url');
    references.declare('recipe_user_photos', 'photo_url');
  }
}
