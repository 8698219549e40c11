import type { Readable } from 'node:stream';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import {
  BackupFileMissingError,
  BackupInProgressError,
  BackupNotFoundError,
  BackupNotReadyError,
  type BackupRecord,
  BackupRunningError,
  type BackupTrigger,
} from '../domain/backup.js';
import { BackupArchive } from './ports/backup-archive.js';
import { BackupJobs } from './ports/backup-jobs.js';

export const BACKUPS_PAGE = 50;
/** The progress of a running backup is written at most this often. */
const PROGRESS_EVERY_MS = 500;

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '')
    .replaceAll('-', '');
/** `savor-backup-20261128T134017Z-42.zip`: sorts by time, and names its row. */
export const backupFileName = (id: number, at: Date) => `savor-backup-${stamp(at)}-${id}.zip`;

/**
 * Backups (issue 49): the facade the admin dashboard and the command line use, and the worker that writes
 * them. A backup is queued as a row of `backups` (one queued or running at a time, else
 * BackupInProgressError: 409), then written in the background by one worker across every instance; a
 * restart, here or on another instance, redoes a backup whose worker stopped. Calls that change rows join
 * the caller's transaction (the admin commands write their audit row in it); `process()` starts the
 * worker once that transaction has committed.
 */
@Injectable()
export class Backups implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private readonly stopping = new AbortController();
  private worker?: Promise<void>;

  constructor(
    private readonly jobs: BackupJobs,
    private readonly archive: BackupArchive,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'backupKeep'>,
  ) {}

  /** Queues a backup; BackupInProgressError while another one is queued or running. */
  async queue(trigger: BackupTrigger, requestedBy: number | null): Promise<BackupRecord> {
    const row = await this.jobs.enqueue(trigger, requestedBy);
    if (!row) throw new BackupInProgressError();
    return row;
  }

  /** Newest first, and the true total. */
  page(limit = BACKUPS_PAGE, offset = 0): Promise<{ rows: BackupRecord[]; total: number }> {
    return this.jobs.page(limit, offset);
  }

  async get(id: number): Promise<BackupRecord> {
    const row = await this.jobs.find(id);
    if (!row) throw new BackupNotFoundError();
    return row;
  }

  /** A finished backup's file: 404 for none, 409 while it is not done. */
  async download(id: number): Promise<{ body: Readable; size: number; fileName: string }> {
    const row = await this.get(id);
    if (row.status !== 'done' || !row.fileName) throw new BackupNotReadyError(row.status);
    const file = await this.archive.open(row.fileName);
    if (!file) throw new BackupFileMissingError();
    return { ...file, fileName: row.fileName };
  }

  /**
   * Deletes the row of a backup that is not running (its file goes with `discardFile` once the caller's
   * transaction has committed): 404 for none, 409 for a running one.
   */
  async withdraw(id: number): Promise<BackupRecord> {
    const removed = await this.jobs.remove(id);
    if (removed) return removed;
    throw (await this.jobs.find(id)) ? new BackupRunningError() : new BackupNotFoundError();
  }

  async discardFile(backup: BackupRecord): Promise<void> {
    if (backup.fileName) await this.archive.remove(backup.fileName);
  }

  /** Starts the worker in the background unless this instance's is at work already (it then takes new rows too). */
  process(): void {
    if (this.worker || this.stopping.signal.aborted) return;
    this.worker = this.work()
      .catch((error: unknown) => this.logger.error(`The backup worker stopped: ${describe(error)}`))
      .finally(() => (this.worker = undefined));
  }

  /** Resolves once this instance's worker has nothing left to do. */
  async idle(): Promise<void> {
    while (this.worker) await this.worker;
  }

  /** Whether a backup waits for a worker: the scheduler's cue to start one here. */
  pending(): Promise<boolean> {
    return this.jobs.pending();
  }

  /** After a daily backup: the scheduled ones beyond the newest BACKUP_KEEP finished ones go, rows and files. */
  async prune(): Promise<number> {
    const removed = await this.jobs.pruneScheduled(this.config.backupKeep);
    for (const backup of removed) await this.discardFile(backup);
    return removed.length;
  }

  /**
   * The server is stopping: a backup being written goes back to the queue (the next worker starts it again).
   * Before the shutdown hooks, which close what the worker writes with (the S3 client).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.idle();
  }

  /**
   * Works through the queue holding the worker lock; then looks once more, so that a backup queued just as
   * the lock was let go (whose asker found it taken) is not left waiting for the next scheduler tick.
   */
  private async work(): Promise<void> {
    const signal = this.stopping.signal;
    // A backup comes round once per run of the worker: one whose end could not be recorded is not rewritten in a loop.
    const done = new Set<number>();
    let claimed = true;
    while (claimed && !signal.aborted) {
      claimed = false;
      const ran = await this.jobs.exclusively(async () => {
        await this.archive.removePartials();
        for (let job = await this.jobs.claimNext(); job && !done.has(job.id); job = signal.aborted ? null : await this.jobs.claimNext()) {
          claimed = true;
          done.add(job.id);
          await this.run(job);
        }
      });
      // Another worker holds the lock (it takes the queue), or the queue is empty now.
      if (!ran || !(await this.jobs.pending())) return;
    }
  }

  private async run(job: BackupRecord): Promise<void> {
    const signal = this.stopping.signal;
    const started = Date.now();
    const fileName = backupFileName(job.id, new Date());
    let latest = { done: 0, total: 0 };
    let lastWrite = 0;
    let writing: Promise<void> | undefined;
    const report = (done: number, total: number) => {
      latest = { done, total };
      if (writing || Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      writing = this.jobs
        .progress(job.id, done, total)
        .catch((error: unknown) => this.logger.warn(`Backup ${job.id}: progress not recorded (${describe(error)})`))
        .finally(() => (writing = undefined));
    };
    try {
      const { size } = await this.archive.write(fileName, report, signal);
      await writing;
      await this.jobs.finish(job.id, fileName, size);
      this.logger.log(
        `Backup ${job.id} written to ${fileName} (${size} bytes, ${latest.total} steps) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (job.trigger === 'scheduled') await this.prune();
    } catch (error) {
      await writing;
      if (signal.aborted) {
        await this.jobs.requeue(job.id);
        this.logger.log(`Backup ${job.id} interrupted by the shutdown: queued again`);
        return;
      }
      this.logger.error(`Backup ${job.id} failed: ${describe(error)}`);
      await this.jobs.fail(job.id, describe(error));
    }
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
