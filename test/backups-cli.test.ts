// `npm run backup` and `npm run restore -- <file>` (issue 49), run as the built commands in dist/ the way
// npm runs them: on DATABASE_URL, and on the embedded PostgreSQL of an empty DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { createTestDatabase } from './support/database.js';
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { buildServerIfStale } from './support/server-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const scratch: string[] = [];

beforeAll(async () => {
  buildServerIfStale();
  t = await startTestApp();
  const cook = await signedInBrowser(t);
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  await cook.browser
    .post('/api/recipes')
    .send(recipeInput({ imageUrl: `data:image/png;base64,${png.toString('base64')}` }))
    .expect(201);
}, 120_000);
afterAll(async () => {
  await t.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const directory = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};

/** Runs a built command with only the given settings (and PATH), as `npm run` would. */
function run(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`dist/src/cli/${command}.js`, ...args], { env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function manifestOf(file: string): Promise<{ tables: { name: string; rows: number }[]; media: { count: number } }> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== 'manifest.json') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    }
    throw new Error('no manifest.json');
  } finally {
    zip.close();
  }
}

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

it('backs up to one file and restores it into an empty database and media directory, refusing a full one', async () => {
  const source = String(t.orm.config.get('clientUrl'));
  const backupDir = directory('savor-cli-backups-');
  const backup = await run('backup', [], { DATABASE_URL: source, DATA_DIR: t.config.dataDir, BACKUP_DIR: backupDir });
  expect([backup.code, backup.stderr]).toEqual([0, '']);
  const file = /Backup written to (\S+\.zip) \(/.exec(backup.stdout)?.[1];
  expect(readdirSync(backupDir)).toEqual([file!.split('/').pop()]);
  const manifest = await manifestOf(file!);
  expect(manifest.media.count).toBe(readdirSync(t.config.mediaDir).length);
  // the command's backup is listed with the dashboard's
  expect(await t.sql('select trigger, status from backups')).toEqual([{ trigger: 'cli', status: 'done' }]);

  const target = await createTestDatabase({ migrated: false });
  try {
    const media = directory('savor-cli-media-');
    const env = { DATABASE_URL: target.url, SESSION_SECRET: 'restored', DATA_DIR: directory('savor-cli-data-'), MEDIA_DIR: media };
    const restore = await run('restore', [file!], env);
    expect([restore.code, restore.stderr]).toEqual([0, '']);
    expect(restore.stdout).toMatch(
      new RegExp(`Restored \\d+ rows in ${manifest.tables.length} tables and ${manifest.media.count} media files in [\\d.]+ s`),
    );
    expect(await count(target.url, 'users')).toBe(await count(source, 'users'));
    expect(await count(target.url, 'recipes')).toBe(await count(source, 'recipes'));
    expect(readdirSync(media).sort()).toEqual(readdirSync(t.config.mediaDir).sort());

    const again = await run('restore', [file!], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^error: The target database is not empty \(\d+ tables, \d+ migrations applied\): a backup restores only into an empty database/,
    );
    const missing = await run('restore', [join(backupDir, 'nothing.zip')], env);
    expect([missing.code, missing.stderr.trim()]).toEqual([1, `error: No such file: ${join(backupDir, 'nothing.zip')}`]);
  } finally {
    await target.drop();
  }
}, 120_000);

it('restores into an empty DATA_DIR on the embedded PostgreSQL, whose next backup holds the same rows', async () => {
  const source = String(t.orm.config.get('clientUrl'));
  const first = await run('backup', [], { DATABASE_URL: source, DATA_DIR: t.config.dataDir, BACKUP_DIR: directory('savor-cli-backups-') });
  expect(first.code).toBe(0);
  const file = /Backup written to (\S+\.zip) \(/.exec(first.stdout)![1];

  const dataDir = directory('savor-cli-empty-data-');
  const restore = await run('restore', [file], { DATA_DIR: dataDir });
  expect([restore.code, restore.stderr]).toEqual([0, '']);
  expect(restore.stdout).toContain(`into the embedded PostgreSQL in ${dataDir}`);
  expect(readdirSync(join(dataDir, 'media')).length).toBe((await manifestOf(file)).media.count);

  const second = await run('backup', [], { DATA_DIR: dataDir });
  expect([second.code, second.stderr]).toEqual([0, '']);
  const copy = /Backup written to (\S+\.zip) \(/.exec(second.stdout)![1];
  expect(copy.startsWith(join(dataDir, 'backups'))).toBe(true);
  const [before, after] = [await manifestOf(file), await manifestOf(copy)];
  expect(after.tables).toEqual(before.tables);
  expect(after.media).toEqual(before.media);
}, 180_000);
