import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { ImportRecipeFromUrl } from '../../application/import-recipe-from-url.js';
import { WebPageFetcher } from '../../application/ports/web-page-fetcher.js';
import { SafeWebFetcher } from './safe-web-fetcher.js';

export { UrlImportController } from '../http/url-import.controller.js';

/** The web-page import's bindings (issue 20), kept here so ai.module.ts changes by two lines. */
export const urlImportProviders: Provider[] = [
  {
    provide: WebPageFetcher,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => new SafeWebFetcher({ allowLoopback: config.urlImportAllowLoopback === true }),
  },
  ImportRecipeFromUrl,
];
