import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BackupJobs } from '../../application/ports/backup-jobs.js';
import type { BackupRecord, BackupTrigger } from '../../domain/backup.js';

/** The backup worker's advisory lock (two-key form; 727 is the scheduled jobs' namespace, see runOncePerTick). */
const WORKER_LOCK = [727, 49_001] as const;

const COLUMNS = `id, status, trigger, requested_by as "requestedBy", file_name as "fileName", size::float8 as size,
  progress_done as "progressDone", progress_total as "progressTotal", error, created_at as "createdAt",
  started_at as "startedAt", finished_at as "finishedAt"`;

type Row = Omit<BackupRecord, 'createdAt' | 'startedAt' | 'finishedAt'> & { createdAt: string; startedAt: string | null; finishedAt: string | null };

/** The driver hands timestamps over as PostgreSQL's text ('2026-11-28 13:40:17.024+00'). */
const toRecord = (row: Row): BackupRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  startedAt: row.startedAt ? new Date(row.startedAt) : null,
  finishedAt: row.finishedAt ? new Date(row.finishedAt) : null,
});

/** Through the context's EntityManager: the dashboard's queue and delete join the admin command's transaction. */
@Injectable()
export class SqlBackupJobs extends BackupJobs {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** `on conflict do nothing`: the partial unique index `backups_one_pending` decides, atomically, across instances. */
  async enqueue(trigger: BackupTrigger, requestedBy: number | null): Promise<BackupRecord | null> {
    const [row] = await this.em.execute<Row[]>(
      `insert into backups (trigger, requested_by) values (?, ?) on conflict do nothing returning ${COLUMNS}`,
      [trigger, requestedBy],
    );
    return row ? toRecord(row) : null;
  }

  /** One statement: the total, and the page (past the last page, one row of the total and nulls). */
  async page(limit: number, offset: number): Promise<{ rows: BackupRecord[]; total: number }> {
    const rows = await this.em.execute<(Row & { total: number })[]>(
      `select c.total, b.* from (select count(*)::int as total from backups) c
       left join lateral (select ${COLUMNS} from backups order by created_at desc, id desc limit ? offset ?) b on true
       order by b."createdAt" desc, b.id desc`,
      [limit, offset],
    );
    return { rows: rows[0].id === null ? [] : rows.map(({ total: _total, ...row }) => toRecord(row)), total: rows[0].total };
  }

  async find(id: number): Promise<BackupRecord | null> {
    const [row] = await this.em.execute<Row[]>(`select ${COLUMNS} from backups where id = ?`, [id]);
    return row ? toRecord(row) : null;
  }

  async pending(): Promise<boolean> {
    const [row] = await this.em.execute<{ pending: boolean }[]>(
      `select exists (select 1 from backups where status in ('queued', 'running')) as pending`,
    );
    return row.pending;
  }

  /**
   * A session-level advisory lock on a connection of its own, held while `work` runs: no transaction stays
   * open for the length of a backup, and a worker that dies takes its connection, so its lock, with it.
   */
  async exclusively(work: () => Promise<void>): Promise<boolean> {
    const pool = await this.em.getConnection().getNativeClient();
    const client = await pool.connect();
    let broken = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [...WORKER_LOCK]);
      if (!rows[0].locked) return false;
      try {
        await work();
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [...WORKER_LOCK]).catch(() => (broken = true));
      }
      return true;
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      // A connection that may still hold the lock is closed, not pooled.
      client.release(broken);
    }
  }

  async claimNext(): Promise<BackupRecord | null> {
    const [row] = await this.em.execute<Row[]>(
      `update backups set status = 'running', started_at = now(), finished_at = null, progress_done = 0, progress_total = 0, error = null
       where id = (select id from backups where status in ('queued', 'running') order by id limit 1 for update skip locked)
       returning ${COLUMNS}`,
    );
    return row ? toRecord(row) : null;
  }

  async progress(id: number, done: number, total: number): Promise<void> {
    await this.em.execute(`update backups set progress_done = ?, progress_total = ? where id = ? and status = 'running'`, [done, total, id], 'run');
  }

  async finish(id: number, fileName: string, size: number): Promise<void> {
    await this.em.execute(
      `update backups set status = 'done', file_name = ?, size = ?, progress_done = progress_total, finished_at = now() where id = ?`,
      [fileName, size, id],
      'run',
    );
  }

  async fail(id: number, error: string): Promise<void> {
    await this.em.execute(`update backups set status = 'failed', error = ?, finished_at = now() where id = ?`, [error.slice(0, 1000), id], 'run');
  }

  async requeue(id: number): Promise<void> {
    await this.em.execute(
      `update backups set status = 'queued', started_at = null, progress_done = 0, progress_total = 0 where id = ? and status = 'running'`,
      [id],
      'run',
    );
  }

  async remove(id: number): Promise<BackupRecord | null> {
    const [row] = await this.em.execute<Row[]>(`delete from backups where id = ? and status <> 'running' returning ${COLUMNS}`, [id]);
    return row ? toRecord(row) : null;
  }

  async pruneScheduled(keep: number): Promise<BackupRecord[]> {
    const rows = await this.em.execute<Row[]>(
      `delete from backups where trigger = 'scheduled' and status in ('done', 'failed')
         and id < coalesce((select case when count(*) = ? then min(id) end
           from (select id from backups where trigger = 'scheduled' and status = 'done' order by id desc limit ?) kept), 0)
       returning ${COLUMNS}`,
      [keep, keep],
    );
    return rows.map(toRecord);
  }
}
