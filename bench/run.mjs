// `npm run bench` (`-- --scale` runs bench/scale.mjs instead, `-- --accuracy` only bench/accuracy.mjs): seeds PostgreSQL by SQL, runs Savor (through `scripts/start.mjs`, as `npm start` does)
// beside a bare node:http + pg server, and prints ratios measured side by side in this one run; then the URL import's accuracy
// on both page corpora (the real sites' pages when python3 and their source are at hand) and the offline reader's on the card corpus.
// Every request goes to loopback; every loop is bounded in count and time. Not part of `npm test`.
//
//   BENCH_LOAD_SECONDS      memory soak with 4 clients (default 120)
//   BENCH_THROUGHPUT_SECONDS each of the 5 alternating throughput rounds per server (default 6)
//   BENCH_LIGHTHOUSE_RUNS   Lighthouse runs per page, the median is kept (default 5, as Lighthouse's variability
//                           guide advises; 0 skips Lighthouse)
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { accuracyLines, measureAccuracy } from './accuracy.mjs';
import { DESKTOP, firstVisitScripts, lighthouseScores } from './browser.mjs';
import { alternate, getRequest, percentiles, runLoad } from './http-load.mjs';
import { cpuMs, httpJson, postgresCpuMs, rssMb, runBench, statementsPerRequest, stopAndDeleteCluster, waitFor } from './processes.mjs';
import { seedCooks, seedRecipes } from './seed.mjs';
import { realPages } from './real-pages/corpus.mjs';
import { judgedFaithful } from './real-pages/judged.mjs';
import { REAL_PAGES_HEADING, measureUrlAccuracy, urlAccuracyReport } from './url-accuracy.mjs';

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 6);
const THROUGHPUT_ROUNDS = 5;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// Requests a side per p95 comparison: a p95 rests on the slowest twentieth, 15 samples out of 300. Measured
// again and again on the same two servers, the three lists' ratios spread over 0.93–1.15 at 300 (eight
// repeats) and 0.92–1.05 at 1,000 (five).
const LATENCY_ROUNDS = 1_000;
const SECRET = 'bench-session-secret';
const PASSWORD = 'bench-password-1';

