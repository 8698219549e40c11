import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { TooManyResetRequestsError } from '../domain/auth.errors.js';
import { PasswordResetToken, RESET_TOKEN_LIFETIME_MINUTES } from '../domain/password-reset-token.js';
import { normalizeEmail } from '../domain/user.js';
import { AttemptLog } from './ports/attempt-log.js';
import { PasswordResetTokens } from './ports/password-reset-tokens.js';
import { UserRepository } from './ports/user.repository.js';

export const RESET_REQUEST_ANSWER =
  'If an account exists for this email, we have sent a link to reset its password. It expires in 30 minutes.';
const WINDOW_MINUTES = 15;
const MAX_PER_EMAIL = 3;
const MAX_PER_ADDRESS = 10;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

@Injectable()
export class RequestPasswordReset {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly users: UserRepository,
    private readonly tokens: PasswordResetTokens,
    private readonly attempts: AttemptLog,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers the same whether or not the account exists; mails a link only when it does. */
  async execute(rawEmail: string, clientAddress: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const now = new Date();
    const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
    const emailKey = `reset:${email}`;
    const addressKey = `reset-address:${clientAddress}`;
    const [byEmail, byAddress] = await Promise.all([
      this.attempts.countSince(emailKey, since),
      this.attempts.countSince(addressKey, since),
    ]);
    if (byEmail >= MAX_PER_EMAIL || byAddress >= MAX_PER_ADDRESS) throw new TooManyResetRequestsError();
    await this.attempts.record([emailKey, addressKey], now);

    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.tokens.save(new PasswordResetToken(user.id, hashResetToken(token), now));
    const link = `${this.config.publicBaseUrl}/reset-password?token=${token}`;
    try {
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your Savor password',
        text:
          `Hi ${user.name},\n\nSomeone (hopefully you) asked to reset the password of your Savor account.\n` +
          `Open this link within ${RESET_TOKEN_LIFETIME_MINUTES} minutes to choose a new password:\n\n${link}\n\n` +
          'If you did not ask for this, ignore this message: your password stays the same.\n\nSavor',
      });
    } catch (error) {
      // The answer must not reveal whether the account exists, so a mail failure is logged, not returned.
      this.logger.error(`Could not send the reset mail: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
