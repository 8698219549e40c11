import { Inject, Injectable } from '@nestjs/common';
import { Outbox } from '../../../platform/events/outbox.js';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { GoogleSignInFailedError, UnverifiedGoogleEmailError } from '../domain/auth.errors.js';
import { UserRegistered, UserSignedIn } from '../domain/events.js';
import { normalizeEmail, User, usernameBase } from '../domain/user.js';
import { UserRepository } from './ports/user.repository.js';
import { UserSessions } from './ports/user-sessions.js';

export interface GoogleIdentity {
  googleId: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

@Injectable()
export class SignInWithGoogle {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: UserSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /**
   * Accepts only a Google account whose email Google verified. Finds the account by Google id, links
   * the account with that email (taking it over when its email was never verified), or creates one.
   */
  async execute(identity: GoogleIdentity): Promise<User> {
    if (!identity.email) throw new GoogleSignInFailedError('Google did not share an email address for this account');
    if (!identity.emailVerified) throw new UnverifiedGoogleEmailError();
    const email = normalizeEmail(identity.email);
    let user = await this.users.findByGoogleId(identity.googleId);
    let created = false;
    let tookOver = false;
    if (!user) {
      user = await this.users.findByEmail(email);
      if (user) {
        ({ tookOver } = user.linkGoogle(identity.googleId, this.config.adminEmails));
      } else {
        const name = identity.name?.trim() || email.split('@')[0];
        user = new User({
          email,
          name,
          username: await this.freeUsername(usernameBase(name)),
          passwordHash: null,
          googleId: identity.googleId,
          emailVerified: true,
        });
        created = true;
      }
    }
    const now = this.clock.now();
    user.applyAdminList(this.config.adminEmails);
    user.recordSignIn(now);
    await this.outbox.publish(
      async () => {
        await this.users.save(user);
        // Whoever registered the address first did not own it: their sessions end with their password.
        if (tookOver) await this.sessions.endAll(user.id);
      },
      () => (created ? new UserRegistered(user.id) : new UserSignedIn(user.id, now)),
    );
    return user;
  }

  private async freeUsername(base: string): Promise<string> {
    if (!(await this.users.isUsernameTaken(base))) return base;
    for (let suffix = 2; suffix < 1000; suffix += 1) {
      const candidate = `${base}${suffix}`;
      if (!(await this.users.isUsernameTaken(candidate))) return candidate;
    }
    return `${base.slice(0, 12)}${Date.now().toString(36).slice(-8)}`;
  }
}
