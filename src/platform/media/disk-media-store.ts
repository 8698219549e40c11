import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MediaStore } from './media-store.js';

export const MEDIA_URL_PREFIX = '/media/';

/** Content-addressed files under DATA_DIR/media: the same bytes always get the same URL. */
export class DiskMediaStore extends MediaStore {
  constructor(private readonly directory: string) {
    super();
  }

  /**
   * Each writer uses its own temporary file, then renames it into place: a rename replaces atomically,
   * so parallel saves of the same bytes all succeed and readers never see a partial file.
   */
  save(bytes: Buffer, extension: string): Promise<string> {
    return this.saveAs(`${createHash('sha256').update(bytes).digest('hex')}.${extension}`, bytes);
  }

  async saveAs(name: string, bytes: Buffer): Promise<string> {
    const path = join(this.directory, name);
    if (!existsSync(path)) {
      await mkdir(this.directory, { recursive: true });
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
    }
    return `${MEDIA_URL_PREFIX}${name}`;
  }
}
