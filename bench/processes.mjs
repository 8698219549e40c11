// What both benches measure of the processes they start and how they talk to them.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** CPU time (user + system) a process has used, in milliseconds. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

/** CPU time of every PostgreSQL process on the machine (the bench's own is the only one running). */
export function postgresCpuMs() {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(name);
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

export function httpJson(port, method, path, { body, cookie, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...(data && { 'content-type': 'application/json' }), ...(cookie && { cookie }), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** A TCP port nothing listens on now, so that benches run side by side (one per worktree) do not collide. */
export function freePort() {
  const probe = createServer();
  return new Promise((resolve, reject) =>
    probe.once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    }),
  );
}

export async function waitFor(port, child, seconds = 90) {
  for (let i = 0; i < seconds * 10; i += 1) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited with ${child.exitCode}`);
    const ok = await httpJson(port, 'GET', '/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`server on port ${port} did not answer /api/health`);
}

/**
 * The SQL statements one GET of `path` runs (pg_stat_statements of the database `client` is connected to,
 * over `requests` requests): their number a request, and each statement's start.
 */
export async function statementsPerRequest(client, port, path, cookie, requests = 20) {
  await client.query('select pg_stat_statements_reset()');
  for (let i = 0; i < requests; i += 1) await httpJson(port, 'GET', path, { cookie });
  const { rows } = await client.query(
    `select calls::int, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database()) and query !~* 'pg_stat_statements'
     order by calls desc`,
  );
  const calls = rows.reduce((sum, row) => sum + row.calls, 0);
  return { perRequest: calls / requests, statements: rows.map((row) => `${row.calls / requests}× ${row.query}`) };
}

/** Runs a bench: its results go to test-results/`file` and its report to stdout; `cleanUp` runs whatever happens. */
export async function runBench({ main, report, file, cleanUp }) {
  try {
    const results = await main();
    mkdirSync('test-results', { recursive: true });
    writeFileSync(`test-results/${file}`, JSON.stringify(results, null, 2));
    console.log(report(results));
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

/**
 * Stops a bench's embedded PostgreSQL and deletes its cluster. As root, a cluster the postgres user cannot reach
 * in the bench's temporary directory lives under /var/lib/savor instead (src/platform/database/embedded-postgres.ts),
 * where deleting the temporary directory left it behind: 66 MB to 1.5 GB a run.
 */
export async function stopAndDeleteCluster(postgres) {
  if (!postgres) return;
  await postgres.stop();
  rmSync(dirname(postgres.directory), { recursive: true, force: true });
}
