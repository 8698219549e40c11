import { PassportStrategy } from '@nestjs/passport';
import { type Profile, Strategy } from 'passport-google-oauth20';
import type { GoogleOAuthConfig } from '../../../../platform/config/app-config.js';
import type { GoogleIdentity } from '../../application/sign-in-with-google.js';
import { GOOGLE_STRATEGY } from './google-sign-in.js';

/** passport-google-oauth20 with configurable endpoints; `state` is kept in the session and checked. */
export class GoogleStrategy extends PassportStrategy(Strategy, GOOGLE_STRATEGY) {
  constructor(google: GoogleOAuthConfig, callbackURL: string) {
    super({
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL,
      authorizationURL: google.authorizationUrl,
      tokenURL: google.tokenUrl,
      userProfileURL: google.userInfoUrl,
      scope: ['profile', 'email'],
      state: true,
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    const email = profile.emails?.[0];
    const claims = profile._json as { email_verified?: boolean | string } | undefined;
    return {
      googleId: profile.id,
      email: email?.value,
      emailVerified: claims?.email_verified === true || claims?.email_verified === 'true',
      name: profile.displayName,
    };
  }
}
