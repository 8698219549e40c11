/**
 * `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: changes who is an admin.
 * Uses DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (the running one when Savor is up).
 */
import { entities } from '../app.entities.js';
import { setAdmin } from '../modules/auth/index.js';
import { loadConfig } from '../platform/config/app-config.js';
import { openDatabase } from '../platform/database/orm.js';
import { commandDatabase } from './cli-database.js';

async function main(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if (!['grant', 'revoke'].includes(command) || !email) {
    console.error('usage: npm run admin -- grant <email> | revoke <email>');
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, SESSION_SECRET: 'not used by this command' });
  const database = await commandDatabase(config);
  const orm = await openDatabase(database.url, entities).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
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
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