const work = mkdtempSync(join(tmpdir(), 'savor-bench-'));
const children = [];
let postgres;
const startedAt = Date.now();
const step = (text) => process.stderr.write(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${text}\n`);

async function cleanUp() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once('exit', r)) : undefined)),
  );
  await stopAndDeleteCluster(postgres);
  rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** Savor as `npm start` runs it (scripts/start.mjs), on an existing database. */
async function startSavor(name, port, databaseUrl) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: join(work, name), SESSION_SECRET: SECRET, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitFor(port, child);
  return child;
}

/**
 * Seconds from `npm start` (scripts/start.mjs) to a healthy server on an existing embedded data directory:
 * the first start creates and migrates the cluster and is not counted; then `runs` stop-and-start cycles.
 */
async function restartTimes(port, runs = 3) {
  const env = { ...process.env, PORT: String(port), DATA_DIR: join(work, 'restart'), LOG_LEVEL: 'error' };
  delete env.DATABASE_URL;
  const start = async () => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    await waitFor(port, child);
    return { child, seconds: (Date.now() - startedAt) / 1000 };
  };
  const stop = (child) => new Promise((resolve) => (child.kill('SIGTERM'), child.once('exit', resolve)));
  const times = [];
  let { child } = await start();
  for (let run = 0; run < runs; run += 1) {
    await stop(child);
    const next = await start();
    child = next.child;
    times.push(next.seconds);
  }
  await stop(child);
  // Run as root, the cluster lives outside `work` (under /var/lib/savor): it goes with its data directory.
  const { clusterDirectory } = await import('../dist/src/platform/database/embedded-postgres.js');
  rmSync(dirname(clusterDirectory(env.DATA_DIR)), { recursive: true, force: true });
  return times;
}

async function startBare(port, databaseUrl) {
  const child = fork('bench/bare-server.mjs', [], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, SESSION_SECRET: SECRET },
    stdio: 'inherit',
  });
  children.push(child);
  await waitFor(port, child);
  return child;
}

/** Registers a cook through the API (their session cookie), then replaces their recipes by `perCook` seeded ones. */
async function cook(port, client, username, perCook, seedOptions) {
  const response = await httpJson(port, 'POST', '/api/register', {
    body: { email: `${username}@bench.example`, password: PASSWORD, name: 'Bench Cook', username, dietaryRestrictions: [] },
  });
  if (response.status !== 201) throw new Error(`register ${username}: ${response.status} ${response.text}`);
  const cookie = response.headers['set-cookie'].map((line) => line.split(';')[0]).join('; ');
  const { id } = JSON.parse(response.text);
  await client.query('delete from recipes where user_id = $1', [id]);
  await seedRecipes(client, `select ${Number(id)} as id`, perCook, seedOptions);
  return { id, cookie };
}

const ms = (value) => `${value.toFixed(2)} ms`;
const ratio = (a, b) => a / b;

/** The community listing's cases: [kind, path] (the deep page is added by cursor). */
const PUBLIC_LISTS = [
  ['first page', '/api/public-recipes?limit=24'],
  ['a category', '/api/public-recipes?category=Dinner&limit=24'],
  ['a search', '/api/public-recipes?search=lemon&limit=24'],
];
const DEEP_PAGE = 40; // the 1,000 public recipes of the small database fill 41 pages of 24

/** The address of the DEEP_PAGE-th page of the community listing, following X-Next-Cursor from the first. */
async function deepPagePath(port) {
  let path = '/api/public-recipes?limit=24';
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    const response = await httpJson(port, 'GET', path);
    const cursor = response.headers['x-next-cursor'];
    if (response.status !== 200 || !cursor) throw new Error(`community listing on port ${port}: no page ${page + 1}`);
    path = `/api/public-recipes?limit=24&cursor=${encodeURIComponent(cursor)}`;
  }
  return path;
}

async function main() {
  step('building what changed');
  buildIfStale();
  const { startEmbeddedPostgres } = await import('../dist/src/platform/database/embedded-postgres.js');
  const { openDatabase } = await import('../dist/src/platform/database/orm.js');
  const { entities } = await import('../dist/src/app.entities.js');

  step('npm start on an existing data directory (embedded PostgreSQL): 3 restarts');
  const restarts = await restartTimes(4704);

  step('starting PostgreSQL (with pg_stat_statements) and migrating two databases');
  postgres = await startEmbeddedPostgres(join(work, 'pg'), undefined, { shared_preload_libraries: 'pg_stat_statements' });
  for (const name of ['bench_1k', 'bench_200k']) {
    await postgres.createDatabase(name);
    const orm = await openDatabase(postgres.url(name), entities);
    await orm.close();
  }
  const small = new pg.Client({ connectionString: postgres.url('bench_1k') });
  const large = new pg.Client({ connectionString: postgres.url('bench_200k') });
  await small.connect();
  await large.connect();
  await large.query('create extension if not exists pg_stat_statements');

  const ports = { small: 4701, large: 4702, bare: 4703 };
  step('starting Savor on both databases and the bare server');
  await startSavor('small', ports.small, postgres.url('bench_1k'));
  const savor = await startSavor('large', ports.large, postgres.url('bench_200k'));
  const bare = await startBare(ports.bare, postgres.url('bench_200k'));

  step('seeding: 1,000 recipes (all public) over 10 cooks; 200,000 (100,000 public) over 2,000 cooks and one cook with 10,000');
  const seedStart = Date.now();
  const cookSmall = await cook(ports.small, small, 'bench_cook', 100, { publicEvery: 1 });
  await seedCooks(small, 'fill', 9);
  await seedRecipes(small, "select id from users where username like 'fill%'", 100, { publicEvery: 1 });
  const cookLarge = await cook(ports.large, large, 'bench_cook', 100, { publicEvery: 2 });
  const cookBig = await cook(ports.large, large, 'bench_big', 10_000, { publicEvery: 0 });
  await seedCooks(large, 'fill', 1_999);
  await seedRecipes(large, "select id from users where username like 'fill%'", 100, { publicEvery: 2 });
  // The feed: one cook follows every filler cook (2,000 follows), another follows 10 of them.
  await large.query(
    `insert into user_follows (follower_id, following_id, created_at)
     select $1::int, id, now() from users where username like 'fill%'
     union all select $2::int, id, now() from (select id from users where username like 'fill%' order by id limit 10) few`,
    [cookLarge.id, cookBig.id],
  );
  for (const client of [small, large]) await client.query('vacuum analyze');
  const counts = (await large.query('select count(*)::int as n from recipes')).rows[0].n;
  const publicCounts = await Promise.all(
    [small, large].map(async (client) => (await client.query('select count(*)::int as n from recipes where is_public')).rows[0].n),
  );
  step(
    `seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s (${counts} recipes in the large database; public ${publicCounts[0]} and ${publicCounts[1]})`,
  );

  const results = { date: new Date().toISOString(), restartSeconds: restarts };

  // Idle: the server has answered its health checks and three registrations; let it settle, past the
  // quiet period after which it hands back what start-up grew (IdleCollector) and one more check.
  const { QUIET_MS } = await import('../dist/src/platform/http/idle-collector.js');
  await sleep(QUIET_MS + 7_000);
  results.rssIdleMb = rssMb(savor.pid);
  step(`RSS idle ${results.rssIdleMb.toFixed(0)} MB; ${LOAD_SECONDS} s of 4 clients reading lists`);

  const browserHeaders = { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'application/json' };
  const lists = [
    [cookLarge.cookie, '/api/recipes?limit=48&offset=0'],
    [cookBig.cookie, '/api/recipes?limit=48&offset=0'],
    [cookLarge.cookie, '/api/recipes'],
    [cookBig.cookie, '/api/recipes?category=Dinner&limit=48'],
    [cookLarge.cookie, '/api/recipes?search=lemon&limit=48'],
    [cookBig.cookie, '/api/recipes?limit=48&offset=4800'],
    [cookBig.cookie, '/api/recipes?search=curry&limit=48&offset=96'],
    [cookLarge.cookie, '/api/recipes/categories'],
  ].map(([cookie, path]) => getRequest(path, { port: ports.large, headers: { ...browserHeaders, Cookie: cookie } }));
  let turn = 0;
  let peak = results.rssIdleMb;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(savor.pid))), 500);
  const soak = await runLoad({ port: ports.large, connections: 4, seconds: LOAD_SECONDS, nextRequest: () => lists[turn++ % lists.length] });
  clearInterval(sampler);
  results.rssAfterLoadMb = rssMb(savor.pid);
  results.rssPeakMb = Math.max(peak, results.rssAfterLoadMb);
  results.soak = { requests: soak.completed, errors: soak.errors, perSecond: soak.perSecond, p95: soak.p95 };
  if (soak.errors) throw new Error(`${soak.errors} errors during the soak`);
  step(`RSS after load ${results.rssAfterLoadMb.toFixed(0)} MB (peak ${results.rssPeakMb.toFixed(0)} MB), ${soak.completed} requests`);

  // The large server just served the soak: give the small one as much practice (JIT, caches) first.
  step('warming the 1k server as the soak warmed the 200k one');
  const smallLists = [
    '/api/recipes?limit=24',
    '/api/recipes?category=Dinner&limit=24',
    '/api/recipes?search=lemon&limit=24',
    '/api/recipes?limit=48',
  ].map((path) => getRequest(path, { port: ports.small, headers: { ...browserHeaders, Cookie: cookSmall.cookie } }));
  let smallTurn = 0;
  await runLoad({ port: ports.small, connections: 4, seconds: 20, nextRequest: () => smallLists[smallTurn++ % smallLists.length] });
  // and both as much practice on the community listing
  for (const port of [ports.small, ports.large]) {
    const publicLists = PUBLIC_LISTS.map(([, path]) => getRequest(path, { port, headers: browserHeaders }));
    let publicTurn = 0;
    await runLoad({ port, connections: 4, seconds: 10, nextRequest: () => publicLists[publicTurn++ % publicLists.length] });
  }
  step('latency at 200k ÷ at 1k, alternating request by request');
  results.latency = {};
  for (const [kind, query] of [
    ['default list', '/api/recipes?limit=24'],
    ['a category', '/api/recipes?category=Dinner&limit=24'],
    ['a search', '/api/recipes?search=lemon&limit=24'],
  ]) {
    const targets = [
      { port: ports.small, request: getRequest(query, { port: ports.small, headers: { Cookie: cookSmall.cookie } }) },
      { port: ports.large, request: getRequest(query, { port: ports.large, headers: { Cookie: cookLarge.cookie } }) },
    ];
    await alternate(targets, 100);
    const [at1k, at200k] = (await alternate(targets, LATENCY_ROUNDS)).map(percentiles);
    results.latency[kind] = { p95at1k: at1k.p95, p95at200k: at200k.p95, ratio: ratio(at200k.p95, at1k.p95) };
  }
  step(`community listing (visitors) at 100,000 public recipes ÷ at 1,000, alternating; the deep page is page ${DEEP_PAGE}`);
  results.publicLatency = {};
  const deepPath = { small: await deepPagePath(ports.small), large: await deepPagePath(ports.large) };
  for (const [kind, path] of [...PUBLIC_LISTS, [`page ${DEEP_PAGE} (cursor)`, null]]) {
    const targets = [
      { port: ports.small, request: getRequest(path ?? deepPath.small, { port: ports.small }) },
      { port: ports.large, request: getRequest(path ?? deepPath.large, { port: ports.large }) },
    ];
    await alternate(targets, 100);
    const [at1k, at100k] = (await alternate(targets, LATENCY_ROUNDS)).map(percentiles);
    results.publicLatency[kind] = { p95at1k: at1k.p95, p95at100k: at100k.p95, ratio: ratio(at100k.p95, at1k.p95) };
  }
  {
    const first = getRequest('/api/recipes?limit=24&offset=0', { port: ports.large, headers: { Cookie: cookBig.cookie } });
    const last = getRequest('/api/recipes?limit=24&offset=9984', { port: ports.large, headers: { Cookie: cookBig.cookie } });
    const targets = [
      { port: ports.large, request: first },
      { port: ports.large, request: last },
    ];
    await alternate(targets, 100);
    const [firstPage, lastPage] = (await alternate(targets, LATENCY_ROUNDS)).map(percentiles);
    results.paging = { p95first: firstPage.p95, p95last: lastPage.p95, ratio: ratio(lastPage.p95, firstPage.p95) };
    const past = await httpJson(ports.large, 'GET', '/api/recipes?limit=24&offset=20000', { cookie: cookBig.cookie });
    results.totalPastLastPage = Number(past.headers['x-total-count']);
  }

  step('the feed with 2,000 follows ÷ with 10, alternating (100,000 public recipes)');
  {
    const targets = [
      { port: ports.large, request: getRequest('/api/social/feed?limit=24', { port: ports.large, headers: { Cookie: cookBig.cookie } }) },
      { port: ports.large, request: getRequest('/api/social/feed?limit=24', { port: ports.large, headers: { Cookie: cookLarge.cookie } }) },
    ];
    await alternate(targets, 100);
    const [few, many] = (await alternate(targets, LATENCY_ROUNDS)).map(percentiles);
    results.feed = { p95few: few.p95, p95many: many.p95, ratio: ratio(many.p95, few.p95) };
  }

  step('SQL statements per list request (pg_stat_statements)');
  results.statements = {};
  // A planned week: 4 meals a day, most of them recipes (the read joins each entry's recipe).
  await large.query(
    `insert into meal_plan_entries (user_id, date, meal, position, recipe_id, note, servings)
     select $1, date '2026-11-23' + (n % 7), (array['Breakfast','Lunch','Dinner','Snack'])[1 + n % 4], n,
       case when n % 5 = 0 then null else r.id end, case when n % 5 = 0 then 'Leftovers' end, case when n % 5 = 0 then null else 2 end
     from generate_series(0, 27) n
     cross join lateral (select id from recipes where user_id = $1 order by id offset n limit 1) r`,
    [cookLarge.id],
  );
  for (const [kind, query] of [
    ['default list', '/api/recipes?limit=24'],
    ['a category', '/api/recipes?category=Dinner&limit=24'],
    ['a search', '/api/recipes?search=lemon&limit=24'],
    ['past the last page', '/api/recipes?limit=24&offset=20000'],
    ['community listing', '/api/public-recipes?limit=24'],
    ['community listing, a search', '/api/public-recipes?search=lemon&limit=24'],
    ['feed of 2,000 follows', '/api/social/feed?limit=24'],
    ['following (2,000)', '/api/social/following?limit=50'],
    ['notifications poll', '/api/social/notifications?limit=5'],
    ['shopping list', '/api/shopping'],
    ['pantry', '/api/pantry'],
    ['meal plan week (28 entries)', '/api/meal-plan?from=2026-11-23&to=2026-11-29'],
  ]) {
    results.statements[kind] = await statementsPerRequest(large, ports.large, query, cookLarge.cookie);
  }

  step(
    `throughput of GET /api/recipes?limit=24: Savor and the bare server, a warm-up, then ${THROUGHPUT_ROUNDS} alternating rounds of ${THROUGHPUT_SECONDS} s`,
  );
  const cpuPerRequest = { savor: [], bare: [], postgresForSavor: [], postgresForBare: [] };
  const throughputRound = async (name) => {
    const port = name === 'savor' ? ports.large : ports.bare;
    const pid = name === 'savor' ? savor.pid : bare.pid;
    const bytes = getRequest('/api/recipes?limit=24', { port, headers: { Cookie: cookLarge.cookie } });
    const [serverBefore, postgresBefore] = [cpuMs(pid), postgresCpuMs()];
    const result = await runLoad({ port, connections: 8, seconds: THROUGHPUT_SECONDS, nextRequest: () => bytes });
    if (result.errors) throw new Error(`${result.errors} errors in the ${name} throughput round`);
    cpuPerRequest[name].push((cpuMs(pid) - serverBefore) / result.completed);
    cpuPerRequest[name === 'savor' ? 'postgresForSavor' : 'postgresForBare'].push((postgresCpuMs() - postgresBefore) / result.completed);
    return result.perSecond;
  };
  for (const name of ['savor', 'bare']) await throughputRound(name);
  for (const values of Object.values(cpuPerRequest)) values.length = 0; // the warm-up is not counted
  const rounds = [];
  for (let round = 0; round < THROUGHPUT_ROUNDS; round += 1) {
    const savorPerSecond = await throughputRound('savor');
    rounds.push({ savor: savorPerSecond, bare: await throughputRound('bare') });
  }
  // Each round's two servers ran back to back, so their ratio is what drifts least with the machine.
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const roundRatios = rounds.map((round) => ratio(round.savor, round.bare));
  results.throughput = {
    savor: median(rounds.map((round) => round.savor)),
    bare: median(rounds.map((round) => round.bare)),
    ratio: median(roundRatios),
    roundRatios,
    rounds,
    cpuMsPerRequest: Object.fromEntries(Object.entries(cpuPerRequest).map(([process, values]) => [process, median(values)])),
    cpuMsPerRequestByRound: cpuPerRequest,
  };

  step('first visit to /auth in Chromium');
  results.authScripts = await firstVisitScripts(`http://localhost:${ports.large}/auth`);
  results.authScriptsDesktop = await firstVisitScripts(`http://localhost:${ports.large}/auth`, DESKTOP);

  if (LIGHTHOUSE_RUNS > 0) {
    step(`Lighthouse mobile performance, median of ${LIGHTHOUSE_RUNS} runs a page`);
    const base = `http://localhost:${ports.large}`;
    results.lighthouse = await lighthouseScores(
      { auth: `${base}/auth`, home: `${base}/`, myRecipes: `${base}/recipes` },
      { cookie: cookLarge.cookie, runs: LIGHTHOUSE_RUNS },
    );
  }
  step('URL import accuracy on bench/url-pages (as `npm run bench -- --urls`)');
  await postgres.createDatabase('bench_urls');
  await (await openDatabase(postgres.url('bench_urls'), entities)).close();
  results.urlAccuracy = await measureUrlAccuracy({ databaseUrl: postgres.url('bench_urls'), dataDir: join(work, 'urls'), children });
  step("URL import accuracy on real sites' saved pages (as `npm run bench -- --real-pages`)");
  results.realPages = await realPages().then(
    (corpus) => measureUrlAccuracy({ databaseUrl: postgres.url('bench_urls'), dataDir: join(work, 'real-pages'), children, corpus }),
    (error) => ({ notMeasured: error.message }),
  );
  step('the offline photo and PDF reader on the printed card corpus (bench/accuracy.mjs)');
  results.accuracy = await measureAccuracy(step);
  results.seconds = (Date.now() - startedAt) / 1000;
  await small.end();
  await large.end();
  return results;
}

