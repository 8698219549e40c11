import { Body, Controller, ForbiddenException, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiPayloadTooLargeResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser, Public, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ApiImageQueueFull, ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import { RequestPasswordReset, RESET_REQUEST_ANSWER } from '../../application/request-password-reset.js';
import { ResendEmailVerification, VerifyEmail } from '../../application/email-verification.js';
import { ResetPassword } from '../../application/reset-password.js';
import { UpdateProfile } from '../../application/update-profile.js';
import { UserDto } from './dto/auth.dto.js';
import { RequestPasswordResetDto, ResetPasswordDto, VerifyEmailDto } from './dto/password-reset.dto.js';
import { UpdateProfileDto } from './dto/profile.dto.js';

@ApiTags('auth')
@Controller()
export class AccountController {
  constructor(
    private readonly updateProfile: UpdateProfile,
    private readonly requestReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly verifyEmail: VerifyEmail,
    private readonly resendVerification: ResendEmailVerification,
  ) {}

  /** Updates the signed-in user's profile; a new password ends the user's other sessions. */
  @Patch('user')
  @ApiConflictResponse({ type: ErrorDto, description: 'Email or username already in use' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'An API token tried to change the email or the password (code TOKEN_FORBIDDEN)' })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: "The picture is too large (message contains 'too large')" })
  @ApiImageQueueFull()
  async updateCurrentUser(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileDto, @Req() request: Request): Promise<UserDto> {
    if (user.tokenScope && (body.email !== undefined || body.newPassword !== undefined || body.currentPassword !== undefined)) {
      throw new ForbiddenException({ message: 'API tokens cannot change the email or the password', code: 'TOKEN_FORBIDDEN' });
    }
    return UserDto.from(await this.updateProfile.execute(user.id, body, request.session.id));
  }

  /** Mails a single-use reset link when the account exists; the answer is the same either way. */
  @Public()
  @Post('reset-password/request')
  @HttpCode(200)
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async requestPasswordReset(@Body() body: RequestPasswordResetDto, @Req() request: Request): Promise<MessageDto> {
    await this.requestReset.execute(body.email, request.ip ?? 'unknown');
    return MessageDto.of(RESET_REQUEST_ANSWER);
  }

  /** Sets a new password with the emailed token; signs the account out everywhere. */
  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPasswordWithToken(@Body() body: ResetPasswordDto): Promise<MessageDto> {
    await this.resetPassword.execute(body);
    return MessageDto.of('Password has been reset successfully. You can now log in with your new password.');
  }

  /** Confirms the address with the token from the mailed /verify-email link (single use, 24 hours). */
  @Public()
  @Post('verify-email')
  @HttpCode(200)
  async verifyEmailAddress(@Body() body: VerifyEmailDto): Promise<MessageDto> {
    await this.verifyEmail.execute(body.token);
    return MessageDto.of('Your email address has been verified.');
  }

  /** Mails a fresh verification link to the signed-in account's address. */
  @Post('verify-email/resend')
  @HttpCode(200)
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async resendVerificationEmail(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<MessageDto> {
    await this.resendVerification.execute(user.id, request.ip ?? 'unknown');
    return MessageDto.of('We have sent a new verification link to your email address.');
  }
}
