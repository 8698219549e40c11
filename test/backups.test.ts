// Backups that restore (issue 49): the admin API, the background job, and a whole instance backed up and
// restored into an empty database and media directory, compared row by row and file by file.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { entities } from '../src/app.entities.js';
import { setAdmin } from '../src/modules/auth/index.js';
import { Backups, restoreBackup } from '../src/modules/portability/index.js';
import { BackupScheduleJob } from '../src/modules/portability/adapters/backup/backup-schedule.job.js';
import { SqlBackupJobs } from '../src/modules/portability/adapters/backup/sql-backup-jobs.js';
import { ZipBackupArchive } from '../src/modules/portability/adapters/backup/zip-backup-archive.js';
import { TicketLedger } from '../src/modules/tickets/index.js';
import { connectDatabase } from '../src/platform/database/orm.js';
import { DiskMediaStore } from '../src/platform/media/disk-media-store.js';
import { MediaStore } from '../src/platform/media/media-store.js';
import { burst, statusCounts } from './support/burst.js';
import { createTestDatabase } from './support/database.js';
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
type Cook = Awaited<ReturnType<typeof signedInBrowser>>;
let admin: Cook;

beforeAll(async () => {
  t = await startTestApp({ BACKUP_KEEP: '2' });
  admin = await signedInBrowser(t);
  await setAdmin(t.orm.em.fork() as EntityManager, admin.account.email, true);
});
afterAll(() => t.close());

const backups = () => t.app.get(Backups);
const backupFiles = () => (existsSync(t.config.backupDir) ? readdirSync(t.config.backupDir).sort() : []);

/** Asks for a backup and waits for the worker to finish it. */
async function backUp(): Promise<{ id: number; fileName: string; size: number }> {
  const queued = await admin.browser.post('/api/admin/backups').expect(202);
  await backups().idle();
  const done = await admin.browser.get(`/api/admin/backups/${queued.body.id}`).expect(200);
  expect(done.body).toMatchObject({ status: 'done', error: null });
  return done.body as { id: number; fileName: string; size: number };
}

