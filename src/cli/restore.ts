/**
 * `npm run restore -- <file>`: restores a backup (`npm run backup`'s, or one downloaded from the dashboard)
 * into an empty database, DATABASE_URL or else the embedded PostgreSQL in DATA_DIR (created when DATA_DIR
 * is empty), and an empty media store (MEDIA_DIR, DATA_DIR/media or MEDIA_S3_BUCKET). Refuses a target
 * that holds anything. Savor must not be running on that DATA_DIR.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { entities } from '../app.entities.js';
import { RestoreError, restoreBackup } from '../modules/portability/index.js';
import { loadConfig } from '../platform/config/app-config.js';
import { connectDatabase } from '../platform/database/orm.js';
import { openMediaStore } from '../platform/media/media.module.js';
import { commandDatabase } from './cli-database.js';

async function main(): Promise<void> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) {
    console.error('usage: npm run restore -- <backup file>');
    process.exit(2);
  }
  // npm runs the script from the package's directory; a relative path is meant from where npm was called.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(path)) throw new RestoreError(`No such file: ${path}`);
  const config = loadConfig({ ...process.env, SESSION_SECRET: 'not used by this command' });
  const database = await commandDatabase(config, { whenRunning: 'refuse' });
  try {
    console.log(`Restoring ${path} into ${config.databaseUrl ? 'the database of DATABASE_URL' : `the embedded PostgreSQL in ${config.dataDir}`}`);
    const orm = await connectDatabase(database.url, entities);
    const media = await openMediaStore(config);
    try {
      const summary = await restoreBackup({ file: path, orm, media, log: (line) => console.log(line) });
      console.log(`Restored ${summary.rows} rows in ${summary.tables} tables and ${summary.media} media files in ${summary.seconds.toFixed(1)} s`);
    } finally {
      (media as { onApplicationShutdown?: () => void }).onApplicationShutdown?.();
      await orm.close();
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  // One line that says what to do (LOG_LEVEL=debug: with where it arose).
  const debug = process.env.LOG_LEVEL === 'debug' && error instanceof Error;
  console.error(debug ? error : `error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
