import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const TEMPLATE_DATABASE = 'savor_test_template';

/**
 * Starts one PostgreSQL for the whole run: embedded, or the server of TEST_DATABASE_URL. The first
 * test file migrates a template database (test/support/database.ts); every file copies it.
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // jest loads global setup outside its module mapper, hence the .ts path. The server is stopped,
    // and its files deleted, in global-teardown.
    const { startEmbeddedPostgres } = await import('../../src/platform/database/embedded-postgres.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'savor-test-pg-'));
    const postgres = await startEmbeddedPostgres(dataDir);
    (globalThis as { savorTestPostgres?: unknown }).savorTestPostgres = { postgres, dataDir };
    adminUrl = postgres.url('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.end();
  process.env.SAVOR_TEST_ADMIN_URL = adminUrl;
}