function report(r) {
  const lines = [];
  const row = (label, value, target = '') => lines.push(`${label.padEnd(50)} ${String(value).padEnd(34)} ${target}`);
  lines.push('', `Savor bench, ${r.date} (${r.seconds.toFixed(0)} s)`, '');
  row('figure', 'measured', 'target');
  for (const [kind, l] of Object.entries(r.latency)) {
    row(`list p95 at 200k ÷ at 1k, ${kind}`, `${l.ratio.toFixed(2)} (${ms(l.p95at200k)} / ${ms(l.p95at1k)})`, '0.8–1.3');
  }
  for (const [kind, l] of Object.entries(r.publicLatency)) {
    row(`community p95 at 100k ÷ at 1k, ${kind}`, `${l.ratio.toFixed(2)} (${ms(l.p95at100k)} / ${ms(l.p95at1k)})`, '≤ 1.3');
  }
  row('last page ÷ first page at 10,000 (p95)', `${r.paging.ratio.toFixed(2)} (${ms(r.paging.p95last)} / ${ms(r.paging.p95first)})`, '≤ 1.4');
  row('X-Total-Count past the last page', r.totalPastLastPage, '10000');
  row('feed p95 with 2,000 follows ÷ with 10', `${r.feed.ratio.toFixed(2)} (${ms(r.feed.p95many)} / ${ms(r.feed.p95few)})`, '≤ 1.3');
  for (const [kind, s] of Object.entries(r.statements)) row(`SQL statements per list request, ${kind}`, s.perRequest, '≤ 2');
  row(
    'GET /api/recipes?limit=24: Savor ÷ bare server',
    `${r.throughput.ratio.toFixed(2)} (median of ${r.throughput.roundRatios.map((value) => value.toFixed(2)).join(', ')}; ${r.throughput.savor.toFixed(0)} / ${r.throughput.bare.toFixed(0)} req/s)`,
    '≥ 0.8',
  );
  {
    const cpu = r.throughput.cpuMsPerRequest;
    row(
      '  CPU per request: server, PostgreSQL (Savor; bare)',
      `${cpu.savor.toFixed(2)}, ${cpu.postgresForSavor.toFixed(2)} ms; ${cpu.bare.toFixed(2)}, ${cpu.postgresForBare.toFixed(2)} ms`,
      '',
    );
  }
  row('RSS idle', `${r.rssIdleMb.toFixed(0)} MB`, '≤ 150 MB');
  row('npm start to healthy on existing data (3 restarts)', r.restartSeconds.map((s) => `${s.toFixed(1)} s`).join(', '), '< 3 s');
  row(
    `RSS under 4 clients for ${LOAD_SECONDS} s: peak ÷ idle`,
    `${(r.rssPeakMb / r.rssIdleMb).toFixed(2)} (peak ${r.rssPeakMb.toFixed(0)} MB, end ${r.rssAfterLoadMb.toFixed(0)} MB)`,
    '≤ 1.5',
  );
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const [device, a] of [
    ['phone', r.authScripts],
    ['desktop', r.authScriptsDesktop],
  ]) {
    row(
      `/auth JavaScript over the wire, ${device} (first visit)`,
      `${kB(a.bodies)} (+ ${kB(a.wire - a.bodies)} headers; ${a.files.length} files, ${kB(a.decoded)} decoded)`,
      '≤ 150 kB',
    );
  }
  if (r.lighthouse) {
    for (const [page, l] of Object.entries(r.lighthouse)) {
      row(
        `Lighthouse mobile performance, ${page}`,
        `${l.score} (runs ${l.all.join(', ')}; LCP ${(l.lcp / 1000).toFixed(1)} s, TBT ${l.tbt.toFixed(0)} ms; host benchmarkIndex ${Math.round(l.benchmarkIndex)})`,
        '≥ 90',
      );
    }
  }
  lines.push('', 'statements of a default list request:', ...r.statements['default list'].statements.map((s) => `  ${s}`));
  lines.push('', 'scripts of /auth:', ...r.authScripts.files.map((f) => `  ${f.path} ${f.wire} B ${f.encoding}`));
  lines.push(urlAccuracyReport(r.urlAccuracy));
  lines.push(
    r.realPages.notMeasured
      ? `\n${REAL_PAGES_HEADING}: not measured (${r.realPages.notMeasured})`
      : urlAccuracyReport(r.realPages, REAL_PAGES_HEADING, judgedFaithful),
  );
  lines.push('', ...accuracyLines(r.accuracy));
  return lines.join('\n');
}

await runBench({ main, report, file: 'bench.json', cleanUp });
