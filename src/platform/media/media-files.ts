import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type MediaStore, mediaContentType } from './media-store.js';
import { makeThumbnail } from './media-thumbnails.js';
import { ImageQueueFullError } from './sharp.js';

/** A stored file's name: one path segment, no leading dot. */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

/**
 * Serves `/media/{name}` from the media store, whichever it is (a directory or a bucket), so media URLs
 * never depend on where files live. Names are content hashes: a name never changes its bytes, so every
 * file is cached for a year (immutable). A missing card-size copy is made on the spot.
 */
export function mediaFiles(store: MediaStore) {
  const logger = new Logger('Media');
  return async (req: Request, res: Response): Promise<void> => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !FILE_NAME.test(name) || name.includes('..') || !mediaContentType(name)) {
      return notFound(res);
    }
    try {
      const file = (await store.open(name)) ?? (await makeThumbnail(store, name));
      if (res.destroyed) {
        file?.body.destroy(); // the client went away while the file was opened
        return;
      }
      if (!file) return notFound(res);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', file.size);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (req.method === 'HEAD') {
        file.body.destroy();
        res.end();
        return;
      }
      await pipeline(file.body, res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy(); // the client went away, or the store failed mid-file
        return;
      }
      if (error instanceof ImageQueueFullError) {
        res.status(503).json({ message: error.message, code: error.code });
        return;
      }
      logger.error(error);
      res.status(500).json({ message: 'Internal server error' });
    }
  };
}
