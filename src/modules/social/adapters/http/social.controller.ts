import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import { NEXT_CURSOR_HEADER, PagingQueryDto, TOTAL_COUNT_HEADER } from '../../../../platform/http/paging.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { PublicRecipeCardDto } from '../../../recipes/index.js';
import { FollowUser, RemoveFollower, UnfollowUser } from '../../application/follow-commands.js';
import { SUGGESTIONS_DEFAULT, SocialQueries } from '../../application/social.queries.js';
import {
  FollowStateDto,
  SocialFeedQueryDto,
  SocialProfileDto,
  SocialUserDto,
  SuggestedCookDto,
  SuggestionsQueryDto,
  UserSearchQueryDto,
} from './dto/social.dto.js';

/** Follows, the feed, user search and public profiles: every call needs a session. */
@ApiTags('social')
@Controller('social')
export class SocialController {
  constructor(
    private readonly queries: SocialQueries,
    private readonly followUserCommand: FollowUser,
    private readonly unfollowUserCommand: UnfollowUser,
    private readonly removeFollowerCommand: RemoveFollower,
  ) {}

  /**
   * Public recipes of the users I follow, newest shared first (24 by default, at most 100). When more
   * exist, the answer's X-Next-Cursor header is the `cursor` of the next page.
   */
  @Get('feed')
  @ApiOkResponse({
    type: [PublicRecipeCardDto],
    headers: NEXT_CURSOR_HEADER,
  })
  async getSocialFeed(
    @CurrentUser() user: SessionUser,
    @Query() query: SocialFeedQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PublicRecipeCardDto[]> {
    const { rows, nextCursor } = await this.queries.feed(user.id, query);
    if (nextCursor) response.setHeader('X-Next-Cursor', nextCursor);
    return rows.map((row) => PublicRecipeCardDto.fromPublic(row));
  }

  /** The users who follow me, newest first (50 by default, at most 200). */
  @Get('followers')
  @ApiOkResponse({ type: [SocialUserDto], headers: TOTAL_COUNT_HEADER })
  async listFollowers(
    @CurrentUser() user: SessionUser,
    @Query() query: PagingQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SocialUserDto[]> {
    const { rows, total } = await this.queries.followers(user.id, query);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => SocialUserDto.from(row));
  }

  /** The users I follow, newest first (50 by default, at most 200). */
  @Get('following')
  @ApiOkResponse({ type: [SocialUserDto], headers: TOTAL_COUNT_HEADER })
  async listFollowing(
    @CurrentUser() user: SessionUser,
    @Query() query: PagingQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SocialUserDto[]> {
    const { rows, total } = await this.queries.following(user.id, query);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => SocialUserDto.from(row));
  }

  /** At most 20 users whose username contains the query (any case), prefix matches first, never myself. */
  @Get('search')
  async searchUsers(@CurrentUser() user: SessionUser, @Query() query: UserSearchQueryDto): Promise<SocialUserDto[]> {
    return (await this.queries.searchUsers(user.id, query.query)).map((row) => SocialUserDto.from(row));
  }

  /**
   * Cooks to follow (5 by default, at most 20): those with public recipes whom I do not follow yet, the
   * most followed first, then those sharing the most recipes; never myself.
   */
  @Get('suggestions')
  @ApiOkResponse({ type: [SuggestedCookDto] })
  async suggestedCooks(@CurrentUser() user: SessionUser, @Query() query: SuggestionsQueryDto): Promise<SuggestedCookDto[]> {
    const rows = await this.queries.suggestedCooks(user.id, query.limit ?? SUGGESTIONS_DEFAULT);
    return rows.map((row) => SuggestedCookDto.fromSuggestion(row));
  }

  /** Idempotent: following twice keeps one follow. */
  @Post('follow/:userId')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto })
  async followUser(@CurrentUser() user: SessionUser, @Param('userId', ParseIdPipe) userId: number): Promise<FollowStateDto> {
    const { followerCount } = await this.followUserCommand.execute(user.id, userId);
    return { message: 'You are now following this user', isFollowing: true, followerCount };
  }

  /** Idempotent. */
  @Delete('follow/:userId')
  @ApiNotFoundResponse({ type: ErrorDto })
  async unfollowUser(@CurrentUser() user: SessionUser, @Param('userId', ParseIdPipe) userId: number): Promise<FollowStateDto> {
    const { followerCount } = await this.unfollowUserCommand.execute(user.id, userId);
    return { message: 'You have unfollowed this user', isFollowing: false, followerCount };
  }

  /** Removes only the follow of that user to me; idempotent. */
  @Delete('followers/:userId')
  async removeFollower(@CurrentUser() user: SessionUser, @Param('userId', ParseIdPipe) userId: number): Promise<MessageDto> {
    await this.removeFollowerCommand.execute(user.id, userId);
    return MessageDto.of('You have removed this follower');
  }

  /** A user's public profile; the username matches in any case. */
  @Get('profile/username/:username')
  @ApiNotFoundResponse({ type: ErrorDto })
  async getSocialProfileByUsername(@CurrentUser() user: SessionUser, @Param('username') username: string): Promise<SocialProfileDto> {
    return SocialProfileDto.from(await this.queries.profile(user.id, { username }));
  }

  /** A user's public profile by id. */
  @Get('profile/:userId')
  @ApiNotFoundResponse({ type: ErrorDto })
  async getSocialProfile(@CurrentUser() user: SessionUser, @Param('userId', ParseIdPipe) userId: number): Promise<SocialProfileDto> {
    return SocialProfileDto.from(await this.queries.profile(user.id, { id: userId }));
  }
}
