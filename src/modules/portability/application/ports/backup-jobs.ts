import type { BackupRecord, BackupTrigger } from '../../domain/backup.js';

/**
 * The `backups` table: the queue of backup jobs and the list of backup files. At most one row is queued or
 * running at any time (a partial unique index), and one worker at a time, across every instance, works
 * through them (`exclusively`).
 */
export abstract class BackupJobs {
  /** A new queued row, in the caller's transaction if there is one; null when one is already queued or running. */
  abstract enqueue(trigger: BackupTrigger, requestedBy: number | null): Promise<BackupRecord | null>;
  /** Newest first, and the true total. */
  abstract page(limit: number, offset: number): Promise<{ rows: BackupRecord[]; total: number }>;
  abstract find(id: number): Promise<BackupRecord | null>;
  /** Whether a row waits for a worker (queued, or running with no worker holding it). */
  abstract pending(): Promise<boolean>;
  /**
   * Runs `work` holding the one backup worker lock of the whole database, or does nothing and answers false
   * when another worker (this instance's, another instance's or `npm run backup`'s) holds it.
   */
  abstract exclusively(work: () => Promise<void>): Promise<boolean>;
  /**
   * Only under `exclusively`: takes the oldest queued row, or a `running` one whose worker died (no worker
   * holds the lock, so nobody is writing it), and marks it running from step 0.
   */
  abstract claimNext(): Promise<BackupRecord | null>;
  abstract progress(id: number, done: number, total: number): Promise<void>;
  abstract finish(id: number, fileName: string, size: number): Promise<void>;
  abstract fail(id: number, error: string): Promise<void>;
  /** Back to the queue (the server is stopping in the middle): the next worker starts it again. */
  abstract requeue(id: number): Promise<void>;
  /** Deletes the row, in the caller's transaction; answers it as it was, or null when there is none. Never a running one. */
  abstract remove(id: number): Promise<BackupRecord | null>;
  /**
   * Deletes the scheduled backups beyond the newest `keep` finished ones (older failed ones too) and answers
   * them, so that their files can go.
   */
  abstract pruneScheduled(keep: number): Promise<BackupRecord[]>;
}
