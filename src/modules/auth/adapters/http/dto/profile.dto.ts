import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../../../domain/dietary-restriction.js';
import { USERNAME_PATTERN } from './auth.dto.js';

/** PATCH /api/user: the profile form's fields; a new password needs the current one. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Ada Lovelace' })
  @IsOptional()
  @IsString({ message: 'Name is required' })
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(100, { message: 'Name cannot exceed 100 characters' })
  name?: string;

  @ApiPropertyOptional({ minLength: 3, maxLength: 20, pattern: USERNAME_PATTERN.source })
  @IsOptional()
  @IsString({ message: 'Username must be at least 3 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(20, { message: 'Username cannot exceed 20 characters' })
  @Matches(USERNAME_PATTERN, { message: 'Username can only contain letters, numbers, and underscores' })
  username?: string;

  @ApiPropertyOptional({ example: 'cook@example.com' })
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsString({ message: 'Bio must be 500 characters or less' })
  @MaxLength(500, { message: 'Bio must be 500 characters or less' })
  bio?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "A data:image/… URL to upload, the current /media/… URL to keep, or '' to remove",
  })
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsString({ message: 'Profile picture must be an uploaded image' })
  profilePicture?: string | null;

  @ApiPropertyOptional({ enum: DIETARY_RESTRICTIONS, isArray: true })
  @IsOptional()
  @IsArray({ message: 'Dietary restrictions must be a list' })
  @ArrayMaxSize(DIETARY_RESTRICTIONS.length)
  @IsIn(DIETARY_RESTRICTIONS, { each: true, message: 'Unknown dietary restriction' })
  dietaryRestrictions?: DietaryRestriction[];

  @ApiPropertyOptional({ description: 'Required with newPassword when the account has a password' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @ApiPropertyOptional({ minLength: 6 })
  @ValidateIf((_dto, value) => value !== null && value !== undefined && value !== '')
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password cannot exceed 200 characters' })
  newPassword?: string;
}
