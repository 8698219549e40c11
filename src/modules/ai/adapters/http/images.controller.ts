import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiPaymentRequiredResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ApiImageQueueFull, ErrorDto } from '../../../../platform/http/dto.js';
import { GenerateRecipeImage } from '../../application/generate-recipe-image.js';
import { GenerateImageDto, ImageUrlDto } from './dto/ai.dto.js';

@ApiTags('ai')
@ApiPaymentRequiredResponse({ type: ErrorDto, description: 'An AI image (2 tickets) with too few tickets' })
@ApiBadGatewayResponse({ type: ErrorDto, description: 'The image model failed; the charge was refunded' })
@ApiImageQueueFull()
@Controller()
export class ImagesController {
  constructor(private readonly images: GenerateRecipeImage) {}

  /** A picture for the creation form (an AI image, 2 tickets, when an image model is configured) (always a new one when `forceNew`). */
  @Post('recipe/generate-image')
  @HttpCode(200)
  async generateRecipeImage(@CurrentUser() user: SessionUser, @Body() body: GenerateImageDto): Promise<ImageUrlDto> {
    return { imageUrl: await this.images.execute(user.id, body.prompt, body.category ?? 'Main Dish', body.forceNew ?? false) };
  }

  /** A picture for a recipe, reusing the one made before for the same name and category. */
  @Post('images/generate')
  @HttpCode(200)
  async generateImage(@CurrentUser() user: SessionUser, @Body() body: GenerateImageDto): Promise<ImageUrlDto> {
    return { imageUrl: await this.images.execute(user.id, body.prompt, body.category ?? 'Main Dish', body.forceNew ?? false) };
  }
}
