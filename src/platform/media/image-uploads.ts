import { Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';
import { parseImageDataUrl } from './data-url.js';
import { MEDIA_URL_PREFIX, MediaStore } from './media-store.js';
import { loadSharp } from './sharp.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = new Set(['jpeg', 'jpg', 'png', 'webp', 'gif']);

export class ImageTooLargeError extends DomainError {
  readonly kind = 'too-large';
  override readonly code = 'IMAGE_TOO_LARGE';
  constructor() {
    super('Image is too large. The maximum size is 5 MB.');
  }
}

export class InvalidImageError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'INVALID_IMAGE';
  constructor() {
    super('The image could not be read. Please use a JPEG, PNG or WebP image.');
  }
}

export interface ImageOptions {
  maxSide: number;
  quality: number;
}

/**
 * Turns an image sent as a data URL into a stored file: checks it is a real image within the size
 * limit, downscales it (never up) and re-encodes it as JPEG. Answers the file's /media URL.
 */
@Injectable()
export class ImageUploads {
  constructor(private readonly store: MediaStore) {}

  isStoredMedia(url: string): boolean {
    return url.startsWith(MEDIA_URL_PREFIX) && !url.includes('..');
  }

  async storeDataUrl(dataUrl: string, options: ImageOptions = { maxSide: 1200, quality: 85 }): Promise<string> {
    const image = parseImageDataUrl(dataUrl);
    if (!image || !ACCEPTED_TYPES.has(image.declaredType)) throw new InvalidImageError();
    return this.storeBytes(image.bytes, options);
  }

  /** The same for bytes already decoded. */
  async storeBytes(bytes: Buffer, options: ImageOptions = { maxSide: 1200, quality: 85 }): Promise<string> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new ImageTooLargeError();
    const sharp = await loadSharp();
    let jpeg: Buffer;
    try {
      jpeg = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: options.quality, mozjpeg: true })
        .toBuffer();
    } catch {
      throw new InvalidImageError();
    }
    return this.store.save(jpeg, 'jpg');
  }
}
