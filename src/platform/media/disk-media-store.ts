import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MediaStore } from './media-store.js';

export const MEDIA_URL_PREFIX = '/media/';

/** Content-addressed files under DATA_DIR/media: the same bytes always get the same URL. */
export class DiskMediaStore extends MediaStore {
  constructor(private readonly directory: string) {
    super();
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
    const path = join(this.directory, name);
    if (!existsSync(path)) {
      await mkdir(this.directory, { recursive: true });
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    }
    return `${MEDIA_URL_PREFIX}${name}`;
  }
}
