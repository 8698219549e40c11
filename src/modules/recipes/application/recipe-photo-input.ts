import { Injectable } from '@nestjs/common';
import { parseImageDataUrl } from '../../../platform/media/data-url.js';
import { sniffImageFormat } from '../../../platform/media/image-bytes.js';
import { ImageUploads, InvalidImageError } from '../../../platform/media/image-uploads.js';
import { PhotoNotImageError } from '../domain/feedback.errors.js';

/**
 * A community photo as sent by a client: a data URL whose bytes are a JPEG, PNG, WEBP or GIF image (the
 * declared type does not count), decoded, downscaled to 1200 px and stored as JPEG 0.85. Answers its
 * /media URL; anything else is PhotoNotImageError, and nothing is stored.
 */
@Injectable()
export class RecipePhotoInput {
  constructor(private readonly uploads: ImageUploads) {}

  async store(dataUrl: string): Promise<string> {
    const image = parseImageDataUrl(dataUrl.trim());
    if (!image || !sniffImageFormat(image.bytes)) throw new PhotoNotImageError();
    try {
      return await this.uploads.storeBytes(image.bytes, { maxSide: 1200, quality: 85 });
    } catch (error) {
      if (error instanceof InvalidImageError) throw new PhotoNotImageError();
      throw error;
    }
  }
}
