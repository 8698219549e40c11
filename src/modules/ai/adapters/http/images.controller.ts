import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { GenerateRecipeImage } from '../../application/generate-recipe-image.js';
import { GenerateImageDto, ImageUrlDto } from './dto/ai.dto.js';

@ApiTags('ai')
@ApiBadRequestResponse({ type: ErrorDto })
@Controller()
export class ImagesController {
  constructor(private readonly images: GenerateRecipeImage) {}

  /** A picture for the creation form (always a new one when `forceNew`). */
  @Post('recipe/generate-image')
  @HttpCode(200)
  async generateRecipeImage(@Body() body: GenerateImageDto): Promise<ImageUrlDto> {
    return { imageUrl: await this.images.execute(body.prompt, body.category ?? 'Main Dish', body.forceNew ?? false) };
  }

  /** A picture for a recipe, reusing the one made before for the same name and category. */
  @Post('images/generate')
  @HttpCode(200)
  async generateImage(@Body() body: GenerateImageDto): Promise<ImageUrlDto> {
    return { imageUrl: await this.images.execute(body.prompt, body.category ?? 'Main Dish', body.forceNew ?? false) };
  }
}
