import { Injectable } from '@nestjs/common';
import { parseImageDataUrl } from '../../../platform/media/data-url.js';
import { ImageUploads, InvalidImageError } from '../../../platform/media/image-uploads.js';
import { PhotoNotImageError } from '../domain/feedback.errors.js';

/** Whether the first bytes announce a JPEG, PNG or WEBP image. */
function isJpegPngOrWebp(head: Buffer): boolean {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  return head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
}

/**
 * A community photo as sent by a client: a data URL whose bytes are a JPEG, PNG or WEBP image (the
 * declared type does not count), decoded, downscaled to 1200 px and stored as JPEG 0.85. Answers its
 * /media URL; anything else is PhotoNotImageError, and nothing is stored.
 */
@Injectable()
export class RecipePhotoInput {
  constructor(private readonly uploads: ImageUploads) {}

  async store(dataUrl: string): Promise<string> {
    const image = parseImageDataUrl(dataUrl.trim());
    if (!image || !isJpegPngOrWebp(image.bytes)) throw new PhotoNotImageError();
    try {
      return await this.uploads.storeBytes(image.bytes, { maxSide: 1200, quality: 85 });
    } catch (error) {
      if (error instanceof InvalidImageError) throw new PhotoNotImageError();
      throw error;
    }
  }
}
