import { Injectable } from '@nestjs/common';
import { TooManyResetRequestsError } from '../domain/auth.errors.js';
import { normalizeEmail } from '../domain/user.js';
import { AccountMail } from './account-mail.js';
import { MailRequestLimit } from './mail-request-limit.js';
import { UserRepository } from './ports/user.repository.js';

export const RESET_REQUEST_ANSWER = 'If an account exists for this email, we have sent a link to reset its password. It expires in 30 minutes.';

@Injectable()
export class RequestPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly limit: MailRequestLimit,
    private readonly mail: AccountMail,
  ) {}

  /** Answers the same whether or not the account exists; mails a link only when it does. */
  async execute(rawEmail: string, clientAddress: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.limit.take('reset', email, clientAddress, () => new TooManyResetRequestsError());
    const user = await this.users.findByEmail(email);
    if (user) await this.mail.sendPasswordResetLink(user);
  }
}
