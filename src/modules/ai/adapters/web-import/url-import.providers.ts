import type { Provider } from '@nestjs/common';
import { ImportRecipeFromUrl } from '../../application/import-recipe-from-url.js';

export { UrlImportController } from '../http/url-import.controller.js';

/** The web-page import's bindings (issue 20), kept here so ai.module.ts changes by two lines. */
export const urlImportProviders: Provider[] = [ImportRecipeFromUrl];
