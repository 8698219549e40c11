import { Injectable } from '@nestjs/common';
import { ImageUploads } from '../../../platform/media/image-uploads.js';
import { InvalidRecipeImageError } from '../domain/recipe.errors.js';

/**
 * A recipe image as sent by a client: a data:image/ URL is stored as a file (longest side 1200 px,
 * JPEG 0.85) and replaced by its /media URL; http(s):// and / addresses are kept; blank means none.
 */
@Injectable()
export class RecipeImageInput {
  constructor(private readonly uploads: ImageUploads) {}

  async resolve(imageUrl: string | null | undefined): Promise<string | null | undefined> {
    if (imageUrl === undefined) return undefined;
    const value = imageUrl?.trim();
    if (!value) return null;
    if (value.startsWith('data:image/')) return this.uploads.storeDataUrl(value);
    if (/^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//'))) return value;
    throw new InvalidRecipeImageError();
  }
}
