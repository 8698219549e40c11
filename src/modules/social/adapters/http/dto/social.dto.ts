import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PublicRecipeCardDto, PublicRecipesQueryDto, type PublicRecipeRow } from '../../../../recipes/index.js';
import type { NotificationRow, SocialProfileRow, SocialUserRow, SuggestedCookRow } from '../../../application/ports/social.read-model.js';
import { SUGGESTIONS_DEFAULT, SUGGESTIONS_MAX } from '../../../application/social.queries.js';

export const MAX_SEARCH_QUERY = 100;
export const MAX_NOTIFICATIONS_PAGE = 100;

/** `limit` and `cursor`, with the rules of GET /api/public-recipes. */
export class SocialFeedQueryDto extends PickType(PublicRecipesQueryDto, ['limit', 'cursor'] as const) {}

export class UserSearchQueryDto {
  @ApiPropertyOptional({ maxLength: MAX_SEARCH_QUERY, description: 'Part of a username, any case; blank finds nobody' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SEARCH_QUERY, { message: `Search query cannot exceed ${MAX_SEARCH_QUERY} characters` })
  query?: string;
}

export class NotificationsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_NOTIFICATIONS_PAGE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_NOTIFICATIONS_PAGE, { message: `limit cannot exceed ${MAX_NOTIFICATIONS_PAGE}` })
  limit?: number;
}

/** A user in the social lists: public fields only. */
export class SocialUserDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ description: 'Whether the signed-in user follows this user (always false for oneself)' }) isFollowing: boolean;

  static from(row: SocialUserRow): SocialUserDto {
    return { id: row.id, username: row.username, name: row.name, profilePicture: row.profilePicture, bio: row.bio, isFollowing: row.isFollowing };
  }
}

export class SuggestionsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: SUGGESTIONS_MAX, default: SUGGESTIONS_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(SUGGESTIONS_MAX, { message: `limit cannot exceed ${SUGGESTIONS_MAX}` })
  limit?: number;
}

/** A cook worth following: public fields, and how many follow them and how many recipes they share. */
export class SuggestedCookDto extends SocialUserDto {
  @ApiProperty({ type: 'integer' }) followerCount: number;
  @ApiProperty({ type: 'integer', description: 'Their public recipes' }) recipeCount: number;

  static fromSuggestion(row: SuggestedCookRow): SuggestedCookDto {
    return { ...SocialUserDto.from(row), followerCount: row.followerCount, recipeCount: row.recipeCount };
  }
}

export class SocialProfileDto {
  @ApiProperty() user: SocialUserDto;
  @ApiProperty({ type: [PublicRecipeCardDto], description: 'The newest 24 public recipes' }) publicRecipes: PublicRecipeCardDto[];
  @ApiProperty({ type: 'integer', description: 'All public recipes of the user' }) recipeCount: number;
  @ApiProperty({ type: 'integer' }) followerCount: number;
  @ApiProperty({ type: 'integer' }) followingCount: number;
  @ApiProperty() isFollowing: boolean;

  static from(profile: SocialProfileRow): SocialProfileDto {
    return {
      user: SocialUserDto.from(profile.user),
      publicRecipes: profile.publicRecipes.map((row: PublicRecipeRow) => PublicRecipeCardDto.fromPublic(row)),
      recipeCount: profile.recipeCount,
      followerCount: profile.followerCount,
      followingCount: profile.followingCount,
      isFollowing: profile.user.isFollowing,
    };
  }
}

export class FollowStateDto {
  @ApiProperty({ example: 'You are now following this user' }) message: string;
  @ApiProperty() isFollowing: boolean;
  @ApiProperty({ type: 'integer', description: "The user's follower count after the change" }) followerCount: number;
}

export class NotificationDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time', description: 'When it was created' }) date: string;
  @ApiProperty() read: boolean;
  @ApiPropertyOptional({ type: 'integer', description: 'The recipe it is about' }) recipeId?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'The user who caused it' }) userId?: number;

  static from(row: NotificationRow): NotificationDto {
    return {
      id: row.id,
      message: row.message,
      date: new Date(row.createdAt).toISOString(),
      read: row.read,
      ...(row.recipeId === null ? {} : { recipeId: row.recipeId }),
      ...(row.actorId === null ? {} : { userId: row.actorId }),
    };
  }
}

export class NotificationsReadDto {
  @ApiProperty({ type: 'integer', description: 'How many were unread' }) updated: number;
}
