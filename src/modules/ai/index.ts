export { AiModule } from './ai.module.js';
export { RecipeImageSchema } from './adapters/persistence/recipe-image.schema.js';
export { ChatMessageSchema, ChatMeterSchema } from './adapters/persistence/chat.schema.js';
// For collection imports (portability): the same category and tag mapping as URL import.
export { categoryAndTags, IMPORT_DEFAULTS } from './domain/web-import/imported-recipe.js';
