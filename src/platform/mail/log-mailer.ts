import { Logger } from '@nestjs/common';
import { Mailer, type MailMessage } from './mailer.js';

/** Development outbox: without SMTP_URL, mail (links included) is written to the server log. */
export class LogMailer extends Mailer {
  private readonly logger = new Logger('Mail');

  send(message: MailMessage): Promise<void> {
    this.logger.log(`To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`);
    return Promise.resolve();
  }
}
