export { RecipesModule } from './recipes.module.js';
export { RecipeSchema } from './adapters/persistence/recipe.schema.js';
export { RecipeCatalog } from './application/recipe-catalog.js';
