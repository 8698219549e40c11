export { AiModule } from './ai.module.js';
export { RecipeImageSchema } from './adapters/persistence/recipe-image.schema.js';
export { ChatMessageSchema, ChatMeterSchema } from './adapters/persistence/chat.schema.js';
