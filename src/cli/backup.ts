/**
 * `npm run backup`: writes one file holding the whole database and every media file into BACKUP_DIR
 * (DATA_DIR/backups by default), like the dashboard's 'Create backup', and prints its path. Uses
 * DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (the running one when Savor is up).
 */
import { entities } from '../app.entities.js';
import { backupFromCommandLine } from '../modules/portability/index.js';
import { loadConfig } from '../platform/config/app-config.js';
import { openDatabase } from '../platform/database/orm.js';
import { openMediaStore } from '../platform/media/media.module.js';
import { commandDatabase } from './cli-database.js';

async function main(): Promise<void> {
  if (process.argv.length > 2) {
    console.error('usage: npm run backup   (the file goes to BACKUP_DIR, DATA_DIR/backups by default)');
    process.exit(2);
  }
  const started = Date.now();
  const config = loadConfig({ ...process.env, SESSION_SECRET: 'not used by this command' });
  const database = await commandDatabase(config);
  try {
    const orm = await openDatabase(database.url, entities);
    const media = await openMediaStore(config);
    try {
      const backup = await backupFromCommandLine(orm, media, config, (line) => console.log(line));
      const megabytes = ((backup.size ?? 0) / 1024 / 1024).toFixed(1);
      console.log(`Backup written to ${backup.path} (${megabytes} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } finally {
      (media as { onApplicationShutdown?: () => void }).onApplicationShutdown?.();
      await orm.close();
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
