import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import yauzl from 'yauzl';
import type { MediaStore } from '../../../../platform/media/media-store.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  RestoreError,
  SAFE_MEDIA_NAME,
  tableEntry,
} from '../../domain/backup.js';
import { type CatalogQuery, ident, readSequences, readTables } from './catalog.js';

/** Rows per insert, and the most JSON one insert sends. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;
/** No media file Savor writes comes near this: a larger entry is a damaged or hostile file. */
const MAX_MEDIA_BYTES = 64 * 1024 * 1024;
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

export interface RestoreSummary {
  migrations: number;
  tables: number;
  rows: number;
  media: number;
  seconds: number;
}

export interface RestoreOptions {
  /** The backup file (`npm run backup`'s or the dashboard's download). */
  file: string;
  /** Connected to the target database (platform/database/orm.ts `connectDatabase`), not migrated. */
  orm: MikroORM;
  /** The target media store: empty. */
  media: MediaStore;
  /** One line per step, for the person at the terminal. */
  log?: (line: string) => void;
}

interface BackupFile {
  manifest: BackupManifest;
  entries: Map<string, yauzl.Entry>;
  read(entry: yauzl.Entry): Promise<Readable>;
  close(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isList = <T>(value: unknown, item: (entry: unknown) => entry is T): value is T[] => Array.isArray(value) && value.every(item);
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The manifest's shape, checked field by field: a restore trusts nothing it has not checked. */
function checkManifest(file: string, value: unknown): BackupManifest {
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) {
    throw new RestoreError(`${file} is not a Savor backup (its manifest's format is not '${BACKUP_FORMAT}')`);
  }
  if (value.version !== BACKUP_FORMAT_VERSION) {
    throw new RestoreError(
      `${file} is a Savor backup of another format version (${JSON.stringify(value.version)}); this Savor reads version ${BACKUP_FORMAT_VERSION}`,
    );
  }
  const valid =
    isText(value.createdAt) &&
    isList(value.migrations, isText) &&
    isList(value.tables, (table): table is BackupManifest['tables'][number] => isRecord(table) && isText(table.name) && isCount(table.rows)) &&
    isList(
      value.sequences,
      (sequence): sequence is BackupManifest['sequences'][number] =>
        isRecord(sequence) &&
        isText(sequence.name) &&
        isText(sequence.table) &&
        isText(sequence.column) &&
        /^-?\d{1,19}$/.test(String(sequence.nextValue)),
    ) &&
    isRecord(value.media) &&
    isCount(value.media.count) &&
    isCount(value.media.bytes);
  if (!valid) throw new RestoreError(`${file} is a damaged Savor backup: its ${MANIFEST_ENTRY} is incomplete`);
  return value as unknown as BackupManifest;
}

async function openBackup(file: string): Promise<BackupFile> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, strictFileNames: true });
  } catch (error) {
    throw new RestoreError(`${file} is not a Savor backup: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const entries = new Map<string, yauzl.Entry>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
    const read = (entry: yauzl.Entry) => zip.openReadStreamPromise(entry);
    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry || manifestEntry.uncompressedSize > MAX_MANIFEST_BYTES)
      throw new RestoreError(`${file} is not a Savor backup: it has no ${MANIFEST_ENTRY}`);
    const chunks: Buffer[] = [];
    for await (const chunk of await read(manifestEntry)) chunks.push(chunk as Buffer);
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      throw new RestoreError(`${file} is not a Savor backup: its ${MANIFEST_ENTRY} is not JSON`);
    }
    const manifest = checkManifest(file, parsed);
    return { manifest, entries, read, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * What the backup's database needs of the code: every migration it had. The code may have more (they run
 * after the rows are in, as a start would run them); the order may differ from the code's (a database that
 * had a branch's migration before another's merged), since each migration is applied once whatever the order.
 */
function checkMigrations(manifest: BackupManifest, known: string[]): void {
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new RestoreError(
      `This backup is newer than this Savor: its database has ${unknown.length === 1 ? 'a migration' : 'migrations'} this Savor does not know (${unknown.join(', ')}). Update Savor, then restore.`,
    );
  }
}

/** Refuses a database that holds anything: tables, views or sequences in its public schema (an empty migrations table aside). */
async function checkEmptyDatabase(em: EntityManager): Promise<void> {
  const [found] = await em.execute<{ relations: number; migrations: number }[]>(
    `select (select count(*)::int from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'f')
               and relname <> 'mikro_orm_migrations') as relations,
            (select count(*)::int from pg_class where relnamespace = 'public'::regnamespace and relname = 'mikro_orm_migrations') as migrations`,
  );
  let applied = 0;
  if (found.migrations > 0) [{ applied }] = await em.execute<{ applied: number }[]>('select count(*)::int as applied from mikro_orm_migrations');
  if (found.relations > 0 || applied > 0) {
    throw new RestoreError(
      `The target database is not empty (${found.relations} tables${applied ? `, ${applied} migrations applied` : ''}): a backup restores only into an empty database. ` +
        'Create a new one and point DATABASE_URL at it, or, for the embedded PostgreSQL, set DATA_DIR to an empty directory.',
    );
  }
}

async function checkEmptyMedia(media: MediaStore): Promise<void> {
  for await (const file of media.list()) {
    throw new RestoreError(
      `The target media store is not empty (it holds ${file.name}, among others perhaps): a backup restores only into an empty one. Set MEDIA_DIR (or DATA_DIR) to an empty directory, or MEDIA_S3_BUCKET to an empty bucket.`,
    );
  }
}

/** The media entries, checked before anything is written: safe names and sizes only. */
function mediaEntries(backup: BackupFile): yauzl.Entry[] {
  const entries = [...backup.entries.values()].filter((entry) => entry.fileName.startsWith(MEDIA_PREFIX));
  for (const entry of entries) {
    const name = entry.fileName.slice(MEDIA_PREFIX.length);
    if (!SAFE_MEDIA_NAME.test(name))
      throw new RestoreError(`The backup holds a media file with a name Savor never writes: ${JSON.stringify(entry.fileName)}`);
    if (entry.uncompressedSize > MAX_MEDIA_BYTES)
      throw new RestoreError(`The backup's media file ${name} is too large (${entry.uncompressedSize} bytes)`);
  }
  if (entries.length !== backup.manifest.media.count) {
    throw new RestoreError(`The backup holds ${entries.length} media files, its manifest says ${backup.manifest.media.count}: the file is damaged`);
  }
  return entries;
}

