import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, OptionalUser, Public, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ApiImageQueueFull, ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import {
  CreateRecipe,
  DeleteRecipe,
  GetRecipe,
  SaveRecipeCopy,
  SetRecipeFavorite,
  SetRecipeVisibility,
  UpdateRecipe,
} from '../../application/recipe-commands.js';
import { RecipeQueries } from '../../application/recipe.queries.js';
import {
  CreateRecipeDto,
  newRecipeFrom,
  RecipeDto,
  RecipeFavoriteDto,
  RecipeListQueryDto,
  RecipeSummaryDto,
  RecipeVisibilityDto,
  UpdateRecipeDto,
} from './dto/recipe.dto.js';
import { TOTAL_COUNT_HEADER } from '../../../../platform/http/paging.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';

const NO_SUCH_RECIPE = { type: ErrorDto, description: 'No such recipe, or a private recipe of someone else' };
const PICTURE_FETCHES_REFUSED = {
  type: ErrorDto,
  description: 'More than 10 outside pictures (http(s) imageUrl) copied a minute by one cook (code TOO_MANY_PICTURE_FETCHES)',
};

@ApiTags('recipes')
@Controller('recipes')
export class RecipesController {
  constructor(
    private readonly queries: RecipeQueries,
    private readonly getRecipe: GetRecipe,
    private readonly createRecipe: CreateRecipe,
    private readonly updateRecipe: UpdateRecipe,
    private readonly deleteRecipe: DeleteRecipe,
    private readonly setVisibility: SetRecipeVisibility,
    private readonly setFavorite: SetRecipeFavorite,
    private readonly saveCopy: SaveRecipeCopy,
  ) {}

  /** The signed-in user's recipes as cards, favourites first, then newest; X-Total-Count holds the total. */
  @Get()
  @ApiOkResponse({ type: [RecipeSummaryDto], headers: TOTAL_COUNT_HEADER })
  async listMyRecipes(
    @CurrentUser() user: SessionUser,
    @Query() query: RecipeListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecipeSummaryDto[]> {
    const { rows, total } = await this.queries.myRecipes(user.id, query);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => RecipeSummaryDto.fromOwned(row));
  }

  /** The distinct categories of the signed-in user's recipes, for the filter. */
  @Get('categories')
  listMyRecipeCategories(@CurrentUser() user: SessionUser): Promise<string[]> {
    return this.queries.myCategories(user.id);
  }

  /** A recipe: its owner sees it always, everyone (visitors too) when it is public. */
  @Public()
  @Get(':id')
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  async getRecipeById(@OptionalUser() user: SessionUser | undefined, @Param('id', ParseIdPipe) id: number): Promise<RecipeDto> {
    return RecipeDto.from(await this.getRecipe.execute(user?.id, id), user?.id);
  }

  /** Creates a recipe owned by the caller; nutrition facts are worked out when none are given. */
  @Post()
  @ApiImageQueueFull()
  @ApiTooManyRequestsResponse(PICTURE_FETCHES_REFUSED)
  async createRecipeForUser(@CurrentUser() user: SessionUser, @Body() body: CreateRecipeDto): Promise<RecipeDto> {
    return RecipeDto.from(await this.createRecipe.execute(user.id, newRecipeFrom(body)), user.id);
  }

  /** Owner only. Changing the content marks the recipe edited; `{imageUrl}` alone only changes the picture. */
  @Patch(':id')
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  @ApiForbiddenResponse({ type: ErrorDto })
  @ApiImageQueueFull()
  @ApiTooManyRequestsResponse(PICTURE_FETCHES_REFUSED)
  async updateRecipeById(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateRecipeDto): Promise<RecipeDto> {
    const { userId: _ignored, isFavorite: _favorite, ...changes } = body;
    return RecipeDto.from(await this.updateRecipe.execute(user.id, id, changes), user.id);
  }

  /** Deletes one of the caller's recipes with its comments, ratings and photos. */
  @Delete(':id')
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  @ApiForbiddenResponse({ type: ErrorDto })
  async deleteRecipeById(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<MessageDto> {
    await this.deleteRecipe.execute(user.id, id);
    return MessageDto.of('Recipe deleted');
  }

  /** Marks one of the caller's recipes as a favourite, or not. */
  @Post(':id/favorite')
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto })
  async toggleRecipeFavorite(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RecipeFavoriteDto,
  ): Promise<RecipeDto> {
    return RecipeDto.from(await this.setFavorite.execute(user.id, id, body.isFavorite), user.id);
  }

  /** 403 `{message, requiresEdit: true}` for a saved copy that was not edited yet. */
  @Patch(':id/public')
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  @ApiForbiddenResponse({ type: ErrorDto })
  async toggleRecipeVisibility(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RecipeVisibilityDto,
  ): Promise<RecipeDto> {
    return RecipeDto.from(await this.setVisibility.execute(user.id, id, body.isPublic), user.id);
  }

  /** Copies someone else's public recipe into the signed-in user's collection. */
  @Post('save/:id')
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  async saveRecipeToCollection(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<RecipeDto> {
    return RecipeDto.from(await this.saveCopy.execute(user.id, id), user.id);
  }
}
