export { CookingModule } from './cooking.module.js';
export { RecipeProgressSchema } from './adapters/persistence/recipe-progress.schema.js';
