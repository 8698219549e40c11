import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { hashAccountToken } from '../domain/account-token.js';
import {
  EmailAlreadyVerifiedError,
  InvalidVerificationTokenError,
  TooManyVerificationRequestsError,
  UserNotFoundError,
} from '../domain/auth.errors.js';
import { AccountMail } from './account-mail.js';
import { MailRequestLimit } from './mail-request-limit.js';
import { AccountTokens } from './ports/account-tokens.js';
import { UserRepository } from './ports/user.repository.js';

/** Opens the mailed link: marks the address verified (and grants admin if ADMIN_EMAILS lists it). */
@Injectable()
export class VerifyEmail {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: AccountTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(secret: string): Promise<void> {
    const now = new Date();
    const userId = await this.tokens.consume('email-verification', hashAccountToken(secret), now);
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user) throw new InvalidVerificationTokenError();
    user.verifyEmail(this.config.adminEmails);
    await this.users.save(user);
    await this.tokens.retireAll(user.id, 'email-verification', now);
  }
}

/** Mails a fresh verification link to the signed-in account, limited like reset requests. */
@Injectable()
export class ResendEmailVerification {
  constructor(
    private readonly users: UserRepository,
    private readonly limit: MailRequestLimit,
    private readonly mail: AccountMail,
  ) {}

  async execute(userId: number, clientAddress: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    if (user.emailVerified) throw new EmailAlreadyVerifiedError();
    await this.limit.take('verify', user.email, clientAddress, () => new TooManyVerificationRequestsError());
    await this.mail.sendVerificationLink(user);
  }
}
