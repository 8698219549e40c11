import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'savor-media';

/** A local S3-compatible server (s3rver, files in a temporary directory) with one empty bucket. */
export async function startS3Server(): Promise<{ endpoint: string; env: Record<string, string>; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'savor-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The settings that point Savor's media at this server (s3rver takes its own fixed key pair). */
    env: {
      MEDIA_S3_BUCKET: TEST_BUCKET,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
