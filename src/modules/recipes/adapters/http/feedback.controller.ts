import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, OptionalUser, Public, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ApiImageQueueFull, ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import { PagingQueryDto, TOTAL_COUNT_HEADER } from '../../../../platform/http/paging.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { AddComment, AddRecipePhoto, DeleteComment, DeleteRecipePhoto, RateRecipe } from '../../application/feedback-commands.js';
import { FeedbackQueries } from '../../application/feedback.queries.js';
import {
  CommentDto,
  CreateCommentDto,
  CreateRatingDto,
  CreateRecipePhotoDto,
  RatingDto,
  RatingSummaryDto,
  RecipePhotoDto,
  SavedRatingDto,
  UserRatingDto,
} from './dto/feedback.dto.js';

/**
 * Community feedback on a recipe: comments, ratings and cooks' photos. Visitors read it on public
 * recipes; writing needs a session. On a private recipe every call is 404 for all but its owner.
 */
@ApiTags('recipes')
@ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe, or a private recipe of someone else' })
@Controller('recipes/:id')
export class FeedbackController {
  constructor(
    private readonly queries: FeedbackQueries,
    private readonly addComment: AddComment,
    private readonly deleteComment: DeleteComment,
    private readonly rateRecipe: RateRecipe,
    private readonly addPhoto: AddRecipePhoto,
    private readonly deletePhoto: DeleteRecipePhoto,
  ) {}

  /** Oldest first (default 100, at most 200); X-Total-Count holds the total. */
  @Public()
  @Get('comments')
  @ApiOkResponse({ type: [CommentDto], headers: TOTAL_COUNT_HEADER })
  async listRecipeComments(
    @OptionalUser() user: SessionUser | undefined,
    @Param('id', ParseIdPipe) id: number,
    @Query() query: PagingQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CommentDto[]> {
    const { rows, total } = await this.queries.comments(user?.id, id, query);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => CommentDto.from(row));
  }

  /** Comments on a public recipe (or one of your own). */
  @Post('comments')
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'More than 10 comments a minute by one cook (code TOO_MANY_COMMENTS)' })
  async addRecipeComment(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CreateCommentDto,
  ): Promise<CommentDto> {
    return CommentDto.from(await this.addComment.execute(user.id, id, body.content));
  }

  /** The comment's author or the recipe's owner. */
  @Delete('comments/:commentId')
  @ApiForbiddenResponse({ type: ErrorDto })
  async deleteRecipeComment(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('commentId', ParseIdPipe) commentId: number,
  ): Promise<MessageDto> {
    await this.deleteComment.execute(user.id, id, commentId);
    return MessageDto.of('Comment deleted');
  }

  /** The newest 100 ratings and the summary of all of them. */
  @Public()
  @Get('ratings')
  async getRecipeRatings(@OptionalUser() user: SessionUser | undefined, @Param('id', ParseIdPipe) id: number): Promise<RatingSummaryDto> {
    const summary = await this.queries.ratings(user?.id, id);
    return { ratings: summary.ratings.map((row) => RatingDto.from(row)), averageRating: summary.averageRating, totalRatings: summary.totalRatings };
  }

  /** The signed-in cook's own rating of the recipe, or null. */
  @Get('ratings/user')
  async getMyRecipeRating(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<UserRatingDto> {
    return { rating: await this.queries.userRating(user.id, id) };
  }

  /** Saves the cook's rating, or replaces their earlier one. */
  @Post('ratings')
  rateRecipeById(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number, @Body() body: CreateRatingDto): Promise<SavedRatingDto> {
    return this.rateRecipe.execute(user.id, id, body.rating);
  }

  /** Newest first (default 100, at most 200); X-Total-Count holds the total. */
  @Public()
  @Get('photos')
  @ApiOkResponse({ type: [RecipePhotoDto], headers: TOTAL_COUNT_HEADER })
  async listRecipePhotos(
    @OptionalUser() user: SessionUser | undefined,
    @Param('id', ParseIdPipe) id: number,
    @Query() query: PagingQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecipePhotoDto[]> {
    const { rows, total } = await this.queries.photos(user?.id, id, query);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => RecipePhotoDto.from(row));
  }

  /** The photo is checked by its bytes (JPEG, PNG, WEBP or GIF), downscaled to 1200 px and stored as JPEG. */
  @Post('photos')
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'More than 10 photos a minute by one cook (code TOO_MANY_PHOTOS)' })
  @ApiImageQueueFull()
  async addRecipePhoto(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CreateRecipePhotoDto,
  ): Promise<RecipePhotoDto> {
    return RecipePhotoDto.from(await this.addPhoto.execute(user.id, id, body.photoUrl, body.caption || null));
  }

  /** The photo's author or the recipe's owner. */
  @Delete('photos/:photoId')
  @ApiForbiddenResponse({ type: ErrorDto })
  async deleteRecipePhoto(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('photoId', ParseIdPipe) photoId: number,
  ): Promise<MessageDto> {
    await this.deletePhoto.execute(user.id, id, photoId);
    return MessageDto.of('Photo deleted');
  }
}
