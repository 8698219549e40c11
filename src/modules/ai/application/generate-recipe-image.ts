import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CATEGORY_PALETTES, categoryFamily } from '../domain/placeholder-banner.js';
import { RecipeImage } from '../domain/recipe-image.js';
import { ChargedCall } from './charged-call.js';
import { AiProvider } from './ports/ai-provider.js';
import { AiImageGenerator, ImageGenerator } from './ports/image-generator.js';
import { RecipeImageRepository } from './ports/recipe-image.repository.js';

@Injectable()
export class GenerateRecipeImage {
  constructor(
    private readonly generator: ImageGenerator,
    private readonly aiGenerator: AiImageGenerator,
    private readonly provider: AiProvider,
    private readonly charged: ChargedCall,
    private readonly images: RecipeImageRepository,
  ) {}

  /**
   * Reuses the picture made earlier for the same name and category unless `forceNew`. A new picture
   * comes from the AI image model when one is configured (2 tickets, refunded when it fails: 502/504),
   * else it is the offline placeholder banner (free).
   */
  async execute(userId: number, recipeName: string, category: string, forceNew = false): Promise<string> {
    const name = recipeName.trim();
    const known = await this.images.find(name, category);
    if (known && !forceNew) return known.imageUrl;
    const imageUrl = this.provider.capabilities.images
      ? await this.charged.run(userId, 'ai_image', `ai-image:${randomUUID()}`, () => this.aiGenerator.generate(name, category))
      : await this.generator.generate(name, category);
    const record = known ?? new RecipeImage(name, category, imageUrl, CATEGORY_PALETTES[categoryFamily(category)]);
    record.replaceImage(imageUrl);
    await this.images.save(record);
    return imageUrl;
  }
}
