import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { entities } from '../../src/app.entities.js';
import { openDatabase } from '../../src/platform/database/orm.js';

const TEMPLATE_DATABASE = 'savor_test_template';
/** Arbitrary advisory lock id: one test file at a time builds the template. */
const TEMPLATE_LOCK = 4_240_001;

function urlFor(database: string): string {
  const admin = process.env.SAVOR_TEST_ADMIN_URL;
  if (!admin) throw new Error('SAVOR_TEST_ADMIN_URL is not set: run the tests through jest (global-setup)');
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrates the template database once per run, whichever test file gets here first. */
async function ensureTemplate(client: pg.Client): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DATABASE]);
    if (found.rowCount) return;
    const building = `${TEMPLATE_DATABASE}_building`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const orm = await openDatabase(urlFor(building), entities);
    await orm.close();
    await client.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE_DATABASE}`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** A fresh, migrated database of its own for one test file (`{ migrated: false }`: an empty one). */
export async function createTestDatabase({ migrated = true } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `savor_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(async (client) => {
    if (!migrated) return client.query(`CREATE DATABASE ${name}`);
    await ensureTemplate(client);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  });
  return {
    url: urlFor(name),
    drop: () => asAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
