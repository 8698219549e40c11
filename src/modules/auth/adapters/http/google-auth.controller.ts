import { Controller, Get, Inject, Logger, Optional, Query, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { Public, SessionOnly } from '../../../../platform/http/auth-context.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { type GoogleIdentity, SignInWithGoogle } from '../../application/sign-in-with-google.js';
import { GOOGLE_SIGN_IN, GOOGLE_STRATEGY } from './google-sign-in.js';
import type { GoogleStrategy } from './google.strategy.js';
import { safeReturnPath } from './return-path.js';
import { startSession } from './session-lifecycle.js';
import { GoogleStatusDto } from './dto/auth.dto.js';

const NOT_CONFIGURED = 'Google sign-in is not configured on this server';

function backToSignIn(response: Response, message: string): void {
  response.redirect(302, `/auth?auth_error=${encodeURIComponent(message)}`);
}

@ApiTags('auth')
@Controller('auth/google')
export class GoogleAuthController {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly signInWithGoogle: SignInWithGoogle,
    @Optional() @Inject(GOOGLE_SIGN_IN) private readonly strategy: GoogleStrategy | null,
  ) {}

  /** Whether Google sign-in is set up on this server, so the sign-in screen shows its button only then. */
  @Public()
  @Get('status')
  getGoogleSignInStatus(): GoogleStatusDto {
    return { configured: this.strategy !== null };
  }

  /**
   * Starts Google sign-in (browser navigation); `returnTo`, a path on this site, is where the browser
   * lands afterwards. Without configuration, back to /auth with the reason.
   */
  @Public()
  @SessionOnly()
  @Get()
  @ApiQuery({ name: 'returnTo', required: false, description: 'A path on this site to land on after signing in' })
  @ApiFoundResponse({ description: 'Redirect to Google, or to /auth?auth_error=… when it is not configured' })
  startGoogleSignIn(@Req() request: Request, @Res() response: Response, @Query('returnTo') returnTo?: string): void {
    if (!this.strategy) return backToSignIn(response, NOT_CONFIGURED);
    request.session.returnTo = safeReturnPath(returnTo);
    (passport.authenticate(GOOGLE_STRATEGY, { session: false }) as RequestHandler)(request, response, ((error: unknown) =>
      this.fail(response, error)) as NextFunction);
  }

  /** Google sends the browser back here; signs in on a new session and goes where sign-in began (or /). */
  @Public()
  @SessionOnly()
  @Get('callback')
  @ApiFoundResponse({ description: 'Redirect to / when signed in, else to /auth?auth_error=…' })
  finishGoogleSignIn(@Req() request: Request, @Res() response: Response): void {
    if (!this.strategy) return backToSignIn(response, NOT_CONFIGURED);
    const done = async (error: unknown, identity: GoogleIdentity | false) => {
      if (error || !identity) return this.fail(response, error);
      try {
        const user = await this.signInWithGoogle.execute(identity);
        const returnTo = safeReturnPath(request.session.returnTo);
        await startSession(request, user.id);
        response.redirect(302, returnTo);
      } catch (caught) {
        this.fail(response, caught);
      }
    };
    (passport.authenticate(GOOGLE_STRATEGY, { session: false }, done) as RequestHandler)(request, response, ((error: unknown) =>
      this.fail(response, error)) as NextFunction);
  }

  private fail(response: Response, error: unknown): void {
    if (error instanceof DomainError) return backToSignIn(response, error.message);
    if (error) this.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
    backToSignIn(response, 'Google sign-in failed. Please try again.');
  }
}
