import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from '../../../../../platform/http/parse-id.pipe.js';
import type { PublicRecipeRow } from '../../../application/ports/recipe.read-model.js';
import { averageRating } from '../../../domain/recipe.js';
import { RecipeCardDto } from './recipe.dto.js';

export const MAX_PUBLIC_PAGE = 100;

export class PublicRecipesQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PUBLIC_PAGE, default: 24 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_PUBLIC_PAGE, { message: `limit cannot exceed ${MAX_PUBLIC_PAGE}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'The X-Next-Cursor header of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Invalid cursor: use the X-Next-Cursor of the previous page' })
  cursor?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: "One author's public recipes only (their profile grid)" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'userId must be a positive whole number' })
  @Min(1, { message: 'userId must be a positive whole number' })
  @Max(MAX_ID, { message: 'userId must be a positive whole number' })
  userId?: number;

  @ApiPropertyOptional({ description: 'Matches name or description, case-insensitive' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ description: 'A category, exactly as stored' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  category?: string;
}

/** A card of the community listing: the recipe card, its author's name and its rating summary. */
export class PublicRecipeCardDto extends RecipeCardDto {
  @ApiProperty() username: string;
  @ApiProperty({ description: 'Rounded to one decimal; 0 when none' }) averageRating: number;
  @ApiProperty({ type: 'integer' }) totalRatings: number;

  static fromPublic(row: PublicRecipeRow): PublicRecipeCardDto {
    return {
      ...RecipeCardDto.from(row),
      // The owner's own flag never leaves in a public answer (DECISIONS.md: favourites).
      isFavorite: false,
      username: row.username,
      averageRating: averageRating(row.ratingSum, row.ratingCount),
      totalRatings: row.ratingCount,
    };
  }
}
