export { RecipesModule } from './recipes.module.js';
export { RecipeSchema } from './adapters/persistence/recipe.schema.js';
export { RecipeCatalog } from './application/recipe-catalog.js';
export type { RecipeInteraction } from './application/ports/feedback.read-model.js';
export { RecipeCommentSchema, RecipePhotoSchema, RecipeRatingSchema } from './adapters/persistence/feedback.schema.js';
export { RecipeCommented, RecipePhotoAdded, RecipePublished, RecipeRated } from './domain/events.js';
// For other modules that list public recipe cards (the social feed and profiles): the same card, row,
// select list and cursor as GET /api/public-recipes.
export { PublicRecipeCardDto, PublicRecipesQueryDto } from './adapters/http/dto/public-recipe.dto.js';
export { PUBLIC_CARD_COLUMNS } from './adapters/persistence/sql-recipe.read-model.js';
export type { PublicListPosition, PublicRecipeRow } from './application/ports/recipe.read-model.js';
export { decodeCursor, keysetPage } from './application/public-cursor.js';
