import { Injectable } from '@nestjs/common';
import type Sharp from 'sharp';
import { DomainError } from '../errors/domain-error.js';
import { parseImageDataUrl } from './data-url.js';
import { sniffImageFormat } from './image-bytes.js';
import { MEDIA_URL_PREFIX, MediaStore } from './media-store.js';
import { imageJobs } from './sharp.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** 25 megapixels (5000 × 5000): a few hundred kilobytes can announce far more, and decode to gigabytes. */
export const MAX_IMAGE_PIXELS = 25_000_000;

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

export class ImageTooManyPixelsError extends DomainError {
  readonly kind = 'too-large';
  override readonly code = 'IMAGE_TOO_MANY_PIXELS';
  constructor() {
    super('Image is too large. The maximum is 25 megapixels.');
  }
}

export interface ImageOptions {
  maxSide: number;
  quality: number;
  /**
   * A JPEG that already fits (within maxSide, upright, without metadata: what Savor itself stores) is
   * kept byte for byte once it decodes, instead of losing quality to a second encoding: a picture
   * exported from Savor comes back as the very same file.
   */
  keepFittingJpeg?: boolean;
}

/** A plain JPEG within `maxSide` (no EXIF, ICC or XMP, no orientation) whose pixels all decode. */
async function isFittingJpeg(sharp: typeof Sharp, bytes: Buffer, maxSide: number): Promise<boolean> {
  const meta = await sharp(bytes).metadata();
  const plain = meta.format === 'jpeg' && !meta.exif && !meta.icc && !meta.xmp && !meta.iptc && (meta.orientation ?? 1) === 1;
  if (!plain || Math.max(meta.width ?? 0, meta.height ?? 0) > maxSide) return false;
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
    .raw()
    .toBuffer()
    .then(
      () => true,
      () => false,
    );
}

/**
 * Turns an image sent as a data URL into a stored file: checks its bytes are a JPEG, PNG, WebP or GIF
 * within the size limits, downscales it (never up) and re-encodes it as JPEG. Answers the file's /media URL.
 */
@Injectable()
export class ImageUploads {
  constructor(private readonly store: MediaStore) {}

  isStoredMedia(url: string): boolean {
    return url.startsWith(MEDIA_URL_PREFIX) && !url.includes('..');
  }

  async storeDataUrl(dataUrl: string, options: ImageOptions = { maxSide: 1200, quality: 85 }): Promise<string> {
    const image = parseImageDataUrl(dataUrl);
    if (!image) throw new InvalidImageError();
    return this.storeBytes(image.bytes, options);
  }

  /** The same for bytes already decoded. */
  async storeBytes(bytes: Buffer, options: ImageOptions = { maxSide: 1200, quality: 85 }): Promise<string> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new ImageTooLargeError();
    if (!sniffImageFormat(bytes)) throw new InvalidImageError();
    const jpeg = await imageJobs.run(async (sharp) => {
      // The header alone (no pixel decoded) tells the size, so a decompression bomb is refused unread.
      const { width = 0, height = 0 } = await sharp(bytes)
        .metadata()
        .catch(() => {
          throw new InvalidImageError();
        });
      if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooManyPixelsError();
      if (options.keepFittingJpeg && (await isFittingJpeg(sharp, bytes, options.maxSide))) return bytes;
      try {
        return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: options.quality, mozjpeg: true })
          .toBuffer();
      } catch {
        throw new InvalidImageError();
      }
    });
    return this.store.save(jpeg, 'jpg');
  }
}
