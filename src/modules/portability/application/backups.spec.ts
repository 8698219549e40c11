import { Readable } from 'node:stream';
import { BackupInProgressError, BackupNotReadyError, type BackupRecord, BackupRunningError, type BackupTrigger } from '../domain/backup.js';
import { Backups, backupFileName } from './backups.js';
import { BackupArchive, type BackupProgress } from './ports/backup-archive.js';
import { BackupJobs } from './ports/backup-jobs.js';

/** The backups table in memory, with one lock for the whole "database". */
class MemoryJobs extends BackupJobs {
  rows: BackupRecord[] = [];
  locked = false;
  private lastId = 0;

  async enqueue(trigger: BackupTrigger, requestedBy: number | null) {
    if (this.rows.some((row) => row.status === 'queued' || row.status === 'running')) return null;
    const row: BackupRecord = {
      id: ++this.lastId,
      status: 'queued',
      trigger,
      requestedBy,
      fileName: null,
      size: null,
      progressDone: 0,
      progressTotal: 0,
      error: null,
      createdAt: new Date(),
      startedAt: null,
      finishedAt: null,
    };
    this.rows.push(row);
    return { ...row };
  }
  async page(limit: number, offset: number) {
    return { rows: [...this.rows].reverse().slice(offset, offset + limit), total: this.rows.length };
  }
  async find(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  async pending() {
    return this.rows.some((row) => row.status === 'queued' || row.status === 'running');
  }
  async exclusively(work: () => Promise<void>) {
    if (this.locked) return false;
    this.locked = true;
    try {
      await work();
      return true;
    } finally {
      this.locked = false;
    }
  }
  async claimNext() {
    const row = this.rows.find((candidate) => candidate.status === 'queued' || candidate.status === 'running');
    if (!row) return null;
    Object.assign(row, { status: 'running', startedAt: new Date(), progressDone: 0, progressTotal: 0 });
    return { ...row };
  }
  async progress(id: number, done: number, total: number) {
    Object.assign(
      this.rows.find((row) => row.id === id)!,
      { progressDone: done, progressTotal: total },
    );
  }
  async finish(id: number, fileName: string, size: number) {
    Object.assign(
      this.rows.find((row) => row.id === id)!,
      { status: 'done', fileName, size, finishedAt: new Date() },
    );
  }
  async fail(id: number, error: string) {
    Object.assign(
      this.rows.find((row) => row.id === id)!,
      { status: 'failed', error, finishedAt: new Date() },
    );
  }
  async requeue(id: number) {
    Object.assign(
      this.rows.find((row) => row.id === id)!,
      { status: 'queued', startedAt: null },
    );
  }
  async remove(id: number) {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row || row.status === 'running') return null;
    this.rows = this.rows.filter((candidate) => candidate !== row);
    return row;
  }
  async pruneScheduled(keep: number) {
    const done = this.rows.filter((row) => row.trigger === 'scheduled' && row.status === 'done');
    if (done.length < keep) return [];
    const oldestKept = done[done.length - keep]?.id ?? Infinity;
    const removed = this.rows.filter((row) => row.trigger === 'scheduled' && row.status !== 'running' && row.id < oldestKept);
    this.rows = this.rows.filter((row) => !removed.includes(row));
    return removed;
  }
}

/** Files in memory; `write` does what the test's `writing` says. */
class MemoryArchive extends BackupArchive {
  files = new Map<string, Buffer>();
  writing: (progress: BackupProgress, signal: AbortSignal) => Promise<void> = async (progress) => progress(1, 1);

  async write(name: string, progress: BackupProgress, signal: AbortSignal) {
    await this.writing(progress, signal);
    this.files.set(name, Buffer.from('zip'));
    return { size: 3 };
  }
  async open(name: string) {
    const bytes = this.files.get(name);
    return bytes ? { body: Readable.from([bytes]), size: bytes.length } : undefined;
  }
  async remove(name: string) {
    this.files.delete(name);
  }
  async removePartials() {}
}

function setup(keep = 7) {
  const jobs = new MemoryJobs();
  const archive = new MemoryArchive();
  return { jobs, archive, backups: new Backups(jobs, archive, { backupKeep: keep }) };
}

describe('Backups', () => {
  it('queues one backup at a time and writes it in the background', async () => {
    const { backups, archive } = setup();
    const queued = await backups.queue('manual', 7);
    await expect(backups.queue('manual', 8)).rejects.toBeInstanceOf(BackupInProgressError);
    await expect(backups.download(queued.id)).rejects.toBeInstanceOf(BackupNotReadyError);
    backups.process();
    await backups.idle();
    const done = await backups.get(queued.id);
    expect(done).toMatchObject({ status: 'done', fileName: expect.stringMatching(/^savor-backup-\d{8}T\d{6}Z-1\.zip$/), size: 3 });
    expect([...archive.files.keys()]).toEqual([done.fileName]);
    expect((await backups.download(queued.id)).fileName).toBe(done.fileName);
    await backups.queue('manual', 8); // free again
  });

  it('records why a backup failed, and starts the next one', async () => {
    const { backups, archive } = setup();
    archive.writing = () => Promise.reject(new Error('No space left on device'));
    const failed = await backups.queue('manual', 1);
    backups.process();
    await backups.idle();
    expect(await backups.get(failed.id)).toMatchObject({ status: 'failed', error: 'No space left on device', fileName: null });
    archive.writing = async () => undefined;
    const next = await backups.queue('manual', 1);
    backups.process();
    await backups.idle();
    expect((await backups.get(next.id)).status).toBe('done');
  });

  it('puts a backup being written back in the queue when the server stops', async () => {
    const { backups, archive, jobs } = setup();
    let started!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    archive.writing = (_progress, signal) =>
      new Promise((_, reject) => {
        started();
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      });
    const queued = await backups.queue('scheduled', null);
    backups.process();
    await writing;
    expect(jobs.rows[0].status).toBe('running');
    await backups.beforeApplicationShutdown();
    expect(await backups.get(queued.id)).toMatchObject({ status: 'queued', error: null });
    expect(archive.files.size).toBe(0);
    // a stopped server starts no worker
    backups.process();
    await backups.idle();
    expect(jobs.rows[0].status).toBe('queued');
  });

  it('refuses to delete a running backup, and deletes a finished one with its file', async () => {
    const { backups, archive, jobs } = setup();
    const queued = await backups.queue('manual', 1);
    jobs.rows[0].status = 'running';
    await expect(backups.withdraw(queued.id)).rejects.toBeInstanceOf(BackupRunningError);
    jobs.rows[0].status = 'queued';
    backups.process();
    await backups.idle();
    const removed = await backups.withdraw(queued.id);
    await backups.discardFile(removed);
    expect(archive.files.size).toBe(0);
    await expect(backups.get(queued.id)).rejects.toThrow('Backup not found');
  });

  it('keeps the newest BACKUP_KEEP scheduled backups, and every hand-made one', async () => {
    const { backups, archive, jobs } = setup(2);
    for (const trigger of ['manual', 'scheduled', 'scheduled', 'scheduled', 'manual'] as const) {
      await backups.queue(trigger, null);
      backups.process();
      await backups.idle();
    }
    expect(jobs.rows.map((row) => `${row.id}:${row.trigger}`)).toEqual(['1:manual', '3:scheduled', '4:scheduled', '5:manual']);
    expect(archive.files.size).toBe(4);
  });
});

it('names a backup file by its time and id', () => {
  expect(backupFileName(42, new Date('2026-11-28T03:00:05.123Z'))).toBe('savor-backup-20261128T030005Z-42.zip');
});
