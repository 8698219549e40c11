import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { entities } from './app.entities.js';
import { createApp } from './app.js';
import { OWASP_SCRYPT_N, loadConfig } from './platform/config/app-config.js';
import { DRAIN_TIMEOUT_MS, GracefulShutdown } from './platform/http/graceful-shutdown.js';
import { IdleCollector } from './platform/http/idle-collector.js';
import { type RunningPostgres, startEmbeddedPostgres } from './platform/database/embedded-postgres.js';
import { openDatabase } from './platform/database/orm.js';
import { AppLogger } from './platform/logging/app-logger.js';

const logger = new Logger('Savor');

let embedded: RunningPostgres | undefined;

/** Where an external database is, without its password. */
function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const KEEP_ALIVE_MS = 65_000;

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  Logger.overrideLogger(new AppLogger(config.logLevel));
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, (line) => logger.debug(line, 'PostgreSQL'));
    await embedded.createDatabase('savor');
    databaseUrl = embedded.url('savor');
  }
  const orm = await openDatabase(databaseUrl, entities);
  const app = await createApp(config, orm);
  await app.listen(config.port);
  // Idle keep-alive connections stay open longer than the clients and load balancers that reuse them
  // (60 s is the common proxy default): with Node's 5 s, a client that reused a connection just as the
  // server closed it got ECONNRESET instead of an answer.
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  logger.log(`Savor is ready on ${config.publicBaseUrl} (started in ${seconds} s; API docs at /api/docs)`);
  logger.log(
    embedded
      ? `Data in ${config.dataDir}, embedded PostgreSQL on port ${embedded.port}`
      : `Data in PostgreSQL at ${describeDatabaseUrl(databaseUrl)} (DATABASE_URL)`,
  );
  if (embedded && !embedded.directory.startsWith(config.dataDir)) {
    logger.warn(`the postgres user cannot reach ${config.dataDir}: the database cluster is in ${embedded.directory}`);
  }
  const webDir = resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
  if (!existsSync(join(webDir, 'index.html'))) logger.warn(`the web client is not built (${webDir}): run \`npm run build\``);
  if (!config.smtpUrl) logger.warn('SMTP_URL is not set: mail (password reset links) is written to this log');
  if (config.passwordScryptN < OWASP_SCRYPT_N) {
    logger.warn(
      `PASSWORD_SCRYPT_N=${config.passwordScryptN} is below OWASP's ${OWASP_SCRYPT_N}: new password hashes are cheap to crack (for tests only)`,
    );
  }
  // `gc` is there when scripts/start.mjs passed --expose-gc; 'last-resort' is the collection that
  // shrinks the young generation (as V8's memory reducer's does), a regular one keeps it.
  const { gc } = globalThis as { gc?: (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void };
  const stopIdleCollection = new IdleCollector(gc && (() => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }))).watch(
    app.getHttpServer(),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopIdleCollection();
    const drained = app.get(GracefulShutdown).drain(app.getHttpServer());
    logger.log(`${signal} received: draining (no new connections, health answers 503, up to ${DRAIN_TIMEOUT_MS / 1000} s for requests in flight)`);
    const cut = await drained;
    if (cut > 0) logger.warn(`${cut} requests did not finish within ${DRAIN_TIMEOUT_MS / 1000} s and were cut off`);
    await app.close();
    await orm.close();
    await embedded?.stop();
    logger.log('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch(async (error: unknown) => {
  // Also before the configuration is read: one `error: …` line, never the framework's format.
  new AppLogger('error').error(error instanceof Error ? error.message : String(error));
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
