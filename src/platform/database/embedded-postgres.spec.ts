import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { clusterDirectory } from './embedded-postgres.js';

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
