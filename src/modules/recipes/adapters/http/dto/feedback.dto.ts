import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import type { CommentRow, PhotoRow, RatingRow } from '../../../application/ports/feedback.read-model.js';
import { MAX_CAPTION_LENGTH, MAX_COMMENT_LENGTH } from '../../../domain/feedback.js';
import { RATING_RULE } from '../../../domain/feedback.errors.js';

const toTrimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const iso = (value: Date | string) => new Date(value).toISOString();

export class CreateCommentDto {
  @ApiProperty({ maxLength: MAX_COMMENT_LENGTH, description: 'Trimmed; stored verbatim (shown as text, never as HTML)' })
  @Transform(toTrimmed)
  // class-validator runs these bottom-up: the type and blankness first
  @MaxLength(MAX_COMMENT_LENGTH, { message: `Comment cannot exceed ${MAX_COMMENT_LENGTH} characters` })
  @IsNotEmpty({ message: 'Comment cannot be empty' })
  @IsString({ message: 'Comment cannot be empty' })
  content: string;
}

export class CommentDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) recipeId: number;
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(row: CommentRow): CommentDto {
    return {
      id: row.id,
      recipeId: row.recipeId,
      userId: row.userId,
      username: row.username,
      name: row.name,
      profilePicture: row.profilePicture,
      content: row.content,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }
}

export class CreateRatingDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  @Max(5, { message: RATING_RULE })
  @Min(1, { message: RATING_RULE })
  @IsInt({ message: RATING_RULE })
  rating: number;
}

export class RatingDto {
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty() username: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(row: RatingRow): RatingDto {
    return { userId: row.userId, username: row.username, rating: row.rating, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
  }
}

export class RatingSummaryDto {
  @ApiProperty({ type: [RatingDto], description: 'The newest 100 ratings, newest first' }) ratings: RatingDto[];
  @ApiProperty({ description: 'Over all ratings, rounded to one decimal; 0 when none' }) averageRating: number;
  @ApiProperty({ type: 'integer', description: 'The number of all ratings' }) totalRatings: number;
}

export class UserRatingDto {
  @ApiProperty({ type: 'integer', nullable: true, description: "The signed-in cook's rating, null when none" }) rating: number | null;
}

export class SavedRatingDto {
  @ApiProperty({ type: 'integer' }) rating: number;
  @ApiProperty() averageRating: number;
  @ApiProperty({ type: 'integer' }) totalRatings: number;
}

export class CreateRecipePhotoDto {
  @ApiProperty({ description: 'A data:image/…;base64, URL of a JPEG, PNG or WEBP image (at most 5 MB)' })
  @IsString({ message: 'Please select a photo to upload.' })
  @IsNotEmpty({ message: 'Please select a photo to upload.' })
  @Transform(toTrimmed)
  photoUrl: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_CAPTION_LENGTH })
  @IsOptional()
  @Transform(toTrimmed)
  @ValidateIf((_dto, value) => value !== null)
  @MaxLength(MAX_CAPTION_LENGTH, { message: `Caption cannot exceed ${MAX_CAPTION_LENGTH} characters` })
  @IsString({ message: 'Caption must be text' })
  caption?: string | null;
}

export class RecipePhotoDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) recipeId: number;
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty() username: string;
  @ApiProperty({ description: 'A /media/… URL' }) photoUrl: string;
  @ApiProperty({ type: String, nullable: true }) caption: string | null;
  @ApiProperty() isApproved: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(row: PhotoRow): RecipePhotoDto {
    return {
      id: row.id,
      recipeId: row.recipeId,
      userId: row.userId,
      username: row.username,
      photoUrl: row.photoUrl,
      caption: row.caption,
      isApproved: row.isApproved,
      createdAt: iso(row.createdAt),
    };
  }
}
