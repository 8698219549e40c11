import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SafeWebFetcher } from './safe-web-fetcher.js';
import { WebFetcher } from './web-fetcher.js';

@Global()
@Module({
  providers: [
    {
      provide: WebFetcher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SafeWebFetcher({ allowLoopback: config.urlImportAllowLoopback === true }),
    },
  ],
  exports: [WebFetcher],
})
export class WebFetchModule {}
