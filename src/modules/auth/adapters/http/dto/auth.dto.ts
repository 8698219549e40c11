import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../../../domain/dietary-restriction.js';
import type { PublicUserProfile } from '../../../application/ports/user.repository.js';
import type { User } from '../../../domain/user.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

export class LoginDto {
  @ApiProperty({ example: 'cook@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ example: 'secret123' })
  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200, { message: 'Password cannot exceed 200 characters' })
  password: string;
}

export class RegisterDto {
  @ApiProperty({ example: 'cook@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ minLength: 6, example: 'secret123' })
  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password cannot exceed 200 characters' })
  password: string;

  @ApiPropertyOptional({ description: 'Checked against password when sent' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  confirmPassword?: string;

  @ApiPropertyOptional({ example: 'Ada Lovelace', description: 'Defaults to the part of the email before the @' })
  @IsOptional()
  @IsString({ message: 'Name is required' })
  @MaxLength(100, { message: 'Name cannot exceed 100 characters' })
  name?: string;

  @ApiProperty({ minLength: 3, maxLength: 20, pattern: USERNAME_PATTERN.source, example: 'ada_cooks' })
  @IsDefined({ message: 'Username must be at least 3 characters' })
  @IsString({ message: 'Username must be at least 3 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(20, { message: 'Username cannot exceed 20 characters' })
  @Matches(USERNAME_PATTERN, { message: 'Username can only contain letters, numbers, and underscores' })
  username: string;

  @ApiPropertyOptional({ enum: DIETARY_RESTRICTIONS, isArray: true })
  @IsOptional()
  @IsArray({ message: 'Dietary restrictions must be a list' })
  @ArrayMaxSize(DIETARY_RESTRICTIONS.length)
  @IsIn(DIETARY_RESTRICTIONS, { each: true, message: 'Unknown dietary restriction' })
  dietaryRestrictions?: DietaryRestriction[];
}

export class UserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
  @ApiProperty({ type: [String] }) dietaryRestrictions: string[];
  @ApiProperty({ description: 'False for accounts that only sign in with Google' }) hasPassword: boolean;
  @ApiProperty() createdAt: string;

  static from(user: User): UserDto {
    return Object.assign(new UserDto(), {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      isAdmin: user.isAdmin,
      bio: user.bio,
      profilePicture: user.profilePicture,
      dietaryRestrictions: user.dietaryRestrictions,
      hasPassword: user.hasPassword(),
      createdAt: user.createdAt.toISOString(),
    });
  }
}

export class PublicUserDto {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;

  static from(profile: PublicUserProfile): PublicUserDto {
    return Object.assign(new PublicUserDto(), profile);
  }
}

export class UsernameAvailabilityDto {
  @ApiProperty() available: boolean;
}
