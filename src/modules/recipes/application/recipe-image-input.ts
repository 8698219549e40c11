import { Injectable } from '@nestjs/common';
import { ImageUploads } from '../../../platform/media/image-uploads.js';
import { WebFetcher } from '../../../platform/web-fetch/web-fetcher.js';
import { InvalidRecipeImageError, RecipeImageUnreachableError } from '../domain/recipe.errors.js';

const RECIPE_IMAGE = { maxSide: 1200, quality: 85 };

/**
 * A recipe image as sent by a client, stored as a file (longest side 1200 px, JPEG 0.85) and replaced
 * by its /media URL: a data:image/ URL, or an outside http(s):// address fetched once through the safe
 * fetcher, so that viewers' browsers never load a third party's picture (no tracking pixels). / paths
 * are kept, the current picture stays as it is, blank means none.
 */
@Injectable()
export class RecipeImageInput {
  constructor(
    private readonly uploads: ImageUploads,
    private readonly fetcher: WebFetcher,
  ) {}

  async resolve(imageUrl: string | null | undefined, current?: string | null): Promise<string | null | undefined> {
    if (imageUrl === undefined) return undefined;
    const value = imageUrl?.trim();
    if (!value) return null;
    if (value === current) return current;
    if (value.startsWith('data:image/')) return this.uploads.storeDataUrl(value, RECIPE_IMAGE);
    if (/^https?:\/\//i.test(value)) return this.uploads.storeBytes(await this.fetchPicture(value), RECIPE_IMAGE);
    if (value.startsWith('/') && !value.startsWith('//')) return value;
    throw new InvalidRecipeImageError();
  }

  private async fetchPicture(url: string): Promise<Buffer> {
    try {
      return (await this.fetcher.fetchImage(url)).body;
    } catch {
      throw new RecipeImageUnreachableError();
    }
  }
}
