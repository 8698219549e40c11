import { Logger } from '@nestjs/common';
import { entities } from './app.entities.js';
import { createApp } from './app.js';
import { loadConfig } from './platform/config/app-config.js';
import { type RunningPostgres, startEmbeddedPostgres } from './platform/database/embedded-postgres.js';
import { openDatabase } from './platform/database/orm.js';

const logger = new Logger('Savor');

let embedded: RunningPostgres | undefined;

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    await embedded.createDatabase('savor');
    databaseUrl = embedded.url('savor');
    logger.log(`Embedded PostgreSQL running with data in ${embedded.directory}`);
  }
  const orm = await openDatabase(databaseUrl, entities);
  const app = await createApp(config, orm);
  await app.listen(config.port);
  logger.log(`Savor is ready on http://localhost:${config.port} (API docs at /api/docs) in ${Date.now() - startedAt} ms`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    await app.close();
    await orm.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch(async (error: unknown) => {
  logger.error(error instanceof Error ? error.message : String(error));
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
