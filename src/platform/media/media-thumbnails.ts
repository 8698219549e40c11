import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { MediaStore } from './media-store.js';
import { loadSharp } from './sharp.js';

/** Widths of the smaller copies lists ask for: `/media/{hash}.w480.jpg` is the card size of `/media/{hash}.jpg`. */
export const THUMBNAIL_WIDTHS = [480] as const;
const THUMBNAIL = /^\/([0-9a-f]{64})\.w(\d+)\.jpg$/;

/**
 * Makes a card-size copy of a stored picture the first time it is asked for, next to the original; from
 * then on the static handler serves it (immutable, like every media file). Lists stay light without a
 * second upload, and pictures stored before thumbnails existed get them too.
 */
export function mediaThumbnails(directory: string, store: Pick<MediaStore, 'saveAs'>) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const match = THUMBNAIL.exec(req.path);
    const width = Number(match?.[2]);
    if (!match || !(THUMBNAIL_WIDTHS as readonly number[]).includes(width) || existsSync(join(directory, req.path))) return next();
    const original = join(directory, `${match[1]}.jpg`);
    if (!existsSync(original)) return next();
    try {
      const sharp = await loadSharp();
      const bytes = await sharp(original).resize({ width, withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
      await store.saveAs(req.path.slice(1), bytes);
    } catch {
      // A picture sharp cannot read: the static handler answers 404 and the client shows its fallback.
    }
    next();
  };
}
