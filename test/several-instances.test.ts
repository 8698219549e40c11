import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import sharp from 'sharp';
import { migrations } from '../migrations/index.js';
import { entities } from '../src/app.entities.js';
import { SessionCleanupJob } from '../src/modules/auth/adapters/session/session-cleanup.job.js';
import { openDatabase } from '../src/platform/database/orm.js';
import { createTestDatabase } from './support/database.js';
import { newAccount } from './support/factories.js';
import { type FixtureServer, startRecipePageServer } from './support/recipe-pages.js';
import { recipeInput } from './support/recipes.js';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy.js';
import { startS3Server } from './support/s3-server.js';
import { TEST_SERVER_ENV } from './support/test-app.js';
import { buildServerIfStale, freePort, type ServerProcess, startServerProcess } from './support/server-process.js';
import { eventually } from './support/zip-entries.js';

// Two Savor processes (the built server) on one PostgreSQL and one S3-compatible bucket, behind a
// round-robin proxy: what `compose.yaml` in the README runs.

const READY = /^Savor is ready on /;
const HOUR_MS = 60 * 60 * 1000;

let s3: Awaited<ReturnType<typeof startS3Server>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: RoundRobinProxy;
let pages: FixtureServer;
let env: Record<string, string>;
const instances: Record<'a' | 'b', ServerProcess & { dataDir: string }> = {} as never;
const dataDirs: string[] = [];

function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'savor-instance-'));
  dataDirs.push(dataDir);
  return dataDir;
}

function startInstance(name: 'a' | 'b', port: number): ServerProcess {
  const dataDir = newDataDir();
  instances[name] = Object.assign(startServerProcess(port, { ...env, DATA_DIR: dataDir }), { dataDir });
  return instances[name];
}

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A JSON request with the session cookie; answers the status, the body and the cookie it set. */
async function call(url: string, method: string, path: string, cookie = '', body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie()[0]?.split(';')[0];
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined, cookie: setCookie };
}

/** Signs a new account up through the proxy; answers its session cookie. */
async function signUp(): Promise<string> {
  const registered = await call(proxy.url, 'POST', '/api/register', '', newAccount());
  expect(registered.status).toBe(201);
  return registered.cookie;
}

beforeAll(async () => {
  buildServerIfStale();
  [s3, database, pages] = await Promise.all([startS3Server(), createTestDatabase({ migrated: false }), startRecipePageServer()]);
  const [portA, portB] = [await freePort(), await freePort()];
  proxy = await startRoundRobinProxy([
    { name: 'a', port: portA },
    { name: 'b', port: portB },
  ]);
  env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: 'one secret for every instance',
    PASSWORD_SCRYPT_N: TEST_SERVER_ENV.PASSWORD_SCRYPT_N,
    PUBLIC_BASE_URL: proxy.url,
    TRUST_PROXY: '1',
    URL_IMPORT_ALLOW_LOOPBACK: '1',
    ...s3.env,
  };
  // Together, on an empty database: both run the migrations at start.
  await Promise.all([startInstance('a', portA).waitForLine(READY), startInstance('b', portB).waitForLine(READY)]);
}, 120_000);

