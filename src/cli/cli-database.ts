import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../platform/config/app-config.js';
import { type RunningPostgres, clusterDirectory, startEmbeddedPostgres } from '../platform/database/embedded-postgres.js';

/** The port of the embedded PostgreSQL that a running Savor started, if any (postmaster.pid, line 4). */
export function runningEmbeddedPort(dataDir: string): number | undefined {
  const pidFile = join(clusterDirectory(dataDir), 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
    return Number(port);
  } catch {
    return undefined;
  }
}

/**
 * The database a command works on: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR: the one a
 * running Savor started, or one this command starts (and stops with `stop`), creating the cluster on first use.
 */
export async function commandDatabase(
  config: AppConfig,
  { whenRunning = 'use' }: { whenRunning?: 'use' | 'refuse' } = {},
): Promise<{ url: string; embedded?: RunningPostgres; stop(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: () => Promise.resolve() };
  const runningPort = runningEmbeddedPort(config.dataDir);
  if (runningPort) {
    if (whenRunning === 'refuse') {
      throw new Error(`Savor's embedded PostgreSQL is running on ${config.dataDir} (port ${runningPort}): stop Savor first.`);
    }
    return { url: `postgresql://savor:savor@127.0.0.1:${runningPort}/savor`, stop: () => Promise.resolve() };
  }
  const embedded = await startEmbeddedPostgres(config.dataDir);
  try {
    await embedded.createDatabase('savor');
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: embedded.url('savor'), embedded, stop: () => embedded.stop() };
}
