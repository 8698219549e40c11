import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class RequestPasswordResetDto {
  @ApiProperty({ example: 'cook@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ example: 'cook@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ description: 'The token from the emailed link' })
  @IsString({ message: 'The reset link is incomplete. Please use the link from the email.' })
  @MinLength(1, { message: 'The reset link is incomplete. Please use the link from the email.' })
  @MaxLength(200, { message: 'The reset link is incomplete. Please use the link from the email.' })
  token: string;

  @ApiProperty({ minLength: 6 })
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password cannot exceed 200 characters' })
  newPassword: string;
}
