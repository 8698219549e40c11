import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config.js';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'savor-config-spec-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses an external database without SESSION_SECRET, in one line that says why', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://db/savor' })).toThrow(
      /^SESSION_SECRET is required when DATABASE_URL is set: every instance must sign session cookies with the same secret\.$/,
    );
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://db/savor', SESSION_SECRET: 's' }).sessionSecret).toBe('s');
  });

  it('generates and keeps a secret in DATA_DIR for the embedded database', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThan(40);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('keeps media in DATA_DIR/media unless MEDIA_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's' })).toMatchObject({ mediaDir: join(dataDir, 'media'), mediaS3: undefined });
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's', MEDIA_DIR: '/mnt/shared/media' }).mediaDir).toBe('/mnt/shared/media');
  });

  it('reads the S3 bucket settings, with credentials given both or not at all', () => {
    const env = { DATA_DIR: dataDir, SESSION_SECRET: 's', MEDIA_S3_BUCKET: 'savor-media' };
    expect(loadConfig(env).mediaS3).toEqual({ bucket: 'savor-media', region: 'us-east-1', endpoint: undefined, credentials: undefined });
    expect(
      loadConfig({
        ...env,
        MEDIA_S3_ENDPOINT: 'http://minio:9000',
        MEDIA_S3_REGION: 'eu-west-1',
        MEDIA_S3_ACCESS_KEY_ID: 'id',
        MEDIA_S3_SECRET_ACCESS_KEY: 'key',
      }).mediaS3,
    ).toEqual({
      bucket: 'savor-media',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
    });
    expect(() => loadConfig({ ...env, MEDIA_S3_ACCESS_KEY_ID: 'id' })).toThrow(/MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together/);
  });
});
