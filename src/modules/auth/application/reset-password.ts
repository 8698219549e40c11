import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { hashAccountToken } from '../domain/account-token.js';
import { InvalidResetTokenError } from '../domain/auth.errors.js';
import { normalizeEmail } from '../domain/user.js';
import { AccountTokens } from './ports/account-tokens.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { UserRepository } from './ports/user.repository.js';
import { UserSessions } from './ports/user-sessions.js';

@Injectable()
export class ResetPassword {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: AccountTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The token is used up before anything changes, so of parallel requests with one link only one resets. */
  async execute(input: { email: string; token: string; newPassword: string }): Promise<void> {
    const now = new Date();
    const userId = await this.tokens.consume('password-reset', hashAccountToken(input.token), now, normalizeEmail(input.email));
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user) throw new InvalidResetTokenError();

    user.setPasswordHash(await this.hasher.hash(input.newPassword));
    // The link arrived in the mailbox: the address is proved.
    user.verifyEmail(this.config.adminEmails);
    await this.users.save(user);
    await this.tokens.retireAll(user.id, 'password-reset', now);
    await this.sessions.endAll(user.id);
  }
}
