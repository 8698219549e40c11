import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public, SessionOnly, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import { sessionCookieName, sessionCookieOptions } from '../../../../platform/http/transport.js';
import { RegisterUser } from '../../application/register-user.js';
import { SignIn } from '../../application/sign-in.js';
import { UserQueries } from '../../application/user.queries.js';
import { LoginDto, PublicUserDto, RegisterDto, UserDto, UsernameAvailabilityDto } from './dto/auth.dto.js';
import { startSession } from './session-lifecycle.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly registerUser: RegisterUser,
    private readonly signIn: SignIn,
    private readonly users: UserQueries,
  ) {}

  /** Creates an account and signs it in. */
  @Public()
  @SessionOnly()
  @Post('register')
  @ApiConflictResponse({ type: ErrorDto, description: 'Email or username already in use' })
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<UserDto> {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      throw new BadRequestException({ message: 'Passwords do not match', code: 'VALIDATION' });
    }
    const user = await this.registerUser.execute(body);
    await startSession(request, user.id);
    return UserDto.from(user);
  }

  /** Signs in with email and password and starts a session (the savor.sid cookie). */
  @Public()
  @SessionOnly()
  @Post('login')
  @HttpCode(200)
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Wrong email or password, or a Google-only account' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async login(@Body() body: LoginDto, @Req() request: Request): Promise<UserDto> {
    const user = await this.signIn.execute({ ...body, clientAddress: request.ip ?? 'unknown' });
    await startSession(request, user.id);
    return UserDto.from(user);
  }

  /** Ends the session and clears its cookie; answers 200 without one too. */
  @Public()
  @SessionOnly()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageDto> {
    await request.session.destroy();
    response.clearCookie(sessionCookieName(request.secure), sessionCookieOptions(request.secure));
    return MessageDto.of('Logged out');
  }

  /** The signed-in user; 401 for visitors. */
  @Get('user')
  async getCurrentUser(@CurrentUser() user: SessionUser): Promise<UserDto> {
    return UserDto.from(await this.users.currentUser(user.id));
  }

  /** Whether a username is free to register. */
  @Public()
  @Get('check-username/:username')
  async checkUsername(@Param('username') username: string): Promise<UsernameAvailabilityDto> {
    return { available: await this.users.isUsernameAvailable(username) };
  }

  /** Public fields of any user: used for recipe creators' names. */
  @Public()
  @Get('users/:id')
  @ApiNotFoundResponse({ type: ErrorDto })
  async getPublicUser(@Param('id', ParseIdPipe) id: number): Promise<PublicUserDto> {
    return PublicUserDto.from(await this.users.publicProfile(id));
  }
}
