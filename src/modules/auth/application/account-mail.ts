import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { Mailer, type MailMessage } from '../../../platform/mail/mailer.js';
import { AccountToken, ACCOUNT_TOKEN_PURPOSES } from '../domain/account-token.js';
import type { User } from '../domain/user.js';
import { AccountTokens } from './ports/account-tokens.js';

/**
 * The mail an account receives: a single-use link (password reset, email verification) or a notice.
 * A mail that cannot be sent is logged, never answered: answers must not depend on the mail server
 * (and for resets, must not reveal whether the account exists).
 */
@Injectable()
export class AccountMail {
  private readonly logger = new Logger('AccountMail');

  constructor(
    private readonly tokens: AccountTokens,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sendPasswordResetLink(user: User, now: Date = new Date()): Promise<void> {
    // The address rides along so the reset form opened from the mail has it filled in.
    const link = `${await this.issueLink(user, 'password-reset', '/reset-password', now)}&email=${encodeURIComponent(user.email)}`;
    await this.send({
      to: user.email,
      subject: 'Reset your Savor password',
      text:
        `Hi ${user.name},\n\nSomeone (hopefully you) asked to reset the password of your Savor account.\n` +
        `Open this link within ${ACCOUNT_TOKEN_PURPOSES['password-reset'].lifetimeMinutes} minutes to choose a new password:\n\n${link}\n\n` +
        'If you did not ask for this, ignore this message: your password stays the same.\n\nSavor',
    });
  }

  async sendVerificationLink(user: User, now: Date = new Date()): Promise<void> {
    const link = await this.issueLink(user, 'email-verification', '/verify-email', now);
    await this.send({
      to: user.email,
      subject: 'Confirm your email address for Savor',
      text:
        `Hi ${user.name},\n\nPlease confirm that ${user.email} is your address by opening this link within 24 hours:\n\n${link}\n\n` +
        'If you did not create a Savor account or change its email, ignore this message.\n\nSavor',
    });
  }

  async sendEmailChangedNotice(previousEmail: string, user: User): Promise<void> {
    await this.send({
      to: previousEmail,
      subject: 'Your Savor email address was changed',
      text:
        `Hi ${user.name},\n\nThe email address of your Savor account (${user.username}) was changed from ${previousEmail} ` +
        `to ${user.email}.\n\nIf you did not make this change, reset your password and contact us right away.\n\nSavor`,
    });
  }

  private async issueLink(user: User, purpose: AccountToken['purpose'], path: string, now: Date): Promise<string> {
    const { token, secret } = AccountToken.issue(user.id, purpose, user.email, now);
    await this.tokens.save(token);
    return `${this.config.publicBaseUrl}${path}?token=${secret}`;
  }

  private async send(message: MailMessage): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (error) {
      this.logger.error(`Could not send "${message.subject}": ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
