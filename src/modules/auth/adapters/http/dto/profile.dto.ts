import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsOmittable } from '../../../../../platform/http/dto.js';
import type { DietaryRestriction } from '../../../domain/dietary-restriction.js';
import { AccountEmail, DietaryRestrictionIds, DisplayName, NewPassword, Username } from './account-rules.js';

/** PATCH /api/user: the profile form's fields; a new password needs the current one. */
export class UpdateProfileDto {
  @IsOmittable()
  @DisplayName({ optional: true })
  @MinLength(1, { message: 'Name is required' })
  name?: string;

  @IsOmittable()
  @Username({ optional: true })
  username?: string;

  @IsOmittable()
  @AccountEmail({ optional: true })
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

  @IsOmittable()
  @DietaryRestrictionIds()
  dietaryRestrictions?: DietaryRestriction[];

  @ApiPropertyOptional({ description: 'Required with newPassword when the account has a password' })
  @IsOmittable()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @ValidateIf((_dto, value) => value !== null && value !== undefined && value !== '')
  @NewPassword({ optional: true })
  newPassword?: string;
}