/**
 * Runs a statement with bound parameters (`$1`) on the transaction's connection, through MikroORM's Kysely.
 * `em.execute` writes parameters into the SQL text, escaped: for the megabytes of JSON of a batch of rows,
 * escaping, copying and lexing that literal made a restore four times slower (100,000 recipes: 23 s, bound 5.6 s).
 */
function bound(em: EntityManager, sql: string, parameters: unknown[]): Promise<unknown> {
  // A compiled query as Kysely's own `CompiledQuery.raw(sql, parameters)` makes it.
  const compiled = { sql, parameters, query: { kind: 'RawNode', sqlFragments: [sql], parameters: [] }, queryId: { queryId: 'savor-restore' } };
  return em.getKysely().executeQuery(compiled as never);
}

/** Inserts one table's rows from its JSON lines, in batches; answers how many. */
async function insertRows(
  em: EntityManager,
  table: { name: string; columns: string[]; identityAlways: boolean },
  lines: AsyncIterable<string>,
): Promise<number> {
  const columns = table.columns.map(ident).join(', ');
  const insert =
    `insert into ${ident(table.name)} (${columns}) ${table.identityAlways ? 'overriding system value ' : ''}` +
    `select ${columns} from json_populate_recordset(null::${ident(table.name)}, $1::json)`;
  let rows = 0;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await bound(em, insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/**
 * Restores a backup into an empty database and an empty media store. In ONE transaction: the migrations up
 * to the backup's, the rows of every table in foreign-key order (the migrations' own seed rows, such as the
 * ticket costs, give way to the backup's), every sequence set past its largest id (and never below the
 * backup's next value, so no id of a deleted row comes back), then the migrations this Savor has beyond the
 * backup's. A failure leaves the database as empty as it was. The media files follow.
 *
 * The ledger's and the audit log's append-only triggers fire on UPDATE, DELETE and TRUNCATE only: a restore
 * only inserts into them, so they stand, as do every foreign key, unique key and check.
 */
export async function restoreBackup({ file, orm, media, log = () => undefined }: RestoreOptions): Promise<RestoreSummary> {
  const started = Date.now();
  const backup = await openBackup(file);
  try {
    const { manifest } = backup;
    log(
      `Backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${manifest.media.count} media files, ${manifest.migrations.length} migrations`,
    );
    const known = (orm.config.get('migrations').migrationsList ?? []).map((migration) => migration.name);
    checkMigrations(manifest, known);
    for (const table of manifest.tables) {
      if (!backup.entries.has(tableEntry(table.name))) throw new RestoreError(`The backup has no ${tableEntry(table.name)}: the file is damaged`);
    }
    const mediaFiles = mediaEntries(backup);
    await checkEmptyDatabase(orm.em.fork());
    await checkEmptyMedia(media);

    let rows = 0;
    const later = known.filter((name) => !manifest.migrations.includes(name)).length;
    await orm.em.fork().transactional(
      async (em) => {
        // The driver's transaction, which the migrator joins (MikroORM types it as any).
        const transaction: unknown = em.getTransactionContext();
        if (manifest.migrations.length > 0) {
          log(`Migrating the empty database to the backup's version (${manifest.migrations.length} migrations)`);
          await orm.migrator.up({ migrations: manifest.migrations, transaction });
        }
        const query: CatalogQuery = <T>(sql: string) => em.execute<T[]>(sql);
        const tables = new Map((await readTables(query)).map((table) => [table.name, table]));
        const restored = [...tables.values()].filter((table) => manifest.tables.some((entry) => entry.name === table.name));
        for (const entry of manifest.tables) {
          if (!tables.has(entry.name))
            throw new RestoreError(`The backup's table ${entry.name} does not exist at its migration: the file is damaged`);
        }
        // The rows the migrations wrote (ticket costs, ticket packs) give way to the backup's.
        for (const table of [...restored].reverse()) await em.execute(`delete from ${ident(table.name)}`, [], 'run');
        for (const table of restored) {
          const expected = manifest.tables.find((entry) => entry.name === table.name)!.rows;
          const lines = createInterface({ input: await backup.read(backup.entries.get(tableEntry(table.name))!), crlfDelay: Infinity });
          const inserted = await insertRows(em, table, lines);
          if (inserted !== expected) {
            throw new RestoreError(`${tableEntry(table.name)} holds ${inserted} rows, the manifest says ${expected}: the file is damaged`);
          }
          rows += inserted;
          log(`  ${table.name}: ${inserted} rows`);
        }
        const saved = new Map(manifest.sequences.map((sequence) => [sequence.name, sequence.nextValue]));
        for (const sequence of await readSequences(query)) {
          await em.execute(
            `select setval(?::regclass, greatest(?::bigint, coalesce((select max(${ident(sequence.column)}) from ${ident(sequence.table)}), 0) + 1), false)`,
            [ident(sequence.name), saved.get(sequence.name) ?? '1'],
          );
        }
        if (later > 0) {
          log(`Applying the ${later === 1 ? 'migration' : `${later} migrations`} this Savor has beyond the backup's`);
          await orm.migrator.up({ transaction });
        }
      },
      { clear: true },
    );
    log(`Database restored: ${rows} rows in ${manifest.tables.length} tables`);

    let written = 0;
    for (const entry of mediaFiles) {
      const chunks: Buffer[] = [];
      for await (const chunk of await backup.read(entry)) chunks.push(chunk as Buffer);
      await media.saveAs(entry.fileName.slice(MEDIA_PREFIX.length), Buffer.concat(chunks));
      written += 1;
      if (written % 500 === 0) log(`  ${written} of ${mediaFiles.length} media files`);
    }
    log(`Media restored: ${written} files`);
    return { migrations: known.length, tables: manifest.tables.length, rows, media: written, seconds: (Date.now() - started) / 1000 };
  } finally {
    backup.close();
  }
}
