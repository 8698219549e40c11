import { Controller, Get, Inject, Logger, Optional, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { Public } from '../../../../platform/http/auth-context.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { type GoogleIdentity, SignInWithGoogle } from '../../application/sign-in-with-google.js';
import { GOOGLE_STRATEGY, GoogleStrategy } from './google.strategy.js';
import { startSession } from './session-lifecycle.js';

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
    @Optional() @Inject(GoogleStrategy) private readonly strategy: GoogleStrategy | null,
  ) {}

  /** Starts Google sign-in (browser navigation); without configuration, back to /auth with the reason. */
  @Public()
  @Get()
  @ApiFoundResponse({ description: 'Redirect to Google, or to /auth?auth_error=… when it is not configured' })
  startGoogleSignIn(@Req() request: Request, @Res() response: Response): void {
    if (!this.strategy) return backToSignIn(response, NOT_CONFIGURED);
    passport.authenticate(GOOGLE_STRATEGY, { session: false })(request, response, ((error: unknown) =>
      this.fail(response, error)) as NextFunction);
  }

  /** Google sends the browser back here; signs in on a new session and goes to /. */
  @Public()
  @Get('callback')
  @ApiFoundResponse({ description: 'Redirect to / when signed in, else to /auth?auth_error=…' })
  finishGoogleSignIn(@Req() request: Request, @Res() response: Response): void {
    if (!this.strategy) return backToSignIn(response, NOT_CONFIGURED);
    const done = async (error: unknown, identity: GoogleIdentity | false) => {
      if (error || !identity) return this.fail(response, error);
      try {
        const user = await this.signInWithGoogle.execute(identity);
        await startSession(request, user.id);
        response.redirect(302, '/');
      } catch (caught) {
        this.fail(response, caught);
      }
    };
    passport.authenticate(GOOGLE_STRATEGY, { session: false }, done)(request, response, ((error: unknown) =>
      this.fail(response, error)) as NextFunction);
  }

  private fail(response: Response, error: unknown): void {
    if (error instanceof DomainError) return backToSignIn(response, error.message);
    if (error) this.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    backToSignIn(response, 'Google sign-in failed. Please try again.');
  }
}
