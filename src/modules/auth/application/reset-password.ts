import { Injectable } from '@nestjs/common';
import { InvalidResetTokenError } from '../domain/auth.errors.js';
import { normalizeEmail } from '../domain/user.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { PasswordResetTokens } from './ports/password-reset-tokens.js';
import { UserRepository } from './ports/user.repository.js';
import { UserSessions } from './ports/user-sessions.js';
import { hashResetToken } from './request-password-reset.js';

@Injectable()
export class ResetPassword {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: PasswordResetTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
  ) {}

  async execute(input: { email: string; token: string; newPassword: string }): Promise<void> {
    const now = new Date();
    const token = await this.tokens.findByHash(hashResetToken(input.token));
    if (!token || !token.isUsable(now)) throw new InvalidResetTokenError();
    const user = await this.users.findById(token.userId);
    if (!user || user.email !== normalizeEmail(input.email)) throw new InvalidResetTokenError();

    user.setPasswordHash(await this.hasher.hash(input.newPassword));
    await this.users.save(user);
    await this.tokens.retireAllFor(user.id, now);
    await this.sessions.endAll(user.id);
  }
}
