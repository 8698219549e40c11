export { RecipesModule } from './recipes.module.js';
export { RecipeSchema } from './adapters/persistence/recipe.schema.js';
export { RecipeCatalog } from './application/recipe-catalog.js';
export { RecipeCommentSchema, RecipePhotoSchema, RecipeRatingSchema } from './adapters/persistence/feedback.schema.js';
export { RecipeCommented, RecipePhotoAdded, RecipeRated } from './domain/events.js';
