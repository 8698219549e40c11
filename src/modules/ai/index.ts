export { AiModule } from './ai.module.js';
export { RecipeImageSchema } from './adapters/persistence/recipe-image.schema.js';
export { ChatMessageSchema, ChatMeterSchema } from './adapters/persistence/chat.schema.js';
// For collection imports (portability): the same category and tag mapping as URL import.
export { categoryAndTags, IMPORT_DEFAULTS } from './domain/web-import/imported-recipe.js';
// For the collection import (portability): the URL import's reading of schema.org recipes, durations and
// recipe text. A loader, so that htmlparser2 (about 1 MB of heap) still loads on first use, not at start.
export const loadRecipePageReader = () => import('./domain/web-import/recipe-page.js');
export type { JsonObject, PageRecipe } from './domain/web-import/recipe-page.js';
export { isoDurationMinutes } from './domain/web-import/iso-duration.js';
export { parseDuration } from './domain/extraction/recipe-meta.js';
// For the meal planner (planning): 'Plan my week with Savorus', charged at ai_meal_plan.
export {
  SuggestMealPlan,
  type MealPlanCandidate,
  type MealPlanChoice,
  type MealPlanRequest,
  type MealSlot,
} from './application/suggest-meal-plan.js';
