import type pg from 'pg';
import { EXCLUDED_TABLES } from '../../domain/backup.js';
import { type CatalogSequence, type CatalogTable, ident, readSequences, readTables } from './catalog.js';

/** Rows per statement: a page of recipes is a few hundred kB of JSON. */
const PAGE_ROWS = 500;

/**
 * One consistent view of the whole database: a `REPEATABLE READ, READ ONLY` transaction on a connection of
 * its own, so that every table is read as it was at one instant however long the reading takes, while the
 * app goes on writing. Each row leaves as PostgreSQL's own JSON of it (`row_to_json`): every type keeps its
 * exact value (timestamps to the microsecond, numerics to the last digit, arrays, jsonb), and the restore
 * hands the same text back to PostgreSQL (`json_populate_recordset`). Node never parses a row.
 */
export class DatabaseSnapshot {
  private constructor(
    private readonly client: pg.PoolClient,
    /** When the snapshot was taken, by PostgreSQL's clock. */
    readonly takenAt: Date,
    readonly migrations: string[],
    /** The tables a backup holds, in foreign-key order. */
    readonly tables: CatalogTable[],
    readonly sequences: (CatalogSequence & { nextValue: string })[],
  ) {}

  static async open(pool: pg.Pool): Promise<DatabaseSnapshot> {
    const client = await pool.connect();
    try {
      await client.query('begin isolation level repeatable read, read only');
      // The first statement takes the snapshot: everything below reads the database as of this instant.
      const { rows } = await client.query<{ ms: number }>('select (extract(epoch from now()) * 1000)::float8 as ms');
      const query = async <T>(sql: string) => (await client.query(sql)).rows as T[];
      const migrations = (await client.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map((row) => row.name);
      const tables = (await readTables(query)).filter((table) => !(table.name in EXCLUDED_TABLES));
      const sequences = [];
      for (const sequence of await readSequences(query)) {
        // A sequence is not transactional: it reads its value of now, at least that of the snapshot.
        const [{ next }] = await query<{ next: string }>(
          `select (case when is_called then last_value + 1 else last_value end)::text as next from ${ident(sequence.name)}`,
        );
        sequences.push({ ...sequence, nextValue: next });
      }
      return new DatabaseSnapshot(client, new Date(rows[0].ms), migrations, tables, sequences);
    } catch (error) {
      client.release(true);
      throw error;
    }
  }

  /**
   * The table's rows, a page of JSON lines at a time, in primary-key order (keyset pages: each page starts
   * after the last key of the one before, on the key's index); a table without a key is read in one pass.
   */
  async *pages(table: CatalogTable, signal: AbortSignal): AsyncGenerator<string[]> {
    const name = ident(table.name);
    if (table.key.length === 0) {
      const { rows } = await this.client.query<{ line: string }>(`select row_to_json(t)::text as line from ${name} t`);
      if (rows.length) yield rows.map((row) => row.line);
      return;
    }
    const key = table.key.map(ident);
    const keyList = key.map((column) => `t.${column}`).join(', ');
    const keyValues = key.map((_, index) => `$${index + 1}`).join(', ');
    // The last key as text: its type's own text form reads back exactly (a timestamp's microseconds too).
    let after: string[] | undefined;
    for (;;) {
      signal.throwIfAborted();
      const where = after ? `where (${keyList}) > (${keyValues})` : '';
      const { rows } = await this.client.query<Record<string, string> & { line: string }>(
        `select row_to_json(t)::text as line, ${key.map((column, index) => `t.${column}::text as k${index}`).join(', ')}
         from ${name} t ${where} order by ${keyList} limit ${PAGE_ROWS}`,
        after ?? [],
      );
      if (rows.length === 0) return;
      yield rows.map((row) => row.line);
      if (rows.length < PAGE_ROWS) return;
      const last = rows[rows.length - 1];
      after = key.map((_, index) => last[`k${index}`]);
    }
  }

  /** Ends the read-only transaction and gives the connection back. */
  async close(): Promise<void> {
    try {
      await this.client.query('commit');
      this.client.release();
    } catch {
      this.client.release(true);
    }
  }
}
