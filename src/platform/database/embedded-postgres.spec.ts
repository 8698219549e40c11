import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { clusterDirectory, startEmbeddedPostgres } from './embedded-postgres.js';

describe('clusterDirectory', () => {
  let home: string;
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'savor-cluster-spec-'));
    chmodSync(home, 0o755);
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  it('keeps the cluster in DATA_DIR/postgres when the server account can reach it', () => {
    expect(clusterDirectory(join(home, 'data'))).toBe(join(home, 'data', 'postgres'));
  });

  const asRoot = userInfo().uid === 0 ? it : it.skip;
  asRoot('moves the cluster to /var/lib/savor when root runs Savor from a directory the postgres user cannot enter', () => {
    const privateHome = join(home, 'private');
    mkdirSync(privateHome, { mode: 0o700 });
    const dataDir = join(privateHome, 'data');
    const first = clusterDirectory(dataDir);
    expect(first).toMatch(/^\/var\/lib\/savor\/[0-9a-f]{16}\/postgres$/);
    expect(clusterDirectory(dataDir)).toBe(first);
    expect(clusterDirectory(join(privateHome, 'other'))).not.toBe(first);
  });
});

describe('startEmbeddedPostgres', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'savor-embedded-spec-'));
    chmodSync(dataDir, 0o755);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is ready when it accepts a connection, even when the server logs to files instead of stderr', async () => {
    const postgres = await startEmbeddedPostgres(dataDir, undefined, { logging_collector: 'on' });
    try {
      const client = new pg.Client({ connectionString: postgres.url('postgres') });
      await client.connect();
      const { rows } = await client.query<{ on: string }>("select current_setting('logging_collector') as on");
      await client.end();
      expect(rows[0].on).toBe('on');
    } finally {
      await postgres.stop();
    }
  }, 60_000);

  it('says why when the server cannot start', async () => {
    await expect(startEmbeddedPostgres(dataDir, undefined, { shared_buffers: 'plenty' })).rejects.toThrow(
      /The embedded PostgreSQL in .* did not start: .*shared_buffers/,
    );
  }, 60_000);
});