afterAll(async () => {
  for (const instance of Object.values(instances)) instance.kill('SIGTERM');
  await Promise.all(Object.values(instances).map((instance) => instance.exited));
  await proxy?.close();
  await s3?.close();
  await pages?.close();
  await database?.drop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

it('starts two instances together on an empty database: the migrations run once', async () => {
  const applied = await sql<{ name: string }>('select name from mikro_orm_migrations order by id');
  expect(applied.map(({ name }) => name)).toEqual(migrations.map(({ name }) => name));
  for (const instance of Object.values(instances)) expect(instance.output()).not.toMatch(/^error/m);
});

it('serves one account from either instance: sign-up through the proxy, then 20 requests that alternate', async () => {
  const cookie = await signUp();
  const first = proxy.answeredBy.length;
  for (let index = 0; index < 20; index += 2) {
    expect((await call(proxy.url, 'PATCH', '/api/user', cookie, { bio: `Bio ${index}` })).status).toBe(200);
    const read = await call(proxy.url, 'GET', '/api/user', cookie);
    expect([read.status, read.body.bio]).toEqual([200, `Bio ${index}`]);
  }
  const served = proxy.answeredBy.slice(first);
  expect(served).toHaveLength(20);
  expect(served.every((name, index) => index === 0 || name !== served[index - 1])).toBe(true);
});

it('holds the URL import limits across instances: 10 a minute and 2 at once per cook, whichever instance answers', async () => {
  const importPage = (cookie: string, page: string) => call(proxy.url, 'POST', '/api/recipes/import', cookie, { url: `${pages.base}/${page}` });
  const cookie = await signUp();
  const statuses: number[] = [];
  for (let index = 0; index < 11; index += 1) statuses.push((await importPage(cookie, 'array-pancakes.html')).status);
  expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);

  const other = await signUp();
  const first = proxy.answeredBy.length;
  const page = pages.hold();
  let answered = 0;
  const imports = Array.from({ length: 12 }, () => importPage(other, 'held-recipe.html').finally(() => (answered += 1)));
  // Every import either refused or reading the page, which holds them: at most 2 may be reading it.
  await eventually(
    async () => answered + page.waiting(),
    (settled) => settled === 12,
  );
  expect(page.waiting()).toBeLessThanOrEqual(2);
  page.release();
  const answers = await Promise.all(imports);
  expect(new Set(proxy.answeredBy.slice(first))).toEqual(new Set(['a', 'b']));
  const imported = answers.filter((answer) => answer.status === 200).length;
  expect(imported).toBeGreaterThanOrEqual(1);
  expect(imported).toBeLessThanOrEqual(2);
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - imported);
});

it('serves an avatar uploaded on one instance from the other, and its card-size copy, from the bucket', async () => {
  const cookie = await signUp();
  const png = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const uploaded = await call(instances.a.url, 'PATCH', '/api/user', cookie, { profilePicture: `data:image/png;base64,${png.toString('base64')}` });
  expect(uploaded.status).toBe(200);
  const avatar: string = uploaded.body.profilePicture;
  expect(avatar).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);

  const fetched = await fetch(`${instances.b.url}${avatar}`);
  expect([fetched.status, fetched.headers.get('content-type'), fetched.headers.get('cache-control')]).toEqual([
    200,
    'image/jpeg',
    'public, max-age=31536000, immutable',
  ]);
  expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).width).toBe(512);
  const card = await fetch(`${instances.b.url}${avatar.replace(/\.jpg$/, '.w480.jpg')}`);
  expect(card.status).toBe(200);
  expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(480);
  expect((await fetch(`${instances.a.url}/media/${'0'.repeat(64)}.jpg`)).status).toBe(404);
  for (const instance of Object.values(instances)) expect(existsSync(join(instance.dataDir, 'media'))).toBe(false);
});

it('ends a session everywhere when the user signs out on one instance', async () => {
  const cookie = await signUp();
  expect((await call(instances.b.url, 'GET', '/api/user', cookie)).status).toBe(200);
  expect((await call(instances.a.url, 'POST', '/api/logout', cookie)).status).toBe(200);
  expect((await call(instances.b.url, 'GET', '/api/user', cookie)).status).toBe(401);
  expect((await call(instances.a.url, 'GET', '/api/user', cookie)).status).toBe(401);
});

