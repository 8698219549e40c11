// Housekeeping jobs (issue 48), each once across instances: notifications pruned by age and by count,
// media files no row refers to deleted a day after they were last written.
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { NotificationPruningJob } from '../src/modules/social/adapters/jobs/notification-pruning.job.js';
import { MediaJanitorJob, UNUSED_MEDIA_GRACE_MS } from '../src/platform/media/media-janitor.job.js';
import { MediaStore } from '../src/platform/media/media-store.js';
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** `count` follower notifications for `userId`, the newest `newestAgo` ago and each a minute older than the one before. */
async function notify(userId: number, count: number, newestAgo: string): Promise<void> {
  await t.sql(
    `insert into notifications (user_id, kind, message, created_at)
     select ?, 'follower', 'note ' || n, now() - ?::interval - make_interval(mins => n) from generate_series(0, ? - 1) n`,
    [userId, newestAgo, count],
  );
}

const messagesOf = async (userId: number) =>
  (await t.sql<{ message: string }>('select message from notifications where user_id = ? order by created_at desc, id desc', [userId])).map(
    (row) => row.message,
  );

describe('notification pruning', () => {
  it('keeps each cook only the newest 1,000 notifications of the last 180 days, and runs once an hour whatever the instances', async () => {
    const busy = await signedInBrowser(t);
    const quiet = await signedInBrowser(t);
    const returning = await signedInBrowser(t);
    await notify(busy.user.id, 1005, '1 minute');
    await notify(quiet.user.id, 10, '1 minute');
    await notify(returning.user.id, 3, '179 days');
    await notify(returning.user.id, 2, '181 days');

    const job = t.app.get(NotificationPruningJob);
    const at = new Date();
    expect(await job.prune(at)).toBe(true);
    expect(await job.prune(at)).toBe(false); // the same tick, claimed already

    const busyLeft = await messagesOf(busy.user.id);
    expect([busyLeft.length, busyLeft[0], busyLeft.at(-1)]).toEqual([1000, 'note 0', 'note 999']);
    expect(await messagesOf(quiet.user.id)).toHaveLength(10);
    expect(await messagesOf(returning.user.id)).toEqual(['note 0', 'note 1', 'note 2']);
    // the cook's own list agrees
    const bell = await busy.browser.get('/api/social/notifications?limit=1').expect(200);
    expect(bell.headers['x-total-count']).toBe('1000');
  });
});

/** A PNG data URL of one colour: each colour is a file of its own. */
async function picture(background: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const status = async (url: string) => (await t.http().get(url)).status;

describe('media janitor', () => {
  it("deletes pictures no row refers to a day after they were written (a replaced avatar, a deleted photo, a deleted cook's), keeps the rest", async () => {
    const cook = await signedInBrowser(t);
    const leaving = await signedInBrowser(t);
    const recipe = (
      await cook.browser
        .post('/api/recipes')
        .send(recipeInput({ imageUrl: await picture('#c0392b'), isPublic: true }))
        .expect(201)
    ).body;
    const card = recipe.imageUrl.replace(/\.jpg$/, '.w480.jpg');
    expect(await status(card)).toBe(200); // made on first request, stored beside the picture

    const firstAvatar = (
      await cook.browser
        .patch('/api/user')
        .send({ profilePicture: await picture('#2980b9') })
        .expect(200)
    ).body.profilePicture;
    const avatar = (
      await cook.browser
        .patch('/api/user')
        .send({ profilePicture: await picture('#27ae60') })
        .expect(200)
    ).body.profilePicture;
    const photo = (
      await cook.browser
        .post(`/api/recipes/${recipe.id}/photos`)
        .send({ photoUrl: await picture('#8e44ad') })
        .expect(201)
    ).body;
    const keptPhoto = (
      await cook.browser
        .post(`/api/recipes/${recipe.id}/photos`)
        .send({ photoUrl: await picture('#f39c12') })
        .expect(201)
    ).body;
    await cook.browser.delete(`/api/recipes/${recipe.id}/photos/${photo.id}`).expect(200);
    const leavingRecipe = (
      await leaving.browser
        .post('/api/recipes')
        .send(recipeInput({ imageUrl: await picture('#16a085') }))
        .expect(201)
    ).body;
    await t.sql('delete from users where id = ?', [leaving.user.id]);

    const job = t.app.get(MediaJanitorJob);
    const now = Date.now();
    // within a day of being written, nothing goes: the row of an upload may not be committed yet
    expect(await job.sweep(new Date(now))).toBe(0);
    for (const url of [firstAvatar, photo.photoUrl, leavingRecipe.imageUrl]) expect(await status(url)).toBe(200);

    const later = new Date(now + UNUSED_MEDIA_GRACE_MS + 60 * 60 * 1000);
    expect(await job.sweep(later)).toBe(3);
    expect(await job.sweep(later)).toBeNull(); // this hour's sweep is done
    for (const url of [firstAvatar, photo.photoUrl, leavingRecipe.imageUrl]) expect([url, await status(url)]).toEqual([url, 404]);
    for (const url of [recipe.imageUrl, card, avatar, keptPhoto.photoUrl]) expect([url, await status(url)]).toEqual([url, 200]);
  });

  it('keeps an unused file whose bytes are being uploaded again (saved, its row not yet written)', async () => {
    const cook = await signedInBrowser(t);
    const url = (
      await cook.browser
        .patch('/api/user')
        .send({ profilePicture: await picture('#d35400') })
        .expect(200)
    ).body.profilePicture as string;
    await cook.browser.patch('/api/user').send({ profilePicture: '' }).expect(200);
    const name = url.slice('/media/'.length);
    const store = t.app.get(MediaStore);
    const file = (await store.open(name))!;
    const bytes = Buffer.concat(await file.body.toArray());
    // The same bytes arrive with another upload, whose row is not committed when the janitor looks.
    const later = new Date(Date.now() + UNUSED_MEDIA_GRACE_MS + 3 * 60 * 60 * 1000); // an hour the other test did not sweep
    jest.useFakeTimers({ now: later, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      await store.saveAs(name, bytes);
    } finally {
      jest.useRealTimers();
    }
    expect(await t.app.get(MediaJanitorJob).sweep(later)).toBe(0);
    expect(await status(url)).toBe(200);
  });
});
