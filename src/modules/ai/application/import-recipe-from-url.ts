import { Injectable, Logger } from '@nestjs/common';
import { perMinutes, RateLimiter } from '../../../platform/database/rate-limiter.js';
import { ImageUploads } from '../../../platform/media/image-uploads.js';
import { WebFetcher } from '../../../platform/web-fetch/web-fetcher.js';
import { type ImportedRecipe, importedRecipeFrom } from '../domain/web-import/imported-recipe.js';
import { NoRecipeOnPageError, TooManyImportsError } from '../domain/web-import/web-import.errors.js';

/** Imports per user: at most 10 a minute and 2 at the same time. */
export const IMPORTS_PER_MINUTE = 10;
export const IMPORTS_AT_ONCE = 2;
/** How long a running import holds its place at most, should its instance stop before giving it back. */
const RUNNING_IMPORT_MINUTES = 2;

/** The charset a page declares (header, then <meta>), utf-8 when none or unknown. */
function decodeHtml(body: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * POST /api/recipes/import: fetches the page safely, reads its recipe (JSON-LD, microdata, then its
 * text), downloads its picture into the media store (re-encoded as JPEG, 1200 px) and answers the
 * form's fields without saving anything. A picture that cannot be fetched or decoded is left out.
 * The per-user limits are counted in PostgreSQL, so they hold across instances.
 */
@Injectable()
export class ImportRecipeFromUrl {
  private readonly logger = new Logger(ImportRecipeFromUrl.name);

  constructor(
    private readonly fetcher: WebFetcher,
    private readonly uploads: ImageUploads,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(userId: number, url: string): Promise<ImportedRecipe> {
    const now = new Date();
    const [, running] = await this.limiter.takeOrRefuse(
      [
        perMinutes(1, `import:${userId}`, IMPORTS_PER_MINUTE, now),
        perMinutes(RUNNING_IMPORT_MINUTES, `import-running:${userId}`, IMPORTS_AT_ONCE, now),
      ],
      () => new TooManyImportsError(),
      now,
    );
    try {
      const page = await this.fetcher.fetchPage(url);
      // htmlparser2 (about 1 MB of heap) is loaded on the first import, not at start.
      const { readRecipePage } = await import('../domain/web-import/recipe-page.js');
      const recipe = readRecipePage(decodeHtml(page.body, page.contentType), page.url);
      if (!recipe) throw new NoRecipeOnPageError();
      const imageUrl = recipe.imageUrl ? await this.storeImage(recipe.imageUrl) : null;
      return importedRecipeFrom(recipe, page.url, imageUrl);
    } finally {
      await this.limiter.giveBack([running]);
    }
  }

  private async storeImage(url: string): Promise<string | null> {
    try {
      const image = await this.fetcher.fetchImage(url);
      return await this.uploads.storeBytes(image.body, { maxSide: 1200, quality: 85 });
    } catch (error) {
      this.logger.debug(`Recipe picture ${url} left out: ${(error as Error).message}`);
      return null;
    }
  }
}
