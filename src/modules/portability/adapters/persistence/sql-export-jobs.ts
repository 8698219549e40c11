import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SqlReader } from '../../../../platform/database/sql-reader.js';
import { claimNextJob } from '../../../../platform/jobs/background-jobs.js';
import { ExportAlreadyRunningError } from '../../domain/portability.errors.js';
import { ExportJobs, type ExportStatus } from '../../application/ports/export-jobs.js';

const STATUS_COLUMNS = `id, status, total, processed, file_name as "fileUrl", size, expires_at as "expiresAt", error, created_at as "createdAt"`;
const UNIQUE_VIOLATION = '23505';

@Injectable()
export class SqlExportJobs extends ExportJobs {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlReader,
  ) {
    super();
  }

  async create(userId: number): Promise<number> {
    try {
      const [row] = await this.sql.rows<{ id: number }>('insert into data_exports (user_id) values ($1) returning id', [userId]);
      return row.id;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new ExportAlreadyRunningError();
      throw error;
    }
  }

  async find(userId: number, id: number): Promise<ExportStatus | null> {
    const [row] = await this.sql.rows<ExportStatus>(`select ${STATUS_COLUMNS} from data_exports where id = $1 and user_id = $2`, [id, userId]);
    return row ?? null;
  }

  list(userId: number, limit: number): Promise<ExportStatus[]> {
    return this.sql.rows<ExportStatus>(`select ${STATUS_COLUMNS} from data_exports where user_id = $1 order by id desc limit $2`, [userId, limit]);
  }

  async claimNext(): Promise<{ id: number; userId: number } | null> {
    const id = await claimNextJob(this.em, 'data_exports');
    if (id === null) return null;
    const [row] = await this.sql.rows<{ id: number; userId: number }>('select id, user_id as "userId" from data_exports where id = $1', [id]);
    return row ?? null;
  }

  async progress(id: number, processed: number, total: number): Promise<void> {
    await this.em
      .fork()
      .execute('update data_exports set processed = ?, total = ?, heartbeat_at = now() where id = ?', [processed, total, id], 'run');
  }

  async complete(id: number, fileUrl: string, size: number, expiresAt: Date): Promise<void> {
    await this.em
      .fork()
      .execute(
        `update data_exports set status = 'done', file_name = ?, size = ?, expires_at = ?, processed = total, finished_at = now() where id = ?`,
        [fileUrl, size, expiresAt, id],
        'run',
      );
  }

  async fail(id: number, error: string): Promise<void> {
    await this.em.fork().execute(`update data_exports set status = 'failed', error = ?, finished_at = now() where id = ?`, [error, id], 'run');
  }

  async removeExpired(now: Date): Promise<string[]> {
    const rows = await this.em
      .fork()
      .execute<{ url: string | null }[]>('delete from data_exports where expires_at < ? returning file_name as url', [now]);
    return rows.flatMap((row) => (row.url ? [row.url] : []));
  }
}
