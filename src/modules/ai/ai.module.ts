import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { CalculateNutrition } from './application/calculate-nutrition.js';
import { GenerateRecipeImage } from './application/generate-recipe-image.js';
import { ReadRecipeFile } from './application/read-recipe-file.js';
import { NutritionEngine } from './application/ports/nutrition-engine.js';
import { ImageGenerator } from './application/ports/image-generator.js';
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

@Module({
  imports: [RecipesModule],
  controllers: [ImagesController, NutritionController, RecipeImportController, UrlImportController],
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
    ...urlImportProviders,
  ],
})
export class AiModule {}
