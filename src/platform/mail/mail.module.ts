import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LogMailer } from './log-mailer.js';
import { Mailer } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new LogMailer()),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
