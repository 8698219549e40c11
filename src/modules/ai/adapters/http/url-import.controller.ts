import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { ImportRecipeFromUrl } from '../../application/import-recipe-from-url.js';
import { ImportedRecipeDto, ImportRecipeUrlDto } from './dto/url-import.dto.js';

/** Import from a web page (issue 20): the recipe's fields for the creation form, not saved. */
@ApiTags('recipes')
@Controller('recipes')
export class UrlImportController {
  constructor(private readonly importRecipe: ImportRecipeFromUrl) {}

  /** Reads the recipe on a web page (schema.org JSON-LD, microdata, else its text) for the creation form; saves nothing. */
  @Post('import')
  @HttpCode(200)
  @ApiOkResponse({ type: ImportedRecipeDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Not an http(s) address, a user name or password in it, or a private / local address' })
  @ApiUnprocessableEntityResponse({
    type: ErrorDto,
    description: 'The page could not be fetched (error, over 10 s or 5 MB, not HTML) or holds no recipe',
  })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'More than 10 imports a minute, or 2 at once, by one user' })
  async import(@CurrentUser() user: SessionUser, @Body() body: ImportRecipeUrlDto): Promise<ImportedRecipeDto> {
    return this.importRecipe.execute(user.id, body.url);
  }
}
