import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { DietaryRestriction } from '../../../domain/dietary-restriction.js';
import { AccountEmail, DietaryRestrictionIds, DisplayName, NewPassword, Username } from './account-rules.js';
import type { PublicUserProfile } from '../../../application/ports/user.repository.js';
import type { User } from '../../../domain/user.js';

export class LoginDto {
  @AccountEmail()
  email: string;

  @ApiProperty({ example: 'secret123' })
  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200, { message: 'Password cannot exceed 200 characters' })
  password: string;
}

export class RegisterDto {
  @AccountEmail()
  email: string;

  @IsDefined({ message: 'Password is required' })
  @NewPassword()
  password: string;

  @ApiPropertyOptional({ description: 'Checked against password when sent' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  confirmPassword?: string;

  @IsOptional()
  @DisplayName({ optional: true })
  name?: string;

  @IsDefined({ message: 'Username must be at least 3 characters' })
  @Username()
  username: string;

  @IsOptional()
  @DietaryRestrictionIds()
  dietaryRestrictions?: DietaryRestriction[];
}

export class UserDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ description: 'Whether the owner proved the address (mailed link, password reset or Google)' }) emailVerified: boolean;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
  @ApiProperty({ type: [String] }) dietaryRestrictions: string[];
  @ApiProperty({ description: 'False for accounts that only sign in with Google' }) hasPassword: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(user: User): UserDto {
    return Object.assign(new UserDto(), {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      isAdmin: user.isAdmin,
      emailVerified: user.emailVerified,
      bio: user.bio,
      profilePicture: user.profilePicture,
      dietaryRestrictions: user.dietaryRestrictions,
      hasPassword: user.hasPassword(),
      createdAt: user.createdAt.toISOString(),
    });
  }
}

export class PublicUserDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() username: string;
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;

  static from(profile: PublicUserProfile): PublicUserDto {
    return Object.assign(new PublicUserDto(), profile);
  }
}

export class UsernameAvailabilityDto {
  @ApiProperty() available: boolean;
}

export class GoogleStatusDto {
  @ApiProperty({ description: 'False when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set' }) configured: boolean;
}
