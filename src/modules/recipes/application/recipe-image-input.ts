import { Injectable } from '@nestjs/common';
import { perMinutes, RateLimiter } from '../../../platform/database/rate-limiter.js';
import { ImageUploads } from '../../../platform/media/image-uploads.js';
import { WebFetcher } from '../../../platform/web-fetch/web-fetcher.js';
import { InvalidRecipeImageError, RecipeImageUnreachableError, TooManyPictureFetchesError } from '../domain/recipe.errors.js';

const RECIPE_IMAGE = { maxSide: 1200, quality: 85 };
/** Outside pictures a cook may have fetched in a minute: each costs the server a download and a decode. */
export const PICTURE_FETCHES_PER_MINUTE = 10;

/**
 * A recipe image as sent by a client, stored as a file (longest side 1200 px, JPEG 0.85) and replaced
 * by its /media URL: a data:image/ URL, or an outside http(s):// address fetched once through the safe
 * fetcher (at most 10 a minute per cook), so that viewers' browsers never load a third party's picture
 * (no tracking pixels). / paths are kept, the current picture stays as it is, blank means none.
 */
@Injectable()
export class RecipeImageInput {
  constructor(
    private readonly uploads: ImageUploads,
    private readonly fetcher: WebFetcher,
    private readonly limiter: RateLimiter,
  ) {}

  async resolve(cookId: number, imageUrl: string | null | undefined, current?: string | null): Promise<string | null | undefined> {
    if (imageUrl === undefined) return undefined;
    const value = imageUrl?.trim();
    if (!value) return null;
    if (value === current) return current;
    if (value.startsWith('data:image/')) return this.uploads.storeDataUrl(value, RECIPE_IMAGE);
    if (/^https?:\/\//i.test(value)) return this.uploads.storeBytes(await this.fetchPicture(cookId, value), RECIPE_IMAGE);
    if (value.startsWith('/') && !value.startsWith('//')) return value;
    throw new InvalidRecipeImageError();
  }

  private async fetchPicture(cookId: number, url: string): Promise<Buffer> {
    await this.limiter.takeOrRefuse(
      [perMinutes(1, `picture-fetch:${cookId}`, PICTURE_FETCHES_PER_MINUTE, new Date())],
      () => new TooManyPictureFetchesError(),
    );
    try {
      return (await this.fetcher.fetchImage(url)).body;
    } catch {
      throw new RecipeImageUnreachableError();
    }
  }
}
