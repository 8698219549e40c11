// `npm run bench -- --scale [--reuse]`: Savor at 100,000 cooks (issue 53). Seeds by SQL a large database
// (100,000 cooks, 1,000,000 recipes, a third public, 10,000,000 ticket transactions, 2,000,000 follows with a
// long tail, 5,000,000 notifications, 1,000,000 comments and ratings, 500,000 shopping and pantry items) and a
// small one of 1,000 cooks with the same shape, runs Savor on both, and prints for every list and screen read:
// p95 on the small database, p95 on the large one (requests alternating between them), their ratio, and the
// SQL statements a request runs. The special cooks (the one with 10,000 recipes, the feed readers, the most
// followed cook, an admin) have the same data in both, so a ratio shows only what the rest of the table costs.
//
//   --reuse                  keeps the seeded databases of the last run (in BENCH_SCALE_DIR) instead of seeding
//   BENCH_SCALE_DIR          where the databases live between runs (default: the system's temp dir)
//   BENCH_SCALE_COOKS        cooks in the large database (default 100000; everything else scales with it)
//   BENCH_SCALE_ROUNDS       requests a side per p95 (default 300)
//   BENCH_SCALE_LOAD_SECONDS the mixed load of 50 cooks at a browsing pace at the end (default 120; 0 skips it),
//                            then the same without pauses for at most 30 s
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { alternate, getRequest, jsonRequest, percentiles, runLoad } from './http-load.mjs';
import { httpJson, rssMb, runBench, statementsPerRequest, waitFor } from './processes.mjs';
import { seedCooks, seedRecipes } from './seed.mjs';

const REUSE = process.argv.includes('--reuse');
const DIR = process.env.BENCH_SCALE_DIR ?? join(tmpdir(), 'savor-bench-scale');
const LARGE_COOKS = Number(process.env.BENCH_SCALE_COOKS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 300);
const LOAD_SECONDS = Number(process.env.BENCH_SCALE_LOAD_SECONDS ?? 120);
/** The mixed load's cooks wait this long between two requests, on average: 50 of them ask 200 times a second. */
const BROWSING_PAUSE_MS = 250;
const PASSWORD = 'bench-password-1';
const SECRET = 'bench-session-secret';
/** The special cooks' own data, the same in both databases. */
const OWN_RECIPES = 10_000;
const FEED_SIZES = [10, 500, 5_000];

const startedAt = Date.now();
const step = (text) => process.stderr.write(`[scale ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(5)} s] ${text}\n`);
const children = [];
let postgres;

/** Savor as `npm start` runs it, on an existing database; resolves with the process and the seconds it took to be healthy. */
async function startSavor(name, port, databaseUrl) {
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(DIR, `media-${name}`),
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'error',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitFor(port, child, 300);
  return { child, seconds: (Date.now() - started) / 1000 };
}

const stop = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

/** Sign-ins so far: each comes from an address of its own. */
let signIns = 0;

/** Signs in as `username`, from an address of its own (the server trusts the bench's X-Forwarded-For): 57 sign-ins from one address would be refused. */
async function signIn(port, username) {
  const address = `198.18.${(signIns >> 8) & 255}.${signIns++ & 255}`;
  const response = await httpJson(port, 'POST', '/api/login', {
    body: { email: `${username}@bench.example`, password: PASSWORD },
    headers: { 'x-forwarded-for': address },
  });
  if (response.status !== 200) throw new Error(`sign-in ${username}: ${response.status} ${response.text}`);
  return response.headers['set-cookie'].map((line) => line.split(';')[0]).join('; ');
}

/** 50 filler cooks of the large database given the bench's password and signed in, each with a shopping item to tick off. */
async function loadWriters(client, port) {
  const writers = (
    await client.query(
      `update users u set password_hash = (select password_hash from users where username = 'bigcook')
       where u.username in (select 'c' || i from generate_series(1, 50) i)
       returning u.username, (select s.id from shopping_items s where s.user_id = u.id order by s.id limit 1) as "itemId"`,
    )
  ).rows;
  return Promise.all(
    writers.map(async ({ username, itemId }) => ({ cookie: await signIn(port, username), itemId, commentedAt: -Infinity, checked: false })),
  );
}

async function register(port, username) {
  const response = await httpJson(port, 'POST', '/api/register', {
    body: { email: `${username}@bench.example`, password: PASSWORD, name: `Bench ${username}`, username, dietaryRestrictions: [] },
  });
  if (response.status !== 201) throw new Error(`register ${username}: ${response.status} ${response.text}`);
  return JSON.parse(response.text).id;
}

