import { Injectable, Logger } from '@nestjs/common';
import { ImageUploads } from '../../../platform/media/image-uploads.js';
import { WebFetcher } from '../../../platform/web-fetch/web-fetcher.js';
import { type ImportedRecipe, importedRecipeFrom } from '../domain/web-import/imported-recipe.js';
import { NoRecipeOnPageError, TooManyImportsError } from '../domain/web-import/web-import.errors.js';

/** Imports per user: at most 10 a minute and 2 at the same time. */
export const IMPORTS_PER_MINUTE = 10;
export const IMPORTS_AT_ONCE = 2;

/**
 * Per-user limits of the import, decided synchronously in this process (check and take in one step,
 * so parallel requests cannot pass together). Several instances each keep their own count.
 */
@Injectable()
export class ImportRateLimiter {
  private readonly recent = new Map<number, number[]>();
  private readonly running = new Map<number, number>();

  /** Takes a slot for the user, or throws TooManyImportsError; the answer gives it back when done. */
  take(userId: number, now = Date.now()): () => void {
    const times = (this.recent.get(userId) ?? []).filter((time) => time > now - 60_000);
    const running = this.running.get(userId) ?? 0;
    if (times.length >= IMPORTS_PER_MINUTE || running >= IMPORTS_AT_ONCE) {
      this.recent.set(userId, times);
      throw new TooManyImportsError();
    }
    times.push(now);
    this.recent.set(userId, times);
    this.running.set(userId, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left > 0) this.running.set(userId, left);
      else this.running.delete(userId);
    };
  }
}

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
 */
@Injectable()
export class ImportRecipeFromUrl {
  private readonly logger = new Logger(ImportRecipeFromUrl.name);

  constructor(
    private readonly fetcher: WebFetcher,
    private readonly uploads: ImageUploads,
    private readonly limiter: ImportRateLimiter,
  ) {}

  async execute(userId: number, url: string): Promise<ImportedRecipe> {
    const release = this.limiter.take(userId);
    try {
      const page = await this.fetcher.fetchPage(url);
      // htmlparser2 (about 1 MB of heap) is loaded on the first import, not at start.
      const { readRecipePage } = await import('../domain/web-import/recipe-page.js');
      const recipe = readRecipePage(decodeHtml(page.body, page.contentType), page.url);
      if (!recipe) throw new NoRecipeOnPageError();
      const imageUrl = recipe.imageUrl ? await this.storeImage(recipe.imageUrl) : null;
      return importedRecipeFrom(recipe, page.url, imageUrl);
    } finally {
      release();
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
