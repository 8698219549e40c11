import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SqlReader } from '../../../../platform/database/sql-reader.js';
import { claimNextJob } from '../../../../platform/jobs/background-jobs.js';
import type { CollectionFormat } from '../../domain/collection.js';
import { ImportAlreadyRunningError } from '../../domain/portability.errors.js';
import { type ClaimedImport, type ImportItem, ImportJobs, type ImportReport, type ImportSummary } from '../../application/ports/import-jobs.js';

const SUMMARY_COLUMNS = `id, format, file_name as "fileName", status, total, processed, imported, skipped, failed, error,
  created_at as "createdAt", finished_at as "finishedAt"`;
const COUNTER = { imported: 'imported', duplicate: 'skipped', failed: 'failed' } as const;
const UNIQUE_VIOLATION = '23505';

@Injectable()
export class SqlImportJobs extends ImportJobs {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlReader,
  ) {
    super();
  }

  // The file goes through the driver as a bound parameter: the ORM would write 50 MB into the SQL text.
  async create(userId: number, format: CollectionFormat, fileName: string, file: Buffer, total: number): Promise<number> {
    try {
      const [row] = await this.sql.rows<{ id: number }>(
        'insert into collection_imports (user_id, format, file_name, file, total) values ($1, $2, $3, $4, $5) returning id',
        [userId, format, fileName, file, total],
      );
      return row.id;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new ImportAlreadyRunningError();
      throw error;
    }
  }

  async find(userId: number, id: number): Promise<ImportReport | null> {
    const [row] = await this.sql.rows<ImportSummary & { items: ImportItem[] }>(
      `select ${SUMMARY_COLUMNS},
         coalesce((select json_agg(json_build_object('name', i.name, 'outcome', i.outcome, 'recipeId', i.recipe_id, 'reason', i.reason) order by i.position)
                   from collection_import_items i where i.import_id = c.id), '[]') as items
       from collection_imports c where c.id = $1 and c.user_id = $2`,
      [id, userId],
    );
    return row ?? null;
  }

  /** The page and the total in one statement, past the last page too. */
  async list(userId: number, limit: number, offset: number): Promise<{ rows: ImportSummary[]; total: number }> {
    const [row] = await this.sql.rows<{ rows: ImportSummary[]; total: string }>(
      `select (select count(*) from collection_imports where user_id = $1) as total,
         coalesce((select json_agg(page order by page.id desc) from (
           select ${SUMMARY_COLUMNS} from collection_imports where user_id = $1 order by id desc limit $2 offset $3) page), '[]') as rows`,
      [userId, limit, offset],
    );
    return { rows: row.rows, total: Number(row.total) };
  }

  async claimNext(): Promise<ClaimedImport | null> {
    const id = await claimNextJob(this.em, 'collection_imports');
    if (id === null) return null;
    const [row] = await this.sql.rows<ClaimedImport>(
      `select id, user_id as "userId", format, file_name as "fileName", file, processed from collection_imports where id = $1`,
      [id],
    );
    return row?.file ? row : null;
  }

  recordItem(importId: number, position: number, work: () => Promise<ImportItem>): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const [job] = await tx.execute<{ processed: number; status: string }[]>(
        'select processed, status from collection_imports where id = ? for update',
        [importId],
      );
      if (!job || job.status !== 'running' || job.processed !== position) return false;
      const item = await work();
      await tx.execute(
        'insert into collection_import_items (import_id, position, name, outcome, recipe_id, reason) values (?, ?, ?, ?, ?, ?)',
        [importId, position, item.name, item.outcome, item.recipeId, item.reason],
        'run',
      );
      await tx.execute(
        `update collection_imports set processed = processed + 1, ${COUNTER[item.outcome]} = ${COUNTER[item.outcome]} + 1, heartbeat_at = now() where id = ?`,
        [importId],
        'run',
      );
      return true;
    });
  }

  async finish(importId: number, status: 'done' | 'failed', error?: string): Promise<void> {
    await this.em
      .fork()
      .execute(
        `update collection_imports set status = ?, error = ?, file = null, finished_at = now() where id = ? and status = 'running'`,
        [status, error ?? null, importId],
        'run',
      );
  }
}
