import { Module } from '@nestjs/common';
import { CalculateNutrition } from './application/calculate-nutrition.js';
import { GenerateRecipeImage } from './application/generate-recipe-image.js';
import { NutritionEngine } from './application/ports/nutrition-engine.js';
import { ImageGenerator } from './application/ports/image-generator.js';
import { RecipeImageRepository } from './application/ports/recipe-image.repository.js';
import { ImagesController } from './adapters/http/images.controller.js';
import { NutritionController } from './adapters/http/nutrition.controller.js';
import { TableNutritionEngine } from './adapters/nutrition/table-nutrition-engine.js';
import { PlaceholderImageGenerator } from './adapters/images/placeholder-image-generator.js';
import { MikroOrmRecipeImageRepository } from './adapters/persistence/mikro-orm-recipe-image.repository.js';

@Module({
  controllers: [ImagesController, NutritionController],
  providers: [
    { provide: ImageGenerator, useClass: PlaceholderImageGenerator },
    { provide: RecipeImageRepository, useClass: MikroOrmRecipeImageRepository },
    { provide: NutritionEngine, useClass: TableNutritionEngine },
    GenerateRecipeImage,
    CalculateNutrition,
  ],
  exports: [CalculateNutrition],
})
export class AiModule {}
