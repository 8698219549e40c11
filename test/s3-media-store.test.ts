import { createHash, randomBytes } from 'node:crypto';
import { loadConfig } from '../src/platform/config/app-config.js';
import type { MediaFile } from '../src/platform/media/media-store.js';
import { S3MediaStore } from '../src/platform/media/s3-media-store.js';
import { startS3Server } from './support/s3-server.js';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let store: S3MediaStore;

const settings = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'test', ...s3.env, ...env }).mediaS3!;
const bytesOf = async (file: MediaFile | undefined) => Buffer.concat(await file!.body.toArray());

beforeAll(async () => {
  s3 = await startS3Server();
  store = await S3MediaStore.connect(settings({}));
});
afterAll(async () => {
  store.onApplicationShutdown();
  await s3.close();
});

it('puts a file under the hash of its bytes and gets the same bytes back, as the type its name says', async () => {
  const jpeg = randomBytes(2048);
  const url = await store.save(jpeg, 'jpg');
  const name = `${createHash('sha256').update(jpeg).digest('hex')}.jpg`;
  expect(url).toBe(`/media/${name}`);
  const file = await store.open(name);
  expect(file).toMatchObject({ size: 2048, contentType: 'image/jpeg' });
  expect((await bytesOf(file)).equals(jpeg)).toBe(true);

  expect(await store.saveAs('card.w480.png', Buffer.from('png bytes'))).toBe('/media/card.w480.png');
  const png = await store.open('card.w480.png');
  expect(png?.contentType).toBe('image/png');
  expect((await bytesOf(png)).toString()).toBe('png bytes');
});

it('answers undefined for a key that is not there', async () => {
  expect(await store.open(`${'0'.repeat(64)}.jpg`)).toBeUndefined();
});

it('keeps a 5 MB file whole, and takes the same bytes saved twice at once', async () => {
  const large = randomBytes(5 * 1024 * 1024);
  const [first, second] = await Promise.all([store.save(large, 'jpg'), store.save(large, 'jpg')]);
  expect(second).toBe(first);
  const file = await store.open(first.replace('/media/', ''));
  expect(file?.size).toBe(large.length);
  expect((await bytesOf(file)).equals(large)).toBe(true);
});

it('lists every object with when it was written, and removes one (for the media janitor)', async () => {
  const before = Date.now() - 1000;
  const url = await store.save(randomBytes(64), 'jpg');
  const name = url.replace('/media/', '');
  const listed = [];
  for await (const file of store.list()) listed.push(file);
  expect(listed.map((file) => file.name)).toEqual(expect.arrayContaining([name, 'card.w480.png']));
  const written = listed.find((file) => file.name === name)!.modifiedAt;
  expect(written.getTime()).toBeGreaterThanOrEqual(before);
  expect((await store.modifiedAt(name))?.getTime()).toBe(written.getTime());
  await store.remove(name);
  expect(await store.open(name)).toBeUndefined();
  expect(await store.modifiedAt(name)).toBeUndefined();
  await store.remove(name); // removing what is gone is no error
});

it('refuses to start on a bucket it cannot reach, naming it', async () => {
  await expect(S3MediaStore.connect(settings({ MEDIA_S3_BUCKET: 'no-such-bucket' }))).rejects.toThrow(
    `The media bucket no-such-bucket cannot be reached (NotFound at ${s3.endpoint}): check the MEDIA_S3_* settings.`,
  );
});
