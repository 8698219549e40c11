import { Injectable } from '@nestjs/common';
import { CATEGORY_PALETTES, categoryFamily } from '../domain/placeholder-banner.js';
import { RecipeImage } from '../domain/recipe-image.js';
import { ImageGenerator } from './ports/image-generator.js';
import { RecipeImageRepository } from './ports/recipe-image.repository.js';

@Injectable()
export class GenerateRecipeImage {
  constructor(
    private readonly generator: ImageGenerator,
    private readonly images: RecipeImageRepository,
  ) {}

  /** Reuses the picture made earlier for the same name and category unless `forceNew`. */
  async execute(recipeName: string, category: string, forceNew = false): Promise<string> {
    const name = recipeName.trim();
    const known = await this.images.find(name, category);
    if (known && !forceNew) return known.imageUrl;
    const imageUrl = await this.generator.generate(name, category);
    const record = known ?? new RecipeImage(name, category, imageUrl, CATEGORY_PALETTES[categoryFamily(category)]);
    record.replaceImage(imageUrl);
    await this.images.save(record);
    return imageUrl;
  }
}