describe('the session cleanup job on two instances', () => {
  let orms: MikroORM[];
  let jobs: SessionCleanupJob[];
  // Later than any hour the instances' own crons could claim while the test runs.
  const tick = new Date('2099-01-01T10:00:00Z').getTime();

  beforeAll(async () => {
    orms = [await openDatabase(database.url, entities), await openDatabase(database.url, entities)];
    jobs = orms.map((orm) => new SessionCleanupJob(orm.em as EntityManager));
  });
  afterAll(() => Promise.all(orms.map((orm) => orm.close())));

  const expire = (sid: string) => sql("insert into sessions (sid, data, expires_at) values ($1, '{}', now() - interval '1 minute')", [sid]);
  const expiredLeft = async () =>
    (await sql<{ sid: string }>("select sid from sessions where sid like 'expired-%' order by sid")).map(({ sid }) => sid);

  it('runs once per tick: once when both fire together, not again when one fires late, once on the next tick', async () => {
    await expire('expired-1');
    await expire('expired-2');
    // Both instances' crons fire for 10:00, each a little early or late, twice over.
    const offsets = [0, 120, -250, 2_000];
    const ran = await Promise.all(offsets.map((offset, index) => jobs[index % 2].removeExpired(new Date(tick + offset))));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await expiredLeft()).toEqual([]);

    await expire('expired-3');
    expect(await jobs[0].removeExpired(new Date(tick + 20 * 60 * 1000))).toBe(false);
    expect(await jobs[1].removeExpired(new Date(tick + 20 * 60 * 1000))).toBe(false);
    expect(await expiredLeft()).toEqual(['expired-3']);

    const next = await Promise.all(jobs.map((job) => job.removeExpired(new Date(tick + HOUR_MS))));
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(await expiredLeft()).toEqual([]);
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends a request's headers with `Expect: 100-continue` and resolves once the server has accepted it
 * and answered "100 Continue": from then on the request is in flight on that server. `send()` sends
 * the body and resolves with the answer.
 */
async function inFlight(port: number, agent: Agent, method: string, path: string, body: string, cookie = '') {
  const outgoing = request({
    host: '127.0.0.1',
    port,
    method,
    path,
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue', cookie },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      void response
        .toArray()
        .then((chunks) => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
  });
  outgoing.flushHeaders();
  await Promise.race([new Promise((resolve) => outgoing.once('continue', resolve)), answer]);
  return {
    send: () => {
      outgoing.end(body);
      return answer;
    },
  };
}

it('restarts an instance without a failed request: 50 requests in flight finish, the proxy moves to the other one', async () => {
  const cookie = await signUp();
  const recipeCount = async () => Number((await call(proxy.url, 'GET', '/api/recipes?limit=1', cookie)).headers.get('x-total-count'));
  const before = await recipeCount();
  const agent = new Agent({ keepAlive: true });
  const a = instances.a;
  const held = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      inFlight(a.port, agent, 'POST', '/api/recipes', JSON.stringify(recipeInput({ name: `Drained ${index}` })), cookie),
    ),
  );
  const health = await inFlight(a.port, agent, 'GET', '/api/health', '{}');

  // Traffic through the proxy for the whole restart, one request after another.
  let restarted = false;
  const traffic: number[] = [];
  const steady = (async () => {
    while (!restarted) traffic.push((await call(proxy.url, 'GET', '/api/user', cookie)).status);
  })();

  a.kill('SIGTERM');
  await a.waitForLine(/^SIGTERM received: draining/);
  expect((await health.send()).status).toBe(503);
  const answers = await Promise.all(held.map((request) => request.send()));
  expect(answers.map(({ status }) => status)).toEqual(Array(50).fill(201));
  expect(answers.every(({ headers }) => headers.connection === 'close')).toBe(true);
  expect(await a.exited).toBe(0);
  expect(a.output()).toMatch(/^Stopped$/m);

  await startInstance('a', a.port).waitForLine(READY);
  const first = proxy.answeredBy.length;
  for (let index = 0; index < 4; index += 1) expect((await call(proxy.url, 'GET', '/api/user', cookie)).status).toBe(200);
  expect(new Set(proxy.answeredBy.slice(first))).toEqual(new Set(['a', 'b']));
  restarted = true;
  await steady;
  agent.destroy();

  expect(traffic.length).toBeGreaterThan(0);
  expect(traffic.filter((status) => status !== 200)).toEqual([]);
  expect(await recipeCount()).toBe(before + 50);
}, 60_000); // a restart: a process start on a machine that may be busy with other test files

it('refuses to start on an external database without SESSION_SECRET, in one line', async () => {
  const withoutSecret = Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'SESSION_SECRET'));
  const alone = startServerProcess(await freePort(), { ...withoutSecret, DATA_DIR: newDataDir() });
  expect(await alone.exited).toBe(1);
  expect(alone.output().trim()).toBe(
    'error: SESSION_SECRET is required when DATABASE_URL is set: every instance must sign session cookies with the same secret.',
  );
});
