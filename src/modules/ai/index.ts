export { AiModule } from './ai.module.js';
export { RecipeImageSchema } from './adapters/persistence/recipe-image.schema.js';
export { CalculateNutrition } from './application/calculate-nutrition.js';
export { ReadRecipeFile } from './application/read-recipe-file.js';
