import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { NEXT_CURSOR_HEADER } from '../../../../platform/http/paging.js';
import { RecipeQueries } from '../../application/recipe.queries.js';
import { PublicRecipeCardDto, PublicRecipesQueryDto } from './dto/public-recipe.dto.js';

/** The community listing, open to visitors. */
@ApiTags('recipes')
@Public()
@Controller('public-recipes')
export class PublicRecipesController {
  constructor(private readonly queries: RecipeQueries) {}

  /**
   * Public recipes, newest shared first (24 by default, at most 100). When more exist, the answer's
   * X-Next-Cursor header is the `cursor` of the next page.
   */
  @Get()
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A malformed cursor or query' })
  @ApiOkResponse({
    type: [PublicRecipeCardDto],
    headers: NEXT_CURSOR_HEADER,
  })
  async listPublicRecipes(@Query() query: PublicRecipesQueryDto, @Res({ passthrough: true }) response: Response): Promise<PublicRecipeCardDto[]> {
    const { rows, nextCursor } = await this.queries.publicRecipes(query);
    if (nextCursor) response.setHeader('X-Next-Cursor', nextCursor);
    return rows.map((row) => PublicRecipeCardDto.fromPublic(row));
  }

  /** The distinct categories of public recipes, sorted. */
  @Get('categories')
  listPublicRecipeCategories(): Promise<string[]> {
    return this.queries.publicCategories();
  }
}
