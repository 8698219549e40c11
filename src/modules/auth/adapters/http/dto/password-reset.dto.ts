import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { AccountEmail, NewPassword } from './account-rules.js';

export class RequestPasswordResetDto {
  @AccountEmail()
  email: string;
}

export class ResetPasswordDto {
  @AccountEmail()
  email: string;

  @ApiProperty({ description: 'The token from the emailed link' })
  @IsString({ message: 'The reset link is incomplete. Please use the link from the email.' })
  @MinLength(1, { message: 'The reset link is incomplete. Please use the link from the email.' })
  @MaxLength(200, { message: 'The reset link is incomplete. Please use the link from the email.' })
  token: string;

  @NewPassword()
  newPassword: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the emailed /verify-email link' })
  @IsString({ message: 'The verification link is incomplete. Please use the link from the email.' })
  @MinLength(1, { message: 'The verification link is incomplete. Please use the link from the email.' })
  @MaxLength(200, { message: 'The verification link is incomplete. Please use the link from the email.' })
  token: string;
}
