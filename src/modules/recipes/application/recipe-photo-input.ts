import { Injectable } from '@nestjs/common';
import { ImageUploads, InvalidImageError } from '../../../platform/media/image-uploads.js';
import { PhotoNotImageError } from '../domain/feedback.errors.js';

const DATA_URL = /^data:image\/[A-Za-z0-9.+-]{1,30};base64,([A-Za-z0-9+/=\s]+)$/;

/** The format the first bytes announce: JPEG, PNG or WEBP, or undefined for anything else. */
function imageFormat(head: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
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
    const match = DATA_URL.exec(dataUrl.trim());
    if (!match) throw new PhotoNotImageError();
    const payload = match[1].replace(/\s/g, '');
    const format = imageFormat(Buffer.from(payload.slice(0, 16), 'base64'));
    if (!format) throw new PhotoNotImageError();
    try {
      return await this.uploads.storeDataUrl(`data:image/${format};base64,${payload}`, { maxSide: 1200, quality: 85 });
    } catch (error) {
      if (error instanceof InvalidImageError) throw new PhotoNotImageError();
      throw error;
    }
  }
}
