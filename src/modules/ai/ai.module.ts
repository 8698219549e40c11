import { Module } from '@nestjs/common';
import { GenerateRecipeImage } from './application/generate-recipe-image.js';
import { ImageGenerator } from './application/ports/image-generator.js';
import { RecipeImageRepository } from './application/ports/recipe-image.repository.js';
import { ImagesController } from './adapters/http/images.controller.js';
import { PlaceholderImageGenerator } from './adapters/images/placeholder-image-generator.js';
import { MikroOrmRecipeImageRepository } from './adapters/persistence/mikro-orm-recipe-image.repository.js';

@Module({
  controllers: [ImagesController],
  providers: [
    { provide: ImageGenerator, useClass: PlaceholderImageGenerator },
    { provide: RecipeImageRepository, useClass: MikroOrmRecipeImageRepository },
    GenerateRecipeImage,
  ],
})
export class AiModule {}
