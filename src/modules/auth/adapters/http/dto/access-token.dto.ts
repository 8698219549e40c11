import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_TOKEN_LIFETIME_DAYS, type PersonalAccessToken, TOKEN_SCOPES, type TokenScope } from '../../../domain/personal-access-token.js';

const LIFETIME_RULE = `Expiry must be a whole number of days from 1 to ${MAX_TOKEN_LIFETIME_DAYS}`;

export class CreateAccessTokenDto {
  @ApiProperty({ example: 'Home Assistant', maxLength: 100, description: 'What the token is for, to recognise it later' })
  @IsDefined({ message: 'Token name is required' })
  @IsString({ message: 'Token name is required' })
  @Matches(/\S/, { message: 'Token name is required' })
  @MaxLength(100, { message: 'Token name cannot exceed 100 characters' })
  name: string;

  @ApiProperty({ enum: TOKEN_SCOPES, example: 'read-write', description: '`read`: GET requests only; `admin`: also the admin routes (admins only)' })
  @IsDefined({ message: "Scope must be 'read', 'read-write' or 'admin'" })
  @IsIn(TOKEN_SCOPES, { message: "Scope must be 'read', 'read-write' or 'admin'" })
  scope: TokenScope;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_TOKEN_LIFETIME_DAYS,
    example: 90,
    description: 'Omit for a token that does not expire',
  })
  @IsOptional()
  @IsInt({ message: LIFETIME_RULE })
  @Min(1, { message: LIFETIME_RULE })
  @Max(MAX_TOKEN_LIFETIME_DAYS, { message: LIFETIME_RULE })
  expiresInDays?: number;
}

export class AccessTokenDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: TOKEN_SCOPES }) scope: TokenScope;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Noted at most once a minute' }) lastUsedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;

  static from(token: PersonalAccessToken): AccessTokenDto {
    return Object.assign(new AccessTokenDto(), {
      id: token.id,
      name: token.name,
      scope: token.scope,
      expiresAt: token.expiresAt?.toISOString() ?? null,
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      createdAt: token.createdAt.toISOString(),
    });
  }
}

/** The answer to creating a token: the only time its secret is shown. */
export class CreatedAccessTokenDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: TOKEN_SCOPES }) scope: TokenScope;
  @ApiProperty({
    example: 'savor_pat_3q2-7wTzX0d5c8mUu1h9Qm4rYvXbKj2sLp0aNfEeGgI',
    description: 'Send as `Authorization: Bearer <token>`. Shown only now.',
  })
  token: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;

  static from(token: PersonalAccessToken, secret: string): CreatedAccessTokenDto {
    return Object.assign(new CreatedAccessTokenDto(), {
      id: token.id,
      name: token.name,
      scope: token.scope,
      token: secret,
      expiresAt: token.expiresAt?.toISOString() ?? null,
    });
  }
}
