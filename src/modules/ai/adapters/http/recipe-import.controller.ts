import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiGatewayTimeoutResponse,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { createValidationPipe } from '../../../../platform/http/validation.js';
import { CreateRecipe, CreateRecipeDto, newRecipeFrom, RECIPE_SOURCES, RecipeDto } from '../../../recipes/index.js';
import { ImportRecipeFile } from '../../application/import-recipe-file.js';
import { ProcessedRecipeDto, ProcessRecipeImageDto } from './dto/recipe-import.dto.js';

const creationShape = createValidationPipe();

/**
 * Photo and PDF import. The assistant reads the file; the recipe it found is checked exactly as a
 * POST /api/recipes body is, then saved through the recipes module for the signed-in user as 'Photo-added'.
 */
@ApiTags('recipes')
@ApiBadRequestResponse({
  type: ErrorDto,
  description: "No file, a file that is not a JPEG, PNG, WEBP or PDF by its bytes, or one over 5 MB: the spec's texts",
})
@Controller('recipe')
export class RecipeImportController {
  constructor(
    private readonly importFile: ImportRecipeFile,
    private readonly createRecipe: CreateRecipe,
  ) {}

  /** Reads a recipe from a photo or PDF (a data URL) and saves it for the signed-in user as 'Photo-added'. */
  @Post('process-image')
  @ApiUnprocessableEntityResponse({
    type: ErrorDto,
    description:
      "Nothing in the file reads as a recipe, a PDF of more than 30 pages, or a file too large or complex to read within the reader's memory and time",
  })
  @ApiPaymentRequiredResponse({ type: ErrorDto, description: 'A photo for the vision model (10 tickets) with too few tickets' })
  @ApiBadGatewayResponse({ type: ErrorDto, description: 'The vision model failed; the charge was refunded' })
  @ApiGatewayTimeoutResponse({ type: ErrorDto, description: 'The vision model timed out; the charge was refunded' })
  async processRecipeImage(@CurrentUser() user: SessionUser, @Body() body: ProcessRecipeImageDto): Promise<ProcessedRecipeDto> {
    // Saved inside the import: a vision reading that cannot be saved is refunded with it.
    return this.importFile.execute(user.id, body.imageData, async ({ draft, uncertainFields }) => {
      const input = (await creationShape.transform(
        { ...draft, source: RECIPE_SOURCES.photo },
        { type: 'body', metatype: CreateRecipeDto },
      )) as CreateRecipeDto;
      return { recipe: RecipeDto.from(await this.createRecipe.execute(user.id, newRecipeFrom(input)), user.id), uncertainFields };
    });
  }
}
