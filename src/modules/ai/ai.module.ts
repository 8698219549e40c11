import { MediaReferences } from '../../platform/media/media-references.js';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { RecipesModule } from '../recipes/index.js';
import { TicketsModule } from '../tickets/index.js';
import { CalculateNutrition } from './application/calculate-nutrition.js';
import { GenerateRecipeImage } from './application/generate-recipe-image.js';
import { ReadRecipeFile } from './application/read-recipe-file.js';
import { NutritionEngine } from './application/ports/nutrition-engine.js';
import { AiImageGenerator, ImageGenerator } from './application/ports/image-generator.js';
import { RecipeExtractor } from './application/ports/recipe-extractor.js';
import { RecipeImageRepository } from './application/ports/recipe-image.repository.js';
import { ImagesController } from './adapters/http/images.controller.js';
import { NutritionController } from './adapters/http/nutrition.controller.js';
import { RecipeImportController } from './adapters/http/recipe-import.controller.js';
import { OfflineRecipeExtractor } from './adapters/extraction/offline-recipe-extractor.js';
import { DocumentReader } from './adapters/extraction/document-reader.js';
import { TableNutritionEngine } from './adapters/nutrition/table-nutrition-engine.js';
import { PlaceholderImageGenerator } from './adapters/images/placeholder-image-generator.js';
import { urlImportProviders, UrlImportController } from './adapters/web-import/url-import.providers.js';
import { MikroOrmRecipeImageRepository } from './adapters/persistence/mikro-orm-recipe-image.repository.js';
// The AI provider (issue 17): chat, generation, charging.
import { AiProvider } from './application/ports/ai-provider.js';
import { ChatStore } from './application/ports/chat.store.js';
import { ChargedCall } from './application/charged-call.js';
import { GenerateRecipe } from './application/generate-recipe.js';
import { ImportRecipeFile } from './application/import-recipe-file.js';
import { SendChatMessage } from './application/send-chat-message.js';
import { SuggestMealPlan } from './application/suggest-meal-plan.js';
import { AssistantController } from './adapters/http/assistant.controller.js';
import { NoAiProvider } from './adapters/provider/no-ai-provider.js';
import { SqlChatStore } from './adapters/persistence/sql-chat.store.js';
import { ProviderImageGenerator } from './adapters/images/ai-image-generator.js';

@Module({
  imports: [RecipesModule, TicketsModule],
  controllers: [ImagesController, NutritionController, RecipeImportController, AssistantController, UrlImportController],
  providers: [
    { provide: ImageGenerator, useClass: PlaceholderImageGenerator },
    { provide: RecipeImageRepository, useClass: MikroOrmRecipeImageRepository },
    { provide: NutritionEngine, useClass: TableNutritionEngine },
    // The choice point of photo and PDF extraction: the AI vision provider first once one is
    // configured (charging its tickets), the offline extractor otherwise.
    { provide: RecipeExtractor, useClass: OfflineRecipeExtractor },
    DocumentReader,
    GenerateRecipeImage,
    CalculateNutrition,
    ReadRecipeFile,
    // The AI provider: the OpenAI-compatible adapter when OPENAI_API_KEY or OPENAI_BASE_URL is set.
    // The `openai` SDK (about 6 MB of heap) is loaded only then.
    {
      provide: AiProvider,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<AiProvider> => {
        if (!config.ai) return new NoAiProvider();
        const { OpenAiProvider } = await import('./adapters/provider/openai-provider.js');
        return new OpenAiProvider(config.ai);
      },
    },
    { provide: ChatStore, useClass: SqlChatStore },
    { provide: AiImageGenerator, useClass: ProviderImageGenerator },
    ChargedCall,
    SendChatMessage,
    GenerateRecipe,
    SuggestMealPlan,
    ImportRecipeFile,
    ...urlImportProviders,
  ],
  // For the meal planner (planning): 'Plan my week with Savorus'.
  exports: [SuggestMealPlan],
})
export class AiModule {
  /** Generated recipe pictures are stored media: the media janitor keeps them. */
  constructor(references: MediaReferences) {
    references.declare('recipe_images', 'image_url');
  }
}
