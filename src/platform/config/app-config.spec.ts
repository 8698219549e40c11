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

  it('writes backups to DATA_DIR/backups unless BACKUP_DIR says otherwise, never inside the served media directory', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's' })).toMatchObject({ backupDir: join(dataDir, 'backups'), backupKeep: 7 });
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's', BACKUP_DIR: '/srv/savor-backups', BACKUP_KEEP: '0' })).toMatchObject({
      backupDir: '/srv/savor-backups',
      backupKeep: 0,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's', BACKUP_DIR: join(dataDir, 'media', 'backups') })).toThrow(
      /^BACKUP_DIR \(.*\) must not be inside the media directory/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's', MEDIA_DIR: '/srv/x', BACKUP_DIR: '/srv/x' })).toThrow(/must not be inside/);
    for (const keep of ['-1', '1.5', 'seven', '1001']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's', BACKUP_KEEP: keep })).toThrow(/^BACKUP_KEEP must be a whole number/);
    }
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

  it('turns the AI provider on with OPENAI_API_KEY or OPENAI_BASE_URL; each model can be switched off', () => {
    const base = { SESSION_SECRET: 'secret', DATA_DIR: tmpdir() };
    expect(loadConfig(base).ai).toBeUndefined();
    expect(loadConfig({ ...base, OPENAI_API_KEY: 'sk-test' }).ai).toEqual({
      apiKey: 'sk-test',
      baseUrl: undefined,
      chatModel: 'gpt-4o-mini',
      visionModel: 'gpt-4o-mini',
      imageModel: 'gpt-image-1',
      nutritionModel: 'gpt-4o-mini',
      timeoutMs: 60_000,
    });
    expect(
      loadConfig({
        ...base,
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        OPENAI_CHAT_MODEL: 'llama3.2',
        OPENAI_VISION_MODEL: 'off',
        OPENAI_IMAGE_MODEL: 'none',
        OPENAI_NUTRITION_MODEL: 'OFF',
        OPENAI_TIMEOUT_MS: '5000',
      }).ai,
    ).toEqual({
      apiKey: 'not-needed',
      baseUrl: 'http://localhost:11434/v1',
      chatModel: 'llama3.2',
      visionModel: null,
      imageModel: null,
      nutritionModel: null,
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ ...base, OPENAI_API_KEY: 'k', OPENAI_TIMEOUT_MS: 'soon' })).toThrow(/OPENAI_TIMEOUT_MS/);
  });
});
