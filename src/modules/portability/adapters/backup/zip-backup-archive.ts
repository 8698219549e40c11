import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ZipFile } from 'yazl';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { MediaStore } from '../../../../platform/media/media-store.js';
import { BackupArchive, type BackupProgress } from '../../application/ports/backup-archive.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  EXCLUDED_TABLES,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  SAFE_MEDIA_NAME,
  tableEntry,
} from '../../domain/backup.js';
import { DatabaseSnapshot } from './database-snapshot.js';

const PARTIAL = '.partial';

/**
 * A backup is one zip file: `manifest.json` (what it holds, written last), `db/<table>.jsonl` (one JSON row a
 * line, deflated) and `media/<name>` (the media files as stored, not recompressed). Zip because its central
 * directory lets a restore read the manifest first and the entries in any order, and because any archive
 * tool opens it; yazl writes it as a stream (zip64 past 4 GB), so neither the rows nor the files are ever
 * all in memory.
 */
@Injectable()
export class ZipBackupArchive extends BackupArchive {
  private readonly logger = new Logger('Backups');
  private readonly directory: string;

  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.directory = config.backupDir;
  }

  async write(name: string, progress: BackupProgress, signal: AbortSignal): Promise<{ size: number }> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const path = join(this.directory, name);
    const partial = `${path}${PARTIAL}`;
    const zip = new ZipFile();
    // Readable by this account only: the file holds every account's email and password hash.
    const output = createWriteStream(partial, { mode: 0o600 });
    const written = pipeline(zip.outputStream as Readable, output, { signal });
    const zipFailed = new Promise<never>((_, reject) => zip.on('error', reject));
    // Whichever comes first: the entry read whole, or the archive failing (a full disk, an abort).
    const settled = (entry: NodeJS.ReadableStream) =>
      Promise.race([finished(entry), written.then(() => Promise.reject(new Error('The archive ended early'))), zipFailed]);
    written.catch(() => undefined);
    zipFailed.catch(() => undefined);
    try {
      const pool = await this.em.getConnection().getNativeClient();
      const snapshot = await DatabaseSnapshot.open(pool);
      const tables: BackupManifest['tables'] = [];
      const mediaNames: string[] = [];
      let done = 0;
      let total = 0;
      try {
        // Listed after the snapshot was taken: every file a row of the snapshot refers to was saved before it.
        for await (const file of this.media.list()) {
          if (SAFE_MEDIA_NAME.test(file.name)) mediaNames.push(file.name);
          else this.logger.warn(`Media file ${JSON.stringify(file.name)} left out of the backup: not a name Savor writes`);
        }
        mediaNames.sort();
        total = snapshot.tables.length + mediaNames.length;
        progress(done, total);
        for (const table of snapshot.tables) {
          let rows = 0;
          const pages = snapshot.pages(table, signal);
          const lines = Readable.from(
            (async function* () {
              for await (const page of pages) {
                rows += page.length;
                yield `${page.join('\n')}\n`;
              }
            })(),
          );
          zip.addReadStream(lines, tableEntry(table.name), { mtime: snapshot.takenAt });
          // On failure the entry stops reading before the snapshot's connection goes back to the pool.
          await settled(lines).catch((error: unknown) => {
            lines.destroy();
            throw error;
          });
          tables.push({ name: table.name, rows });
          progress(++done, total);
        }
      } finally {
        await snapshot.close();
      }
      let count = 0;
      let bytes = 0;
      for (const mediaName of mediaNames) {
        signal.throwIfAborted();
        // Gone since the listing: the media janitor took a file no row had referred to for a day.
        const file = await this.media.open(mediaName);
        if (file) {
          zip.addReadStream(file.body, `${MEDIA_PREFIX}${mediaName}`, { compress: false, size: file.size, mtime: snapshot.takenAt });
          await settled(file.body).catch((error: unknown) => {
            file.body.destroy();
            throw error;
          });
          count += 1;
          bytes += file.size;
        }
        progress(++done, total);
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: snapshot.takenAt.toISOString(),
        migrations: snapshot.migrations,
        tables,
        sequences: snapshot.sequences,
        excluded: EXCLUDED_TABLES,
        media: { count, bytes },
      };
      zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_ENTRY, { mtime: snapshot.takenAt });
      zip.end();
      await Promise.race([written, zipFailed]);
      await rename(partial, path);
      return { size: (await stat(path)).size };
    } catch (error) {
      output.destroy();
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(name: string): Promise<{ body: Readable; size: number } | undefined> {
    const handle = await open(join(this.directory, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!handle) return undefined;
    const { size } = await handle.stat();
    return { body: handle.createReadStream(), size };
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.directory, name), { force: true });
  }

  async removePartials(): Promise<void> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.endsWith(PARTIAL))) await rm(join(this.directory, name), { force: true });
  }
}
