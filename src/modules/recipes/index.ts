export { RecipesModule } from './recipes.module.js';
export { RecipeSchema } from './adapters/persistence/recipe.schema.js';
export { RecipeCatalog, type OwnRecipe, type PlanningCandidate } from './application/recipe-catalog.js';
// For other modules that create a recipe for a user (the assistant's photo import): the same use case,
// body shape and answer as POST /api/recipes.
export { CreateRecipe } from './application/recipe-commands.js';
export { CreateRecipeDto, RecipeDto, newRecipeFrom } from './adapters/http/dto/recipe.dto.js';
export { MAX_NUTRITION_VALUE_LENGTH, NUTRITION_FACT_KEYS, RECIPE_SOURCES } from './domain/recipe.js';
// For the collection import (portability): recipes from another app's export or Savor's own.
export { ImportRecipe, type ImportOutcome, type RecipeToImport } from './application/import-recipe.js';
export type { RecipeInteraction } from './application/ports/feedback.read-model.js';
export { RecipeCommentSchema, RecipePhotoSchema, RecipeRatingSchema } from './adapters/persistence/feedback.schema.js';
export { RecipeCommented, RecipePhotoAdded, RecipePublished, RecipeRated } from './domain/events.js';
// For other modules that list public recipe cards (the social feed and profiles): the same card, row,
// select list and cursor as GET /api/public-recipes.
export { PublicRecipeCardDto, PublicRecipesQueryDto } from './adapters/http/dto/public-recipe.dto.js';
export { PUBLIC_CARD_COLUMNS } from './adapters/persistence/sql-recipe.read-model.js';
// For the meal plan (planning): its entries' recipes, read in the plan's own statement.
export { plannedRecipe } from './adapters/persistence/sql-recipe.read-model.js';
export { recipeSlug } from './domain/recipe.js';
export type { PublicListPosition, PublicRecipeRow } from './application/ports/recipe.read-model.js';
export { decodeCursor, keysetPage } from './application/public-cursor.js';