const SPECIAL = ['bigcook', 'feed10', 'feed500', 'feed5000', 'feedrare', 'star', 'boss'];

/**
 * The world of `cooks` filler cooks around the special ones (registered through the API first, so that
 * their passwords work). Everything by SQL, each table in one statement.
 */
async function seed(client, port, cooks) {
  const ids = {};
  for (const name of SPECIAL) ids[name] = await register(port, name);
  await client.query('set synchronous_commit = off');
  await client.query('update users set is_admin = true where id = $1', [ids.boss]);
  await client.query('delete from recipes where user_id = any($1)', [Object.values(ids)]);
  await seedCooks(client, 'c', cooks);
  const fillers = "select id from users where username ~ '^c[0-9]+$'";
  step(`  recipes: ${OWN_RECIPES} of one cook, 10 each of ${cooks} cooks (a third public)`);
  await seedRecipes(client, `select ${Number(ids.bigcook)} as id`, OWN_RECIPES, { publicEvery: 3 });
  await seedRecipes(client, fillers, 10, { publicEvery: 3 });
  // Cooks who rarely publish: the last tenth of the fillers, one public recipe each (their oldest).
  const rare = `select id from users where username ~ '^c[0-9]+$' and substr(username, 2)::int > ${Math.floor(cooks * 0.9)}`;
  await client.query(`update recipes set is_public = false, published_at = null where user_id in (${rare})`);
  await client.query(
    `update recipes r set is_public = true, published_at = r.created_at
     from (select distinct on (user_id) id from recipes where user_id in (${rare}) order by user_id, created_at) first where r.id = first.id`,
  );

  step(`  tickets: a balance each, 100 transactions a cook`);
  await client.query(
    `insert into user_tickets (user_id, balance, lifetime_earned, lifetime_spent) select id, 20, 120, 100 from users
     on conflict (user_id) do nothing`,
  );
  await client.query(
    `insert into ticket_transactions (user_id, type, amount, balance_after, description, created_at)
     select u.id, case when k % 2 = 0 then 'ai_chat' else 'recipe_interaction' end, case when k % 2 = 0 then -1 else 1 end,
       20 + k % 2, case when k % 2 = 0 then 'Savorus chat' else 'Comment on a recipe' end, now() - (k * interval '1 hour')
     from users u cross join generate_series(1, 100) k`,
  );

  step(`  follows: the star followed by half of the cooks, 15 each around the circle, the feed readers`);
  await client.query(`insert into user_follows (follower_id, following_id) select id, $1 from (${fillers}) f where id % 2 = 0`, [ids.star]);
  await client.query(
    `with f as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from (${fillers}) x)
     insert into user_follows (follower_id, following_id)
     select a.id, b.id from f a cross join generate_series(1, 15) k join f b on b.n = (a.n + k * k * 37) % a.total
     where a.id <> b.id on conflict do nothing`,
  );
  for (const size of FEED_SIZES) {
    await client.query(
      `insert into user_follows (follower_id, following_id)
       select $1, id from (${fillers} and substr(username, 2)::int <= ${Math.floor(cooks * 0.9)} order by id limit $2) f
       on conflict do nothing`,
      [ids[`feed${size}`], size],
    );
  }
  await client.query(
    `insert into user_follows (follower_id, following_id) select $1, id from (${rare} order by id limit 500) f on conflict do nothing`,
    [ids.feedrare],
  );

  const popular = (await client.query('select id from recipes where user_id = $1 and is_public order by id limit 1', [ids.bigcook])).rows[0].id;
  // Numbered public recipes and fillers; the count apart, so that the join's key depends on one side only (a hash join).
  const publicRecipesAndFillers = `with total as (select count(*) as n from recipes where is_public),
    pub as (select id, row_number() over (order by id) - 1 as n from recipes where is_public),
    f as (select id, row_number() over (order by id) - 1 as n from (${fillers}) x)`;
  step(`  feedback: 10 comments and 10 ratings a cook, 500 of each on one recipe of the cook with 10,000`);
  await client.query(
    `${publicRecipesAndFillers}
     insert into recipe_comments (recipe_id, user_id, content, created_at)
     select pub.id, f.id, 'Made this on Sunday, the family loved it. Comment ' || k, now() - (k * interval '1 day')
     from f cross join generate_series(1, 10) k cross join total join pub on pub.n = (f.n * 10 + k) % total.n`,
  );
  await client.query(
    `${publicRecipesAndFillers}
     insert into recipe_ratings (recipe_id, user_id, rating)
     select pub.id, f.id, 1 + (f.n + k) % 5 from f cross join generate_series(1, 10) k cross join total join pub on pub.n = (f.n * 10 + k) % total.n
     on conflict do nothing`,
  );
  await client.query(
    `insert into recipe_comments (recipe_id, user_id, content) select $1, id, 'So good!' from (${fillers} order by id limit 500) f`,
    [popular],
  );

  step(`  notifications: 50 a cook, 5,000 for the cook with 10,000 recipes`);
  await client.query(
    `insert into notifications (user_id, actor_id, kind, message, recipe_id, read, created_at)
     select u.id, $1, 'comment', 'star commented on your recipe', null, k > 5, now() - (k * interval '1 hour')
     from (${fillers}) u cross join generate_series(1, 50) k`,
    [ids.star],
  );
  await client.query(
    `insert into notifications (user_id, actor_id, kind, message, read, created_at)
     select $1, $2, 'comment', 'star commented on your recipe', k > 20, now() - (k * interval '1 minute') from generate_series(1, 5000) k`,
    [ids.bigcook, ids.star],
  );

  step(`  shopping and pantry: 5 of each a cook, 50 for the cook with 10,000 recipes`);
  for (const [table, columns, values] of [
    ['shopping_items', 'name, category, checked', `'Item ' || k, 'Other', k % 3 = 0`],
    ['pantry_items', 'name, quantity, unit, percentage', `'Pantry ' || k, 1, 'pcs', 10 + (k * 7) % 90`],
  ]) {
    await client.query(`insert into ${table} (user_id, ${columns}) select u.id, ${values} from (${fillers}) u cross join generate_series(1, 5) k`);
    await client.query(`insert into ${table} (user_id, ${columns}) select $1, ${values} from generate_series(1, 50) k`, [ids.bigcook]);
  }
  await client.query(
    `insert into meal_plan_entries (user_id, date, meal, position, recipe_id, servings)
     select $1, date '2026-11-23' + (n % 7), (array['Breakfast','Lunch','Dinner','Snack'])[1 + n % 4], n, r.id, 2
     from generate_series(0, 27) n cross join lateral (select id from recipes where user_id = $1 order by id offset n limit 1) r`,
    [ids.bigcook],
  );
  step('  vacuum analyze');
  await client.query('vacuum analyze');
  return { ids, popular };
}

