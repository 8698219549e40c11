import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const test = (globalThis as { savorTestPostgres?: { postgres: { directory: string; stop(): Promise<void> }; dataDir: string } }).savorTestPostgres;
  if (!test) return;
  await test.postgres.stop();
  // As root, a cluster the postgres user cannot reach in dataDir lives under /var/lib/savor instead.
  rmSync(dirname(test.postgres.directory), { recursive: true, force: true });
  rmSync(test.dataDir, { recursive: true, force: true });
}
