import { Inject, Injectable } from '@nestjs/common';
import { Outbox } from '../../../platform/events/outbox.js';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { GoogleAccountError, InvalidCredentialsError, TooManyAttemptLogError } from '../domain/auth.errors.js';
import { UserSignedIn } from '../domain/events.js';
import { normalizeEmail, type User } from '../domain/user.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { RateLimiter } from '../../../platform/database/rate-limiter.js';
import { UserRepository } from './ports/user.repository.js';

export const SIGN_IN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** A hash of a random password: verifying against it costs what a real check costs. */
const DECOY_HASH_PASSWORD = 'decoy-password-for-unknown-accounts';

@Injectable()
export class SignIn {
  private decoyHash?: Promise<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly attempts: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute(credentials: { email: string; password: string; clientAddress: string }): Promise<User> {
    const email = normalizeEmail(credentials.email);
    const accountKey = `account:${email}`;
    const addressKey = `address:${credentials.clientAddress}`;
    const now = this.clock.now();
    // The attempt counts before the password is checked, so parallel guesses cannot all be evaluated;
    // it is given back only when the sign-in succeeds.
    const since = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000);
    const slot = await this.attempts.take(
      [
        { key: accountKey, max: MAX_FAILURES_PER_ACCOUNT, since },
        { key: addressKey, max: MAX_FAILURES_PER_ADDRESS, since },
      ],
      now,
    );
    if (!slot) throw new TooManyAttemptLogError(SIGN_IN_WINDOW_MINUTES);

    const user = await this.users.findByEmail(email);
    if (user && !user.hasPassword()) throw new GoogleAccountError();
    const hash = user?.passwordHash ?? (await this.decoy());
    const valid = await this.hasher.verify(credentials.password, hash);
    if (!user || !valid) throw new InvalidCredentialsError();

    await this.attempts.giveBack(slot);
    await this.attempts.clear(accountKey);
    user.applyAdminList(this.config.adminEmails);
    user.recordSignIn(now);
    await this.outbox.publish(
      () => this.users.save(user),
      () => new UserSignedIn(user.id, now),
    );
    return user;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash(DECOY_HASH_PASSWORD);
    return this.decoyHash;
  }
}
