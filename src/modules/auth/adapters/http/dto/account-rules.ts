import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, USERNAME_PATTERN } from '../../../../../kernel/accounts/account-rules.js';
import { DIETARY_RESTRICTIONS } from '../../../domain/dietary-restriction.js';

export { USERNAME_PATTERN };
const EMAIL_MESSAGE = { message: ACCOUNT_MESSAGES.email };
const USERNAME_TOO_SHORT = { message: ACCOUNT_MESSAGES.usernameShort };
const PASSWORD_TOO_SHORT = { message: ACCOUNT_MESSAGES.passwordShort };

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
    documented(presence, { format: 'email', maxLength: ACCOUNT_LIMITS.email, example: 'cook@example.com' }),
    IsEmail({}, EMAIL_MESSAGE),
    MaxLength(ACCOUNT_LIMITS.email, EMAIL_MESSAGE),
  );

export const Username = (presence: Presence = {}) =>
  applyDecorators(
    documented(presence, {
      minLength: ACCOUNT_LIMITS.usernameMin,
      maxLength: ACCOUNT_LIMITS.usernameMax,
      pattern: USERNAME_PATTERN.source,
      example: 'ada_cooks',
    }),
    IsString(USERNAME_TOO_SHORT),
    MinLength(ACCOUNT_LIMITS.usernameMin, USERNAME_TOO_SHORT),
    MaxLength(ACCOUNT_LIMITS.usernameMax, { message: ACCOUNT_MESSAGES.usernameLong }),
    Matches(USERNAME_PATTERN, { message: ACCOUNT_MESSAGES.usernamePattern }),
  );

export const NewPassword = (presence: Presence = {}) =>
  applyDecorators(
    documented(presence, { minLength: ACCOUNT_LIMITS.passwordMin, maxLength: ACCOUNT_LIMITS.passwordMax, example: 'secret123' }),
    IsString(PASSWORD_TOO_SHORT),
    MinLength(ACCOUNT_LIMITS.passwordMin, PASSWORD_TOO_SHORT),
    MaxLength(ACCOUNT_LIMITS.passwordMax, { message: ACCOUNT_MESSAGES.passwordLong }),
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
    documented(presence, { maxLength: ACCOUNT_LIMITS.name, example: 'Ada Lovelace' }),
    IsString({ message: 'Name is required' }),
    MaxLength(ACCOUNT_LIMITS.name, { message: ACCOUNT_MESSAGES.nameLong }),
  );
