import type { Readable } from 'node:stream';

/** A step of writing a backup: one table, or one media file. */
export type BackupProgress = (done: number, total: number) => void;

/** The backup files in BACKUP_DIR: written from the database and the media store, read for download, removed. */
export abstract class BackupArchive {
  /**
   * Writes the whole database (one consistent snapshot) and every media file into the file `name`,
   * reporting each step; stops with an AbortError when `signal` aborts. Answers the file's size in bytes.
   * The file appears under its name only once complete.
   */
  abstract write(name: string, progress: BackupProgress, signal: AbortSignal): Promise<{ size: number }>;
  /** The file for reading, or undefined when it is not there. */
  abstract open(name: string): Promise<{ body: Readable; size: number } | undefined>;
  /** Deletes the file; nothing when there is none. */
  abstract remove(name: string): Promise<void>;
  /** Deletes the half-written files an interrupted worker left behind (only under the worker lock). */
  abstract removePartials(): Promise<void>;
}
