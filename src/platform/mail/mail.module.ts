import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LogMailer } from './log-mailer.js';
import { Mailer } from './mailer.js';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      // nodemailer (about 2 MB of heap) is loaded only when SMTP_URL is set.
      useFactory: async (config: AppConfig): Promise<Mailer> => {
        if (!config.smtpUrl) return new LogMailer();
        const { SmtpMailer } = await import('./smtp-mailer.js');
        return new SmtpMailer(config.smtpUrl, config.mailFrom);
      },
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