async function zipEntries(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

/** A copy of a backup with its manifest changed, in a directory of its own. */
async function rewrittenBackup(fileName: string, change: (manifest: { migrations: string[]; tables: { name: string; rows: number }[] }) => void) {
  const entries = await zipEntries(readFileSync(join(t.config.backupDir, fileName)));
  const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as { migrations: string[]; tables: { name: string; rows: number }[] };
  change(manifest);
  const zip = new ZipFile();
  for (const [name, bytes] of entries) zip.addBuffer(name === 'manifest.json' ? Buffer.from(JSON.stringify(manifest)) : bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  const dir = mkdtempSync(join(tmpdir(), 'savor-rewritten-'));
  writeFileSync(join(dir, 'backup.zip'), Buffer.concat(chunks));
  return { dir, file: join(dir, 'backup.zip'), manifest };
}

async function pngDataUrl(color: string, width = 320, height = 200): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('access', () => {
  it('answers visitors 401 and cooks 403 on every backup route, and admins 202', async () => {
    const cook = await signedInBrowser(t);
    const routes: [string, string][] = [
      ['post', '/api/admin/backups'],
      ['get', '/api/admin/backups'],
      ['get', '/api/admin/backups/1'],
      ['get', '/api/admin/backups/1/download'],
      ['delete', '/api/admin/backups/1'],
    ];
    type Call = Record<string, (url: string) => import('supertest').Test>;
    for (const [method, url] of routes) {
      expect([method, url, (await (t.http() as unknown as Call)[method](url)).status]).toEqual([method, url, 401]);
      const refused = await (cook.browser as unknown as Call)[method](url);
      expect([method, url, refused.status, refused.body.message]).toEqual([method, url, 403, 'Admin access required']);
    }
    await backUp();
  });
});

describe('the backup job', () => {
  it('queues with 202 {id}, writes the file in the background, lists it, serves it as a zip attachment and deletes it with 204', async () => {
    const queued = await admin.browser.post('/api/admin/backups').expect(202);
    expect(queued.body).toEqual({ id: expect.any(Number) });
    expect(queued.headers.location).toBe(`/api/admin/backups/${queued.body.id}`);
    await backups().idle();

    const backup = (await admin.browser.get(`/api/admin/backups/${queued.body.id}`).expect(200)).body;
    expect(backup).toEqual({
      id: queued.body.id,
      status: 'done',
      trigger: 'manual',
      requestedBy: admin.user.id,
      fileName: expect.stringMatching(/^savor-backup-\d{8}T\d{6}Z-\d+\.zip$/),
      size: expect.any(Number),
      progress: { done: expect.any(Number), total: expect.any(Number) },
      error: null,
      createdAt: expect.any(String),
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    expect(backup.progress.done).toBe(backup.progress.total);
    expect(backup.progress.total).toBeGreaterThan(20); // a step per table, then one per media file
    expect(backupFiles()).toContain(backup.fileName);

    const list = await admin.browser.get('/api/admin/backups').expect(200);
    expect(list.body[0]).toEqual(backup);
    expect(Number(list.headers['x-total-count'])).toBe(list.body.length);

    const download = await admin.browser
      .get(`/api/admin/backups/${backup.id}/download`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.fileName}"`);
    expect((download.body as Buffer).length).toBe(backup.size);
    const entries = await zipEntries(download.body as Buffer);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    expect(manifest).toMatchObject({ format: 'savor-backup', version: 1, createdAt: expect.any(String), media: { count: 0, bytes: 0 } });
    expect(manifest.migrations.length).toBeGreaterThan(20);
    const tables = manifest.tables.map((table: { name: string }) => table.name);
    // foreign-key order: users before recipes before their comments; sessions and backups are left out
    expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('recipes'));
    expect(tables.indexOf('recipes')).toBeLessThan(tables.indexOf('recipe_comments'));
    expect(tables).not.toContain('sessions');
    expect(tables).not.toContain('backups');
    expect(tables).not.toContain('mikro_orm_migrations');
    expect(manifest.tables.find((table: { name: string }) => table.name === 'users').rows).toBeGreaterThanOrEqual(1);
    expect(entries.get('db/users.jsonl')!.toString('utf8')).toContain(admin.account.email);
    expect([...entries.keys()].filter((name) => name.startsWith('db/'))).toHaveLength(tables.length);

    await admin.browser.delete(`/api/admin/backups/${backup.id}`).expect(204);
    await admin.browser.get(`/api/admin/backups/${backup.id}`).expect(404);
    await admin.browser.get(`/api/admin/backups/${backup.id}/download`).expect(404);
    await admin.browser.delete(`/api/admin/backups/${backup.id}`).expect(404);
    expect(backupFiles()).not.toContain(backup.fileName);

    const log = (await admin.browser.get(`/api/admin/audit-log?adminId=${admin.user.id}`).expect(200)).body as { action: string; target: string }[];
    expect(log.filter((entry) => entry.target === String(backup.id)).map((entry) => entry.action)).toEqual(['backup.delete', 'backup.create']);
    expect((await admin.browser.get('/api/admin/audit-log?action=backup.create').expect(200)).body.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 409 to 19 of 20 parallel requests: one backup is queued, and only one worker writes at a time', async () => {
    const base = await t.url();
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.account.email, password: admin.account.password }),
    });
    const cookie = login.headers.getSetCookie()[0].split(';')[0];
    const createdBefore = await t.sql<{ count: number }>('select count(*)::int as count from admin_audit_log where action = ?', ['backup.create']);
    const answers = await burst(`${base}/api/admin/backups`, 20, () => ({ headers: { cookie } }));
    expect(statusCounts(answers)).toEqual({ 202: 1, 409: 19 });
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      message: 'A backup is already in progress: wait for it to finish',
      code: 'BACKUP_IN_PROGRESS',
    });
    // a refused request leaves no audit row
    const createdAfter = await t.sql<{ count: number }>('select count(*)::int as count from admin_audit_log where action = ?', ['backup.create']);
    expect(createdAfter[0].count).toBe(createdBefore[0].count + 1);

    // while it is queued or running it cannot be downloaded or deleted
    const id = answers.find((answer) => answer.status === 202)!.body.id as number;
    const state = (await admin.browser.get(`/api/admin/backups/${id}`).expect(200)).body.status;
    if (state !== 'done') await admin.browser.get(`/api/admin/backups/${id}/download`).expect(409);
    await backups().idle();
    expect((await admin.browser.get(`/api/admin/backups/${id}`).expect(200)).body.status).toBe('done');

    // Two workers on one database (two instances, or the app and `npm run backup`): the lock lets one write.
    const other = mkdtempSync(join(tmpdir(), 'savor-other-instance-'));
    try {
      const em = t.orm.em.fork() as EntityManager;
      const secondWorker = new Backups(
        new SqlBackupJobs(em),
        new ZipBackupArchive(em, t.app.get(MediaStore), { ...t.config, backupDir: other }),
        t.config,
      );
      const before = backupFiles().length;
      await admin.browser.post('/api/admin/backups').expect(202);
      secondWorker.process();
      backups().process();
      await Promise.all([secondWorker.idle(), backups().idle()]);
      const written = backupFiles().length - before + (existsSync(other) ? readdirSync(other).length : 0);
      expect(written).toBe(1);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('redoes a backup whose worker died, removing what it left half-written', async () => {
    const [orphan] = await t.sql<{ id: number }>(
      "insert into backups (status, trigger, started_at, progress_done, progress_total) values ('running', 'cli', now(), 3, 40) returning id",
    );
    writeFileSync(join(t.config.backupDir, `savor-backup-19700101T000000Z-${orphan.id}.zip.partial`), 'half');
    backups().process();
    await backups().idle();
    const redone = (await admin.browser.get(`/api/admin/backups/${orphan.id}`).expect(200)).body;
    expect(redone).toMatchObject({ status: 'done', trigger: 'cli', requestedBy: null });
    expect(backupFiles().filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(backupFiles()).toContain(redone.fileName);
  });

  it('makes one daily backup across instances and keeps the newest BACKUP_KEEP (2) of them', async () => {
    const schedule = t.app.get(BackupScheduleJob);
    const day = (n: number) => new Date(Date.UTC(2031, 0, n, 3, 0, 0));
    const made: number[] = [];
    for (const n of [1, 2, 3]) {
      expect(await schedule.queueDaily(day(n))).toBe(true);
      // the same day's tick on another instance: already taken
      expect(await schedule.queueDaily(new Date(day(n).getTime() + 20_000))).toBe(false);
      await backups().idle();
      made.push((await t.sql<{ id: number }>("select max(id) as id from backups where trigger = 'scheduled'"))[0].id);
    }
    const kept = await t.sql<{ id: number; file_name: string }>("select id, file_name from backups where trigger = 'scheduled' order by id");
    expect(kept.map((row) => row.id)).toEqual(made.slice(1));
    expect(backupFiles().filter((name) => name.endsWith(`-${made[0]}.zip`))).toEqual([]);
    for (const row of kept) expect(backupFiles()).toContain(row.file_name);
    // hand-made backups are not the schedule's to remove
    expect((await t.sql<{ count: number }>("select count(*)::int as count from backups where trigger = 'manual'"))[0].count).toBeGreaterThan(0);
  });
});

describe('a restore', () => {
  /** Tables of counters, which a restore counts again: what they count, whatever rows hold it. */
  const COUNTERS = {
    admin_statistics_deltas: 'select name, sum(delta)::int as value from admin_statistics_deltas group by name having sum(delta) <> 0 order by name',
    cook_counts:
      'select user_id, followers, following, public_recipes from cook_counts where followers <> 0 or following <> 0 or public_recipes <> 0 order by user_id',
  };

  /** Every table's rows as PostgreSQL's JSON, in key order. */
  async function tableRows(orm: MikroORM, table: string): Promise<string[]> {
    const [key] = await orm.em.fork().execute<{ columns: string }[]>(
      `select string_agg(quote_ident(a.attname), ', ' order by k.position) as columns from pg_index i
       join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
       where i.indrelid = ?::regclass and i.indisprimary`,
      [table],
    );
    const rows = await orm.em.fork().execute<{ line: string }[]>(`select row_to_json(t)::text as line from "${table}" t order by ${key.columns}`);
    return rows.map((row) => row.line);
  }

  const publicTables = async (orm: MikroORM) =>
    (
      await orm.em
        .fork()
        .execute<{ name: string }[]>("select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1")
    ).map((row) => row.name);

  it('brings back every row and media file of a populated instance into an empty database and media directory', async () => {
    // A community: cooks with pictures, recipes with images, comments, ratings, photos, follows, a ledger
    // with grants, spends and a deleted cook's detached rows, the shopping list and pantry, changed settings.
    const cooks: Cook[] = [];
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']) cooks.push(await signedInBrowser(t, { name }));
    const [ada, grace, katherine] = cooks;
    await ada.browser
      .patch('/api/user')
      .send({ bio: 'Quotes \' " \\ and ünïcödé 🍋', profilePicture: await pngDataUrl('#2e86de', 600, 600) })
      .expect(200);
    const recipes: { id: number }[] = [];
    for (const [index, cook] of cooks.entries()) {
      const created = await cook.browser
        .post('/api/recipes')
        .send(
          recipeInput({
            name: `Recipe ${index} with 'quotes' and \\ backslash ?`,
            imageUrl: await pngDataUrl(['#c0392b', '#27ae60', '#8e44ad'][index]),
            nutritionFacts: { calories: '512 kcal', protein: '34g' },
          }),
        )
        .expect(201);
      await cook.browser.patch(`/api/recipes/${created.body.id}/public`).send({ isPublic: true }).expect(200);
      recipes.push(created.body);
    }
    await grace.browser.post(`/api/recipes/${recipes[0].id}/comments`).send({ content: 'Lovely crust!' }).expect(201);
    await katherine.browser.post(`/api/recipes/${recipes[0].id}/ratings`).send({ rating: 5 }).expect(201);
    await grace.browser.post(`/api/recipes/${recipes[0].id}/ratings`).send({ rating: 3 }).expect(201);
    await grace.browser
      .post(`/api/recipes/${recipes[0].id}/photos`)
      .send({ photoUrl: await pngDataUrl('#f1c40f', 200, 150), caption: 'Mine' })
      .expect(201);
    await grace.browser.post(`/api/social/follow/${ada.user.id}`).expect(200);
    await ada.browser.post('/api/shopping').send({ name: '2 cups rice' }).expect(201);
    await ada.browser.post('/api/pantry').send({ name: 'Flour', quantity: 500, unit: 'grams' }).expect(201);
    await admin.browser.post(`/api/admin/users/${ada.user.id}/add-tickets`).send({ amount: 40, reason: 'Contest prize' }).expect(200);
    await t.app.get(TicketLedger).spend(ada.user.id, 'ai_recipe', { idempotencyKey: 'backup-test:1' });
    await t.app.get(TicketLedger).spend(grace.user.id, 'ai_image', { idempotencyKey: 'backup-test:2' });
    await admin.browser.patch('/api/admin/ticket-costs/ai_image').send({ cost: 6, isActive: false }).expect(200);
    await admin.browser.delete(`/api/admin/users/${katherine.user.id}`).expect(200);

    const backup = await backUp();
    const file = join(t.config.backupDir, backup.fileName);

    const target = await createTestDatabase({ migrated: false });
    const mediaDir = mkdtempSync(join(tmpdir(), 'savor-restored-media-'));
    const orm = await connectDatabase(target.url, entities);
    try {
      const started = Date.now();
      const lines: string[] = [];
      const summary = await restoreBackup({ file, orm, media: new DiskMediaStore(mediaDir), log: (line) => lines.push(line) });
      const restoreSeconds = (Date.now() - started) / 1000;
      expect(summary.media).toBeGreaterThanOrEqual(5);
      expect(lines.at(-1)).toBe(`Media restored: ${summary.media} files`);

      // every table but the sessions and the backups list, row for row
      const source = await publicTables(t.orm as MikroORM);
      expect(await publicTables(orm)).toEqual(source);
      for (const table of source.filter((name) => !['sessions', 'backups', 'mikro_orm_migrations', ...Object.keys(COUNTERS)].includes(name))) {
        expect([table, await tableRows(orm, table)]).toEqual([table, await tableRows(t.orm as MikroORM, table)]);
      }
      // counters, counted again by the restore's inserts: the same counts
      for (const [table, counts] of Object.entries(COUNTERS)) {
        const [restored, original] = await Promise.all([orm.em.fork().execute(counts), t.sql(counts)]);
        expect([table, restored]).toEqual([table, original]);
        expect(original.length).toBeGreaterThan(0);
      }
      expect(await tableRows(orm, 'sessions')).toEqual([]);
      expect((await tableRows(orm, 'mikro_orm_migrations')).length).toBe((await tableRows(t.orm as MikroORM, 'mikro_orm_migrations')).length);
      // every media file, byte for byte
      const sourceMedia = readdirSync(t.config.mediaDir).sort();
      expect(readdirSync(mediaDir).sort()).toEqual(sourceMedia);
      for (const name of sourceMedia) expect(readFileSync(join(mediaDir, name)).equals(readFileSync(join(t.config.mediaDir, name)))).toBe(true);
      // balances still add up to their ledgers; ids go on where they stopped
      const unbalanced = await orm.em.fork().execute(
        `select b.user_id from user_tickets b left join ticket_transactions l on l.user_id = b.user_id
         group by b.user_id, b.balance having b.balance <> coalesce(sum(l.amount), 0)`,
      );
      expect(unbalanced).toEqual([]);
      const [{ detached }] = await orm.em
        .fork()
        .execute<{ detached: number }[]>(
          'select count(*)::int as detached from ticket_transactions where user_id is null and user_deleted_at is not null',
        );
      expect(detached).toBeGreaterThan(0);
      const nextIds = (o: MikroORM) =>
        o.em
          .fork()
          .execute<{ next: string }[]>("select nextval('users_id_seq')::text as next")
          .then((rows) => Number(rows[0].next));
      expect(await nextIds(orm)).toBe(await nextIds(t.orm as MikroORM));
      console.log(
        `Backup of the test instance: ${backup.size} bytes; restore ${restoreSeconds.toFixed(2)} s (${summary.rows} rows, ${summary.media} files)`,
      );

      // A second restore into the now full database, or into a full media directory, is refused.
      await expect(restoreBackup({ file, orm, media: new DiskMediaStore(join(mediaDir, 'never-written')) })).rejects.toThrow(
        /^The target database is not empty \(\d+ tables, \d+ migrations applied\): a backup restores only into an empty database/,
      );
      const another = await createTestDatabase({ migrated: false });
      const anotherOrm = await connectDatabase(another.url, entities);
      try {
        await expect(restoreBackup({ file, orm: anotherOrm, media: new DiskMediaStore(mediaDir) })).rejects.toThrow(
          /^The target media store is not empty/,
        );
      } finally {
        await anotherOrm.close();
        await another.drop();
      }

      const [{ lastLedgerId }] = await orm.em.fork().execute<{ lastLedgerId: number }[]>('select max(id) as "lastLedgerId" from ticket_transactions');
      // The restored instance works: a cook signs in with their password and finds their recipes and pictures.
      const restored = await startTestApp({ MEDIA_DIR: mediaDir }, { connectVia: async () => target.url });
      try {
        const browser = restored.browser();
        await browser.post('/api/login').send({ email: ada.account.email, password: ada.account.password }).expect(200);
        const mine = (await browser.get('/api/recipes').expect(200)).body as { id: number; imageUrl: string }[];
        const restoredRecipe = mine.find((recipe) => recipe.id === recipes[0].id)!;
        await restored.http().get(restoredRecipe.imageUrl).expect(200).expect('content-type', 'image/jpeg');
        // the balance goes on from the backup's (the day's first sign-in on the restored server may add its reward)
        const before = (await ada.browser.get('/api/tickets').expect(200)).body.balance as number;
        const after = (await browser.get('/api/tickets').expect(200)).body.balance as number;
        const [{ earned }] = await restored.sql<{ earned: number }>(
          'select coalesce(sum(amount), 0)::int as earned from ticket_transactions where user_id = ? and id > ?',
          [ada.user.id, lastLedgerId],
        );
        expect(after).toBe(before + earned);
        // a new recipe gets the next id, not a deleted one's
        const fresh = await browser.post('/api/recipes').send(recipeInput()).expect(201);
        expect(fresh.body.id).toBeGreaterThan(Math.max(...recipes.map((recipe) => recipe.id)));
      } finally {
        await restored.close();
      }
    } finally {
      await orm.close();
      await target.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it('restores a backup made by an older Savor: migrated to its migrations (in any order), filled, then migrated on to this one', async () => {
    const cook = await signedInBrowser(t);
    await cook.browser
      .post('/api/recipes')
      .send(recipeInput({ name: 'From an older Savor' }))
      .expect(201);
    const backup = await backUp();
    // The same backup as the Savor before the newest migration would have written it: one migration fewer.
    let newest = '';
    const { dir, file, manifest } = await rewrittenBackup(backup.fileName, (manifest) => {
      newest = manifest.migrations.pop()!;
      // and applied in another order than the code's (two branches' migrations, merged later)
      manifest.migrations.push(...manifest.migrations.splice(-2, 2).reverse());
    });
    expect(newest).toBe((t.orm as MikroORM).config.get('migrations').migrationsList!.at(-1)!.name);

    const target = await createTestDatabase({ migrated: false });
    const orm = await connectDatabase(target.url, entities);
    try {
      const lines: string[] = [];
      await restoreBackup({
        file,
        orm,
        media: new DiskMediaStore(join(dir, 'media')),
        log: (line) => lines.push(line),
      });
      expect(lines).toContain(`Migrating the empty database to the backup's version (${manifest.migrations.length} migrations)`);
      expect(lines).toContain("Applying the migration this Savor has beyond the backup's");
      const applied = await orm.em.fork().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
      // each once, in the code's order
      expect(applied.map((row) => row.name)).toEqual(orm.config.get('migrations').migrationsList!.map((migration) => migration.name));
      expect(applied.at(-1)!.name).toBe(newest);
      expect(await tableRows(orm, 'recipes')).toEqual(await tableRows(t.orm as MikroORM, 'recipes'));
      // the database is this Savor's: nothing left for a start to migrate
      expect(await orm.migrator.getPending()).toEqual([]);
    } finally {
      await orm.close();
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failed restore back whole: the same database then takes the backup', async () => {
    const backup = await backUp();
    const damaged = await rewrittenBackup(backup.fileName, (manifest) => {
      manifest.tables.find((table) => table.name === 'recipes')!.rows += 1;
    });
    const target = await createTestDatabase({ migrated: false });
    const orm = await connectDatabase(target.url, entities);
    try {
      const media = new DiskMediaStore(join(damaged.dir, 'media'));
      await expect(restoreBackup({ file: damaged.file, orm, media })).rejects.toThrow(
        /^db\/recipes\.jsonl holds \d+ rows, the manifest says \d+: the file is damaged$/,
      );
      expect((await publicTables(orm)).filter((name) => name !== 'mikro_orm_migrations')).toEqual([]);
      expect(existsSync(join(damaged.dir, 'media'))).toBe(false);
      await restoreBackup({ file: join(t.config.backupDir, backup.fileName), orm, media });
      expect(await tableRows(orm, 'recipes')).toEqual(await tableRows(t.orm as MikroORM, 'recipes'));
    } finally {
      await orm.close();
      await target.drop();
      rmSync(damaged.dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not a backup, and a backup made by a newer Savor', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'savor-odd-backups-'));
    const target = await createTestDatabase({ migrated: false });
    const orm = await connectDatabase(target.url, entities);
    const media = new DiskMediaStore(join(dir, 'media'));
    const zipOf = async (path: string, entries: Record<string, string>) => {
      const zip = new ZipFile();
      for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
      zip.end();
      const chunks: Buffer[] = [];
      for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
      writeFileSync(path, Buffer.concat(chunks));
      return path;
    };
    try {
      writeFileSync(join(dir, 'notes.txt'), 'not a zip');
      await expect(restoreBackup({ file: join(dir, 'notes.txt'), orm, media })).rejects.toThrow(/notes\.txt is not a Savor backup/);
      const paprika = await zipOf(join(dir, 'paprika.zip'), { 'recipe.json': '{}' });
      await expect(restoreBackup({ file: paprika, orm, media })).rejects.toThrow(/is not a Savor backup: it has no manifest\.json/);
      const known = orm.config.get('migrations').migrationsList!.map((migration) => migration.name);
      const manifest = {
        format: 'savor-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        tables: [],
        sequences: [],
        excluded: {},
        media: { count: 0, bytes: 0 },
      };
      const newer = await zipOf(join(dir, 'newer.zip'), {
        'manifest.json': JSON.stringify({ ...manifest, migrations: [...known, 'Migration20990101000000_future'] }),
      });
      await expect(restoreBackup({ file: newer, orm, media })).rejects.toThrow(
        'This backup is newer than this Savor: its database has a migration this Savor does not know (Migration20990101000000_future). Update Savor, then restore.',
      );
      const hostile = await zipOf(join(dir, 'hostile.zip'), {
        'manifest.json': JSON.stringify({ ...manifest, migrations: known, media: { count: 1, bytes: 4 } }),
        'media/.htaccess': 'evil',
      });
      await expect(restoreBackup({ file: hostile, orm, media })).rejects.toThrow(/a media file with a name Savor never writes: "media\/\.htaccess"/);
      // nothing was written
      expect((await publicTables(orm)).filter((name) => name !== 'mikro_orm_migrations')).toEqual([]);
    } finally {
      await orm.close();
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
