import { Readable } from 'node:stream';
import { MAX_IMAGE_PIXELS } from './image-uploads.js';
import type { MediaFile, MediaStore } from './media-store.js';
import { imageJobs } from './sharp.js';

/** Widths of the smaller copies lists ask for: `/media/{hash}.w480.jpg` is the card size of `/media/{hash}.jpg`. */
export const THUMBNAIL_WIDTHS = [480] as const;
const THUMBNAIL = /^([0-9a-f]{64})\.w(\d+)\.jpg$/;

/**
 * Makes the card-size copy `name` of a stored picture the first time it is asked for, and stores it next
 * to the original, so that from then on it is served like every media file. Lists stay light without a
 * second upload, and pictures stored before thumbnails existed get them too. Answers undefined when
 * `name` is no thumbnail of a stored picture, or the picture cannot be read.
 */
export async function makeThumbnail(store: MediaStore, name: string): Promise<MediaFile | undefined> {
  const match = THUMBNAIL.exec(name);
  const width = Number(match?.[2]);
  if (!match || !(THUMBNAIL_WIDTHS as readonly number[]).includes(width)) return undefined;
  const original = await store.open(`${match[1]}.jpg`);
  if (!original) return undefined;
  const stored = Buffer.concat(await original.body.toArray());
  const bytes = await imageJobs.run((sharp) =>
    sharp(stored, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
      .catch(() => undefined),
  );
  if (!bytes) return undefined; // a picture sharp cannot read: 404, and the client shows its fallback
  await store.saveAs(name, bytes);
  return { body: Readable.from([bytes]), size: bytes.length, contentType: 'image/jpeg' };
}
