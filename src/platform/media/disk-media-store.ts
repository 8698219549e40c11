import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_URL_PREFIX, type MediaFile, MediaStore, mediaContentType, type StoredMedia } from './media-store.js';

/**
 * Content-addressed files in a directory (MEDIA_DIR, by default DATA_DIR/media): the same bytes always
 * get the same URL. Several instances can share it as a mounted directory.
 */
export class DiskMediaStore extends MediaStore {
  constructor(private readonly directory: string) {
    super();
  }

  /**
   * Each writer uses its own temporary file, then renames it into place: a rename replaces atomically,
   * so parallel saves of the same bytes all succeed and readers never see a partial file. Bytes already
   * stored only get a new modification time: the media janitor then leaves the file a day more, so a
   * new reference to an old file is committed before the janitor could take the file for unused.
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
    } else {
      const now = new Date();
      await utimes(path, now, now).catch(() => undefined);
    }
    return `${MEDIA_URL_PREFIX}${name}`;
  }

  async *list(): AsyncIterable<StoredMedia> {
    const directory = await opendir(this.directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!directory) return;
    for await (const entry of directory) {
      if (!entry.isFile()) continue;
      const modifiedAt = await this.modifiedAt(entry.name);
      if (modifiedAt) yield { name: entry.name, modifiedAt };
    }
  }

  async modifiedAt(name: string): Promise<Date | undefined> {
    return (await stat(join(this.directory, name)).catch(() => undefined))?.mtime;
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.directory, name), { force: true });
  }

  async open(name: string): Promise<MediaFile | undefined> {
    const handle = await open(join(this.directory, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    const stats = await handle?.stat().catch(() => undefined);
    if (!handle || !stats?.isFile()) {
      await handle?.close();
      return undefined;
    }
    return { body: handle.createReadStream(), size: stats.size, contentType: mediaContentType(name) ?? 'application/octet-stream' };
  }
}