/** Every list and screen read, as [name, cook, path]. */
function endpoints({ ids, popular }) {
  return [
    ['own recipes, first page', 'bigcook', '/api/recipes?limit=24'],
    ['own recipes, a search', 'bigcook', '/api/recipes?search=lemon&limit=24'],
    ['own recipes, a category', 'bigcook', '/api/recipes?category=Dinner&limit=24'],
    ['own recipes, page 300', 'bigcook', '/api/recipes?limit=24&offset=7176'],
    ['public recipes, first page', 'bigcook', '/api/public-recipes?limit=24'],
    ['public recipes, a search', 'bigcook', '/api/public-recipes?search=lemon&limit=24'],
    ['public recipes, a category', 'bigcook', '/api/public-recipes?category=Dinner&limit=24'],
    ['a recipe', 'bigcook', `/api/recipes/${popular}`],
    ['its comments (500)', 'bigcook', `/api/recipes/${popular}/comments?limit=20`],
    ['its ratings', 'bigcook', `/api/recipes/${popular}/ratings`],
    ...FEED_SIZES.map((size) => [`feed, following ${size}`, `feed${size}`, '/api/social/feed?limit=24']),
    ['feed, following 500 who rarely publish', 'feedrare', '/api/social/feed?limit=24'],
    ['followers of the most followed', 'star', '/api/social/followers?limit=50'],
    ['followers, deep page', 'star', '/api/social/followers?limit=50&offset=400'],
    ['profile of the most followed', 'bigcook', `/api/social/profile/${ids.star}`],
    ['suggested cooks', 'feed10', '/api/social/suggestions?limit=20'],
    ['notifications', 'bigcook', '/api/social/notifications?limit=20'],
    ['shopping list', 'bigcook', '/api/shopping'],
    ['pantry', 'bigcook', '/api/pantry'],
    ['ticket history, first page', 'bigcook', '/api/tickets/transactions?limit=20'],
    ['ticket history, deep page', 'bigcook', '/api/tickets/transactions?limit=20&offset=80'],
    ['admin: users', 'boss', '/api/admin/users?limit=20'],
    ['admin: users, a search', 'boss', '/api/admin/users?limit=20&search=c12'],
    ['admin: statistics', 'boss', '/api/admin/stats'],
    ["admin: a user's activity", 'boss', `/api/admin/users/${ids.bigcook}/activity`],
    ['meal plan week', 'bigcook', '/api/meal-plan?from=2026-11-23&to=2026-11-29'],
  ];
}

