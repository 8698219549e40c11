/**
 * `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: changes who is an admin.
 * Uses DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (the running one when Savor is up).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entities } from '../app.entities.js';
import { setAdmin } from '../modules/auth/index.js';
import { loadConfig } from '../platform/config/app-config.js';
import { type RunningPostgres, clusterDirectory, startEmbeddedPostgres } from '../platform/database/embedded-postgres.js';
import { openDatabase } from '../platform/database/orm.js';

/** The port of the embedded PostgreSQL that a running Savor started, if any (postmaster.pid, line 4). */
function runningEmbeddedPort(dataDir: string): number | undefined {
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

async function main(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if (!['grant', 'revoke'].includes(command) || !email) {
    console.error('usage: npm run admin -- grant <email> | revoke <email>');
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, SESSION_SECRET: 'not used by this command' });
  let embedded: RunningPostgres | undefined;
  let url = config.databaseUrl;
  const runningPort = url ? undefined : runningEmbeddedPort(config.dataDir);
  if (!url && runningPort) url = `postgresql://savor:savor@127.0.0.1:${runningPort}/savor`;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    await embedded.createDatabase('savor');
    url = embedded.url('savor');
  }
  const orm = await openDatabase(url, entities);
  try {
    const changed = await setAdmin(orm.em.fork(), email, command === 'grant');
    if (!changed) {
      console.error(`No account with the email ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
    }
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
