import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { DIETARY_RESTRICTIONS } from '../../../domain/dietary-restriction.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
const EMAIL_MESSAGE = { message: 'Please enter a valid email address' };
const USERNAME_TOO_SHORT = { message: 'Username must be at least 3 characters' };
const PASSWORD_TOO_SHORT = { message: 'Password must be at least 6 characters' };

interface Presence {
  /** Documented as optional (the DTO adds @IsOptional or @ValidateIf itself). */
  optional?: boolean;
}

function documented(presence: Presence, options: ApiPropertyOptions) {
  return presence.optional ? ApiPropertyOptional(options) : ApiProperty(options);
}

/** The validation rules of an account's fields, with the spec's messages and their OpenAPI shape. */
export const AccountEmail = (presence: Presence = {}) =>
  applyDecorators(
    documented(presence, { format: 'email', maxLength: 254, example: 'cook@example.com' }),
    IsEmail({}, EMAIL_MESSAGE),
    MaxLength(254, EMAIL_MESSAGE),
  );

export const Username = (presence: Presence = {}) =>
  applyDecorators(
    documented(presence, { minLength: 3, maxLength: 20, pattern: USERNAME_PATTERN.source, example: 'ada_cooks' }),
    IsString(USERNAME_TOO_SHORT),
    MinLength(3, USERNAME_TOO_SHORT),
    MaxLength(20, { message: 'Username cannot exceed 20 characters' }),
    Matches(USERNAME_PATTERN, { message: 'Username can only contain letters, numbers, and underscores' }),
  );

export const NewPassword = (presence: Presence = {}) =>
  applyDecorators(
    documented(presence, { minLength: 6, maxLength: 200, example: 'secret123' }),
    IsString(PASSWORD_TOO_SHORT),
    MinLength(6, PASSWORD_TOO_SHORT),
    MaxLength(200, { message: 'Password cannot exceed 200 characters' }),
  );

export const DietaryRestrictionIds = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: DIETARY_RESTRICTIONS, isArray: true }),
    IsArray({ message: 'Dietary restrictions must be a list' }),
    ArrayMaxSize(DIETARY_RESTRICTIONS.length),
    IsIn(DIETARY_RESTRICTIONS, { each: true, message: 'Unknown dietary restriction' }),
  );

export const DisplayName = (presence: Presence = {}) =>
  applyDecorators(
    documented(presence, { maxLength: 100, example: 'Ada Lovelace' }),
    IsString({ message: 'Name is required' }),
    MaxLength(100, { message: 'Name cannot exceed 100 characters' }),
  );