async function openWorld(name, port, cooks) {
  const url = postgres.url(name);
  const marker = join(DIR, `${name}.seeded`);
  // pg_stat_statements lives in a schema of its own: in public, its views would be part of the schema
  // Savor's migrator describes (and writes into migrations/.snapshot-savor.json).
  const client = new pg.Client({ connectionString: url, options: '-c search_path=public,bench' });
  const statementCounter = async () => {
    await client.query('create schema if not exists bench');
    await client.query('drop extension if exists pg_stat_statements');
    await client.query('create extension pg_stat_statements schema bench');
  };
  // Stopping PostgreSQL at the end ends the connection from its side: not an error.
  client.on('error', () => undefined);
  if (REUSE && existsSync(marker)) {
    await client.connect();
    await statementCounter();
    const savor = await startSavor(name, port, url);
    const world = JSON.parse(readFileSync(marker, 'utf8'));
    return { client, savor, world };
  }
  await postgres.createDatabase(name);
  await client.connect();
  await statementCounter();
  const savor = await startSavor(name, port, url);
  step(`seeding ${name}: ${cooks.toLocaleString('en')} cooks`);
  const seedStart = Date.now();
  const world = await seed(client, port, cooks);
  step(`seeded ${name} in ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
  writeFileSync(marker, JSON.stringify(world));
  return { client, savor, world };
}

const ms = (value) => `${value.toFixed(1)} ms`;

async function main() {
  step('building what changed');
  buildIfStale();
  const { startEmbeddedPostgres } = await import('../dist/src/platform/database/embedded-postgres.js');
  if (!REUSE) rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  postgres = await startEmbeddedPostgres(join(DIR, 'pg'), undefined, { shared_preload_libraries: 'pg_stat_statements' });
  const ports = { small: 4711, large: 4712 };
  const small = await openWorld('scale_small', ports.small, Math.max(100, Math.round(LARGE_COOKS / 100)));
  const large = await openWorld('scale_large', ports.large, LARGE_COOKS);
  const sizes = (
    await large.client.query(
      `select (select count(*) from users)::int as cooks, (select count(*) from recipes)::int as recipes,
       (select count(*) from ticket_transactions)::int as tickets, (select count(*) from user_follows)::int as follows,
       (select count(*) from notifications)::int as notifications`,
    )
  ).rows[0];
  step(
    `large database: ${Object.entries(sizes)
      .map(([key, value]) => `${value.toLocaleString('en')} ${key}`)
      .join(', ')}`,
  );

  const cookies = { small: {}, large: {} };
  for (const side of ['small', 'large']) for (const name of SPECIAL) cookies[side][name] = await signIn(ports[side], name);

  const rows = [];
  for (const [index, [name, who]] of endpoints(large.world).entries()) {
    const smallPath = endpoints(small.world)[index][2];
    const largePath = endpoints(large.world)[index][2];
    const targets = [
      { port: ports.small, request: getRequest(smallPath, { port: ports.small, headers: { Cookie: cookies.small[who] } }) },
      { port: ports.large, request: getRequest(largePath, { port: ports.large, headers: { Cookie: cookies.large[who] } }) },
    ];
    await alternate(targets, 30);
    const [atSmall, atLarge] = (await alternate(targets, ROUNDS)).map(percentiles);
    const statements = await statementsPerRequest(large.client, ports.large, largePath, cookies.large[who], 10);
    rows.push({ name, p95small: atSmall.p95, p95large: atLarge.p95, ratio: atLarge.p95 / atSmall.p95, statements: statements.perRequest });
    step(`${name}: ${ms(atSmall.p95)} → ${ms(atLarge.p95)}, ${statements.perRequest} statements`);
  }

  step('restart on the large database');
  await stop(large.savor.child);
  const restart = await startSavor('scale_large', ports.large, postgres.url('scale_large'));
  const { QUIET_MS } = await import('../dist/src/platform/http/idle-collector.js');
  await sleep(QUIET_MS + 7_000);
  const rssIdle = rssMb(restart.child.pid);

  let load = null;
  if (LOAD_SECONDS > 0) {
    step(`mixed load: 50 cooks for ${LOAD_SECONDS} s browsing, searching, commenting and ticking items off`);
    for (const name of SPECIAL) cookies.large[name] = await signIn(ports.large, name);
    const reads = endpoints(large.world).map(([, who, path]) => getRequest(path, { port: ports.large, headers: { Cookie: cookies.large[who] } }));
    const writers = await loadWriters(large.client, ports.large);
    // Each connection is one of the 50 cooks: every fifth request of theirs a write, a comment on the
    // popular recipe when their last one is 8 s old (the limit is 10 a minute), else an item of their
    // list ticked off or back; the others go round every read of the table above.
    const write = (writer) => {
      const headers = { Cookie: writer.cookie };
      if (performance.now() - writer.commentedAt > 8_000) {
        writer.commentedAt = performance.now();
        return jsonRequest(
          'POST',
          `/api/recipes/${large.world.popular}/comments`,
          { content: 'Made it tonight: lovely.' },
          { port: ports.large, headers },
        );
      }
      writer.checked = !writer.checked;
      return jsonRequest('PATCH', `/api/shopping/${writer.itemId}`, { checked: writer.checked }, { port: ports.large, headers });
    };
    const mixedLoad = async (seconds, pauseMs) => {
      const turns = writers.map((_, index) => index * 7);
      const next = (cook) => {
        const turn = (turns[cook] += 1);
        return turn % 5 === 0 ? write(writers[cook]) : reads[turn % reads.length];
      };
      let peak = rssIdle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(restart.child.pid))), 500);
      const result = await runLoad({ port: ports.large, connections: writers.length, seconds, nextRequest: next, pauseMs });
      clearInterval(sampler);
      return { requests: result.completed, perSecond: result.perSecond, errors: result.errors, p95: result.p95, peakRatio: peak / rssIdle };
    };
    load = {
      browsing: await mixedLoad(LOAD_SECONDS, BROWSING_PAUSE_MS),
      saturated: await mixedLoad(Math.min(LOAD_SECONDS, 30), 0),
    };
  }
  await small.client.end();
  await large.client.end();
  return { date: new Date().toISOString(), sizes, rows, restartSeconds: restart.seconds, rssIdle, load };
}

function report(r) {
  const lines = [
    '',
    `Savor at scale, ${r.date}: ${Object.entries(r.sizes)
      .map(([key, value]) => `${value.toLocaleString('en')} ${key}`)
      .join(', ')}`,
    '',
  ];
  const row = (...cells) =>
    lines.push(
      `${cells[0].padEnd(42)} ${cells
        .slice(1)
        .map((cell) => String(cell).padStart(10))
        .join(' ')}`,
    );
  row('endpoint', 'p95 small', 'p95 large', 'ratio', 'SQL/req');
  for (const e of r.rows) row(e.name, ms(e.p95small), ms(e.p95large), e.ratio.toFixed(2), e.statements);
  lines.push('', 'goals: ratio ≤ 1.5, ≤ 2 statements, p95 large < 50 ms', '');
  lines.push(
    `restart on existing data to healthy: ${r.restartSeconds.toFixed(1)} s (goal ≤ 2 s); RSS idle ${r.rssIdle.toFixed(0)} MB (goal ≤ 150 MB)`,
  );
  if (r.load) {
    const { browsing, saturated } = r.load;
    lines.push(
      `mixed load, 50 cooks at a browsing pace (${BROWSING_PAUSE_MS} ms between requests on average): ${browsing.requests} requests (${browsing.perSecond.toFixed(0)}/s), ${browsing.errors} errors, p95 ${ms(browsing.p95)} (goal < 100 ms), RSS peak ÷ idle ${browsing.peakRatio.toFixed(2)} (goal ≤ 1.5)`,
      `the same 50 without a pause (what two cores can take): ${saturated.requests} requests (${saturated.perSecond.toFixed(0)}/s), ${saturated.errors} errors, p95 ${ms(saturated.p95)}, RSS peak ÷ idle ${saturated.peakRatio.toFixed(2)}`,
    );
  }
  return lines.join('\n');
}

const cleanUp = async () => {
  await Promise.all(children.map(stop));
  await postgres?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().then(() => process.exit(130)));

await runBench({ main, report, file: 'bench-scale.json', cleanUp });
