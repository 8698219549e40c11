// Community feedback on recipes: comments, ratings and cooks' photos (issue 13), as an API client sees it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EventEmitter2 } from '@nestjs/event-emitter';
import sharp from 'sharp';
import { RecipeCommented, RecipePhotoAdded, RecipePublished, RecipeRated } from '../src/modules/recipes/index.js';
import { burst, statusCounts } from './support/burst.js';
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Cook = Awaited<ReturnType<typeof signedInBrowser>>;

async function recipeOf(cook: Cook, { isPublic = true, ...overrides }: Record<string, unknown> = {}): Promise<{ id: number }> {
  const recipe = (await cook.browser.post('/api/recipes').send(recipeInput(overrides)).expect(201)).body as { id: number };
  if (isPublic) await cook.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
  return recipe;
}

async function pngDataUrl(width = 300, height = 200): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const mediaFiles = () => {
  const media = join(t.config.dataDir, 'media');
  return existsSync(media) ? readdirSync(media).length : 0;
};

const NOT_FOUND = { message: 'Recipe not found' };

describe('comments', () => {
  it('adds a comment and lists the comments oldest first, with the author and X-Total-Count, to visitors too', async () => {
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t, { name: 'Grace Hopper' });
    const recipe = await recipeOf(owner);
    const first = await cook.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: '  Lovely crust!  ' }).expect(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      recipeId: recipe.id,
      userId: cook.user.id,
      username: cook.account.username,
      name: 'Grace Hopper',
      profilePicture: null,
      content: 'Lovely crust!',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: first.body.createdAt,
    });
    await owner.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Thank you!' }).expect(201);

    const listed = await t.http().get(`/api/recipes/${recipe.id}/comments`).expect(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.body.map((comment: { content: string }) => comment.content)).toEqual(['Lovely crust!', 'Thank you!']);
    expect(listed.body[0]).toEqual(first.body);

    const paged = await t.http().get(`/api/recipes/${recipe.id}/comments?limit=1&offset=1`).expect(200);
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.body.map((comment: { content: string }) => comment.content)).toEqual(['Thank you!']);
    const past = await t.http().get(`/api/recipes/${recipe.id}/comments?offset=10`).expect(200);
    expect(past.headers['x-total-count']).toBe('2');
    expect(past.body).toEqual([]);
    await t.http().get(`/api/recipes/${recipe.id}/comments?limit=201`).expect(400);
  });

  it('stores and returns markup verbatim, as text', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const content = '<script>alert(1)</script> & <img src=x onerror=alert(2)>';
    const created = await owner.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content }).expect(201);
    expect(created.body.content).toBe(content);
    const listed = await t
      .http()
      .get(`/api/recipes/${recipe.id}/comments`)
      .expect(200)
      .expect('content-type', /application\/json/);
    expect(listed.body[0].content).toBe(content);
  });

  it('refuses a blank, too long or malformed comment, and extra fields', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const post = (body: unknown) => owner.browser.post(`/api/recipes/${recipe.id}/comments`).send(body as object);
    expect((await post({ content: '   ' }).expect(400)).body.message).toBe('Comment cannot be empty');
    expect((await post({}).expect(400)).body.message).toBe('Comment cannot be empty');
    expect((await post({ content: 42 }).expect(400)).body.message).toBe('Comment cannot be empty');
    expect((await post({ content: 'x'.repeat(2001) }).expect(400)).body.message).toBe('Comment cannot exceed 2000 characters');
    expect((await post({ content: 'Nice', userId: 1 }).expect(400)).body.message).toBe('Unknown field: userId');
    await post({ content: 'x'.repeat(2000) }).expect(201);
    expect((await t.http().get(`/api/recipes/${recipe.id}/comments`)).headers['x-total-count']).toBe('1');
  });

  it("lets the author delete their comment, the recipe's owner any comment, and refuses everyone else", async () => {
    const owner = await signedInBrowser(t);
    const author = await signedInBrowser(t);
    const third = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const comment = (await author.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Mine' }).expect(201)).body;
    const other = (await author.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Also mine' }).expect(201)).body;

    const refused = await third.browser.delete(`/api/recipes/${recipe.id}/comments/${comment.id}`).expect(403);
    expect(refused.body).toEqual({ message: 'You can only delete your own comments' });
    await t.http().delete(`/api/recipes/${recipe.id}/comments/${comment.id}`).expect(401);
    expect((await t.http().get(`/api/recipes/${recipe.id}/comments`)).body).toHaveLength(2);

    expect((await author.browser.delete(`/api/recipes/${recipe.id}/comments/${comment.id}`).expect(200)).body).toEqual({
      message: 'Comment deleted',
    });
    expect((await owner.browser.delete(`/api/recipes/${recipe.id}/comments/${other.id}`).expect(200)).body).toEqual({
      message: 'Comment deleted',
    });
    const listed = await t.http().get(`/api/recipes/${recipe.id}/comments`).expect(200);
    expect(listed.body).toEqual([]);
    expect(listed.headers['x-total-count']).toBe('0');

    expect((await author.browser.delete(`/api/recipes/${recipe.id}/comments/${comment.id}`).expect(404)).body).toEqual({
      message: 'Comment not found',
    });
  });

  it('finds a comment only on its own recipe', async () => {
    const owner = await signedInBrowser(t);
    const first = await recipeOf(owner);
    const second = await recipeOf(owner);
    const comment = (await owner.browser.post(`/api/recipes/${first.id}/comments`).send({ content: 'Here' }).expect(201)).body;
    expect((await owner.browser.delete(`/api/recipes/${second.id}/comments/${comment.id}`).expect(404)).body).toEqual({
      message: 'Comment not found',
    });
    await owner.browser.delete(`/api/recipes/${first.id}/comments/abc`).expect(400);
    expect((await t.http().get(`/api/recipes/${first.id}/comments`)).body).toHaveLength(1);
  });
});

describe('ratings', () => {
  it('saves a rating, replaces it on a second one, and summarises every rating', async () => {
    const owner = await signedInBrowser(t);
    const ann = await signedInBrowser(t);
    const bob = await signedInBrowser(t);
    const recipe = await recipeOf(owner);

    expect((await t.http().get(`/api/recipes/${recipe.id}/ratings`).expect(200)).body).toEqual({ ratings: [], averageRating: 0, totalRatings: 0 });
    expect((await ann.browser.get(`/api/recipes/${recipe.id}/ratings/user`).expect(200)).body).toEqual({ rating: null });

    expect((await ann.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 5 }).expect(201)).body).toEqual({
      rating: 5,
      averageRating: 5,
      totalRatings: 1,
    });
    expect((await ann.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 2 }).expect(201)).body).toEqual({
      rating: 2,
      averageRating: 2,
      totalRatings: 1,
    });
    expect((await ann.browser.get(`/api/recipes/${recipe.id}/ratings/user`).expect(200)).body).toEqual({ rating: 2 });
    expect((await bob.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 4 }).expect(201)).body).toEqual({
      rating: 4,
      averageRating: 3,
      totalRatings: 2,
    });

    const summary = await t.http().get(`/api/recipes/${recipe.id}/ratings`).expect(200);
    expect(summary.body).toEqual({
      averageRating: 3,
      totalRatings: 2,
      ratings: [
        { userId: bob.user.id, username: bob.account.username, rating: 4, createdAt: expect.any(String), updatedAt: expect.any(String) },
        { userId: ann.user.id, username: ann.account.username, rating: 2, createdAt: expect.any(String), updatedAt: expect.any(String) },
      ],
    });
    const recipeNow = await t.http().get(`/api/recipes/${recipe.id}`).expect(200);
    expect(recipeNow.body).toMatchObject({ averageRating: 3, totalRatings: 2 });
    const [{ count }] = await t.sql<{ count: string }>('select count(*) as count from recipe_ratings where recipe_id = ?', [recipe.id]);
    expect(Number(count)).toBe(2);
  });

  it('rounds the average to one decimal', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    for (const rating of [5, 4, 4]) {
      const cook = await signedInBrowser(t);
      await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating }).expect(201);
    }
    // 13 / 3 = 4.333…
    expect((await t.http().get(`/api/recipes/${recipe.id}/ratings`)).body).toMatchObject({ averageRating: 4.3, totalRatings: 3 });
    const cook = await signedInBrowser(t);
    // 15 / 4 = 3.75
    expect((await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 2 }).expect(201)).body).toEqual({
      rating: 2,
      averageRating: 3.8,
      totalRatings: 4,
    });
  });

  it.each([0, 6, 2.5, '3', null, -1, true])('refuses the rating %j', async (rating) => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const response = await owner.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating }).expect(400);
    expect(response.body.message).toBe('Rating must be a whole number from 1 to 5');
    expect((await t.http().get(`/api/recipes/${recipe.id}/ratings`)).body.totalRatings).toBe(0);
  });

  it('refuses a missing rating and extra fields', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    expect((await owner.browser.post(`/api/recipes/${recipe.id}/ratings`).send({}).expect(400)).body.message).toBe(
      'Rating must be a whole number from 1 to 5',
    );
    expect((await owner.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 4, userId: 9 }).expect(400)).body.message).toBe(
      'Unknown field: userId',
    );
    expect((await t.http().get(`/api/recipes/${recipe.id}/ratings`)).body.totalRatings).toBe(0);
  });

  it('keeps one rating per cook and recipe in the database itself', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    await owner.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 3 }).expect(201);
    await expect(t.sql('insert into recipe_ratings (recipe_id, user_id, rating) values (?, ?, 4)', [recipe.id, owner.user.id])).rejects.toThrow(
      /recipe_ratings_recipe_user_unique/,
    );
    const other = await signedInBrowser(t);
    await expect(t.sql('insert into recipe_ratings (recipe_id, user_id, rating) values (?, ?, 6)', [recipe.id, other.user.id])).rejects.toThrow(
      /recipe_ratings_rating_check/,
    );
  });
});

describe('photos', () => {
  it('stores a photo as a /media JPEG of at most 1200 px, lists it newest first and serves it as an image', async () => {
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const created = await cook.browser
      .post(`/api/recipes/${recipe.id}/photos`)
      .send({ photoUrl: await pngDataUrl(2400, 1200), caption: '  My first try  ' })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      recipeId: recipe.id,
      userId: cook.user.id,
      username: cook.account.username,
      photoUrl: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.jpg$/),
      caption: 'My first try',
      isApproved: true,
      createdAt: expect.any(String),
    });
    const image = await t.http().get(created.body.photoUrl).expect(200).expect('content-type', 'image/jpeg');
    const metadata = await sharp(image.body as Buffer).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 600]);

    const second = await owner.browser
      .post(`/api/recipes/${recipe.id}/photos`)
      .send({ photoUrl: await pngDataUrl(100, 80) })
      .expect(201);
    expect(second.body.caption).toBeNull();
    const listed = await t.http().get(`/api/recipes/${recipe.id}/photos`).expect(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.body.map((photo: { id: number }) => photo.id)).toEqual([second.body.id, created.body.id]);
    expect(listed.body[1]).toEqual(created.body);
    const paged = await t.http().get(`/api/recipes/${recipe.id}/photos?limit=1&offset=1`).expect(200);
    expect(paged.body.map((photo: { id: number }) => photo.id)).toEqual([created.body.id]);
    expect(paged.headers['x-total-count']).toBe('2');
  });

  it('accepts a PNG declared as JPEG and a WEBP (decided by the bytes)', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const png = (await pngDataUrl()).replace('data:image/png', 'data:image/jpeg');
    await owner.browser.post(`/api/recipes/${recipe.id}/photos`).send({ photoUrl: png }).expect(201);
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    await owner.browser
      .post(`/api/recipes/${recipe.id}/photos`)
      .send({ photoUrl: `data:image/webp;base64,${webp.toString('base64')}` })
      .expect(201);
  });

  it('refuses bytes that are not a JPEG, PNG, WEBP or GIF image and stores nothing', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const files = mediaFiles();
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>').toString('base64');
    const truncatedPng = Buffer.from(await pngDataUrl().then((url) => Buffer.from(url.split(',')[1], 'base64').subarray(0, 40))).toString('base64');
    for (const photoUrl of [
      `data:image/png;base64,${html}`,
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
      `data:image/png;base64,${truncatedPng}`,
      `data:text/html;base64,${html}`,
      'https://example.com/photo.jpg',
      'not a photo',
    ]) {
      const response = await owner.browser.post(`/api/recipes/${recipe.id}/photos`).send({ photoUrl }).expect(400);
      expect(response.body.message).toBe('The photo must be a JPEG, PNG or WEBP image');
    }
    for (const body of [{}, { photoUrl: '' }, { photoUrl: '   ' }, { photoUrl: null }]) {
      expect((await owner.browser.post(`/api/recipes/${recipe.id}/photos`).send(body).expect(400)).body.message).toBe(
        'Please select a photo to upload.',
      );
    }
    expect(mediaFiles()).toBe(files);
    expect((await t.http().get(`/api/recipes/${recipe.id}/photos`)).headers['x-total-count']).toBe('0');
  });

  it('refuses a long caption and extra fields', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const photoUrl = await pngDataUrl();
    expect(
      (
        await owner.browser
          .post(`/api/recipes/${recipe.id}/photos`)
          .send({ photoUrl, caption: 'c'.repeat(201) })
          .expect(400)
      ).body.message,
    ).toBe('Caption cannot exceed 200 characters');
    expect((await owner.browser.post(`/api/recipes/${recipe.id}/photos`).send({ photoUrl, caption: 42 }).expect(400)).body.message).toBe(
      'Caption must be text',
    );
    expect((await owner.browser.post(`/api/recipes/${recipe.id}/photos`).send({ photoUrl, isApproved: false }).expect(400)).body.message).toBe(
      'Unknown field: isApproved',
    );
    await owner.browser
      .post(`/api/recipes/${recipe.id}/photos`)
      .send({ photoUrl, caption: 'c'.repeat(200) })
      .expect(201);
  });

  it('accepts a 5 MB photo sent as a data URL', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    // random pixels do not compress: a PNG of about 4.5 MB
    const raw = Buffer.alloc(1250 * 1200 * 3);
    for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
    const png = await sharp(raw, { raw: { width: 1250, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(png.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    await owner.browser
      .post(`/api/recipes/${recipe.id}/photos`)
      .send({ photoUrl: `data:image/png;base64,${png.toString('base64')}` })
      .expect(201);
  });

  it("lets the author delete their photo, the recipe's owner any photo, and refuses everyone else", async () => {
    const owner = await signedInBrowser(t);
    const author = await signedInBrowser(t);
    const third = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const photoUrl = await pngDataUrl();
    const photo = (await author.browser.post(`/api/recipes/${recipe.id}/photos`).send({ photoUrl }).expect(201)).body;
    const other = (await author.browser.post(`/api/recipes/${recipe.id}/photos`).send({ photoUrl }).expect(201)).body;

    expect((await third.browser.delete(`/api/recipes/${recipe.id}/photos/${photo.id}`).expect(403)).body).toEqual({
      message: 'You can only delete your own photos',
    });
    await t.http().delete(`/api/recipes/${recipe.id}/photos/${photo.id}`).expect(401);
    expect((await t.http().get(`/api/recipes/${recipe.id}/photos`)).body).toHaveLength(2);

    expect((await author.browser.delete(`/api/recipes/${recipe.id}/photos/${photo.id}`).expect(200)).body).toEqual({ message: 'Photo deleted' });
    expect((await owner.browser.delete(`/api/recipes/${recipe.id}/photos/${other.id}`).expect(200)).body).toEqual({ message: 'Photo deleted' });
    expect((await t.http().get(`/api/recipes/${recipe.id}/photos`)).body).toEqual([]);
    expect((await owner.browser.delete(`/api/recipes/${recipe.id}/photos/${photo.id}`).expect(404)).body).toEqual({ message: 'Photo not found' });
  });
});

describe('how much feedback a cook may add', () => {
  /** The raw cookie header of a second session of the cook, for parallel requests over real connections. */
  async function sessionHeaders(cook: Cook): Promise<Record<string, string>> {
    const session = await t.http().post('/api/login').send({ email: cook.account.email, password: cook.account.password }).expect(200);
    return { cookie: (session.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ') };
  }

  const ownerNotices = async (owner: Cook) => Number((await owner.browser.get('/api/social/notifications').expect(200)).headers['x-total-count']);

  /** The cook's limit as it stands a minute later, without waiting for it. */
  const aMinuteLater = (key: string) => t.sql("update rate_limit_hits set at = at - interval '1 minute' where key = ?", [key]);

  it('accepts 10 comments a minute from one cook however many arrive at once, answers the rest 429 and tells the owner of 10', async () => {
    const [owner, cook, other] = [await signedInBrowser(t), await signedInBrowser(t), await signedInBrowser(t)];
    const recipe = await recipeOf(owner);
    const headers = await sessionHeaders(cook);
    const answers = await burst(`${await t.url()}/api/recipes/${recipe.id}/comments`, 25, (i) => ({ body: { content: `Comment ${i}` }, headers }));
    expect(statusCounts(answers)).toEqual({ 201: 10, 429: 15 });
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      message: 'You are commenting too fast. Please wait a minute.',
      code: 'TOO_MANY_COMMENTS',
    });
    expect((await t.http().get(`/api/recipes/${recipe.id}/comments`).expect(200)).headers['x-total-count']).toBe('10');
    expect(await ownerNotices(owner)).toBe(10);
    // Another cook is not held back, and the cook may comment again a minute later.
    await other.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Me too' }).expect(201);
    await cook.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Again' }).expect(429);
    await aMinuteLater(`comment:${cook.user.id}`);
    await cook.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Again' }).expect(201);
  });

  it('accepts 10 photos a minute from one cook however many arrive at once, answers the rest 429 and tells the owner of 10', async () => {
    const [owner, cook] = [await signedInBrowser(t), await signedInBrowser(t)];
    const recipe = await recipeOf(owner);
    const photoUrl = await pngDataUrl(40, 40);
    const headers = await sessionHeaders(cook);
    const answers = await burst(`${await t.url()}/api/recipes/${recipe.id}/photos`, 20, () => ({ body: { photoUrl }, headers }));
    expect(statusCounts(answers)).toEqual({ 201: 10, 429: 10 });
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      message: 'You are adding photos too fast. Please wait a minute.',
      code: 'TOO_MANY_PHOTOS',
    });
    expect((await t.http().get(`/api/recipes/${recipe.id}/photos`).expect(200)).headers['x-total-count']).toBe('10');
    expect(await ownerNotices(owner)).toBe(10);
    await aMinuteLater(`photo:${cook.user.id}`);
    await cook.browser.post(`/api/recipes/${recipe.id}/photos`).send({ photoUrl }).expect(201);
  });
});

describe('who may use the feedback calls', () => {
  it('lets visitors read a public recipe but not write: 401 on every POST and DELETE', async () => {
    const owner = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const comment = (await owner.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Hi' }).expect(201)).body;
    const photo = (
      await owner.browser
        .post(`/api/recipes/${recipe.id}/photos`)
        .send({ photoUrl: await pngDataUrl() })
        .expect(201)
    ).body;
    const visitor = t.http;
    await visitor().get(`/api/recipes/${recipe.id}/comments`).expect(200);
    await visitor().get(`/api/recipes/${recipe.id}/ratings`).expect(200);
    await visitor().get(`/api/recipes/${recipe.id}/photos`).expect(200);
    await visitor().get(`/api/recipes/${recipe.id}`).expect(200);
    for (const call of [
      visitor().post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Hi' }),
      visitor().delete(`/api/recipes/${recipe.id}/comments/${comment.id}`),
      visitor().post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 5 }),
      visitor().get(`/api/recipes/${recipe.id}/ratings/user`),
      visitor()
        .post(`/api/recipes/${recipe.id}/photos`)
        .send({ photoUrl: await pngDataUrl() }),
      visitor().delete(`/api/recipes/${recipe.id}/photos/${photo.id}`),
    ]) {
      expect((await call.expect(401)).body.message).toEqual(expect.any(String));
    }
    expect((await visitor().get(`/api/recipes/${recipe.id}/comments`)).body).toHaveLength(1);
    expect((await visitor().get(`/api/recipes/${recipe.id}/photos`)).body).toHaveLength(1);
    expect((await visitor().get(`/api/recipes/${recipe.id}/ratings`)).body.totalRatings).toBe(0);
  });

  it('answers 404 "Recipe not found" on every call about a private recipe to strangers and visitors, and works for its owner', async () => {
    const owner = await signedInBrowser(t);
    const stranger = await signedInBrowser(t);
    const recipe = await recipeOf(owner, { isPublic: false });
    const base = `/api/recipes/${recipe.id}`;
    const comment = (await owner.browser.post(`${base}/comments`).send({ content: 'Note to self' }).expect(201)).body;
    const photo = (
      await owner.browser
        .post(`${base}/photos`)
        .send({ photoUrl: await pngDataUrl() })
        .expect(201)
    ).body;
    expect((await owner.browser.post(`${base}/ratings`).send({ rating: 4 }).expect(201)).body.totalRatings).toBe(1);
    expect((await owner.browser.get(`${base}/comments`).expect(200)).body).toHaveLength(1);
    expect((await owner.browser.get(`${base}/photos`).expect(200)).body).toHaveLength(1);
    expect((await owner.browser.get(`${base}/ratings`).expect(200)).body.totalRatings).toBe(1);
    expect((await owner.browser.get(`${base}/ratings/user`).expect(200)).body).toEqual({ rating: 4 });
    const files = mediaFiles();

    const photoUrl = await pngDataUrl(64, 64);
    const strangerCalls = () => [
      stranger.browser.get(`${base}/comments`),
      stranger.browser.post(`${base}/comments`).send({ content: 'Sneaky' }),
      stranger.browser.delete(`${base}/comments/${comment.id}`),
      stranger.browser.get(`${base}/ratings`),
      stranger.browser.get(`${base}/ratings/user`),
      stranger.browser.post(`${base}/ratings`).send({ rating: 1 }),
      stranger.browser.get(`${base}/photos`),
      stranger.browser.post(`${base}/photos`).send({ photoUrl }),
      stranger.browser.delete(`${base}/photos/${photo.id}`),
    ];
    for (const call of strangerCalls()) expect((await call.expect(404)).body).toEqual(NOT_FOUND);
    for (const call of [t.http().get(`${base}/comments`), t.http().get(`${base}/ratings`), t.http().get(`${base}/photos`)]) {
      expect((await call.expect(404)).body).toEqual(NOT_FOUND);
    }
    // nothing changed, no file written
    expect(mediaFiles()).toBe(files);
    expect((await owner.browser.get(`${base}/comments`)).body).toHaveLength(1);
    expect((await owner.browser.get(`${base}/photos`)).body).toHaveLength(1);
    expect((await owner.browser.get(`${base}/ratings`)).body.totalRatings).toBe(1);

    await owner.browser.delete(`${base}/comments/${comment.id}`).expect(200);
    await owner.browser.delete(`${base}/photos/${photo.id}`).expect(200);
  });

  it('answers 404 "Recipe not found" for a recipe that does not exist', async () => {
    const cook = await signedInBrowser(t);
    for (const call of [
      t.http().get('/api/recipes/999999/comments'),
      t.http().get('/api/recipes/999999/ratings'),
      t.http().get('/api/recipes/999999/photos'),
      cook.browser.get('/api/recipes/999999/ratings/user'),
      cook.browser.post('/api/recipes/999999/comments').send({ content: 'Hello' }),
      cook.browser.post('/api/recipes/999999/ratings').send({ rating: 3 }),
      cook.browser.delete('/api/recipes/999999/comments/1'),
      cook.browser.delete('/api/recipes/999999/photos/1'),
    ]) {
      expect((await call.expect(404)).body).toEqual(NOT_FOUND);
    }
  });

  it('removes the feedback with its recipe and with its author', async () => {
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    await cook.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Gone soon' }).expect(201);
    await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 5 }).expect(201);
    await t.sql('delete from users where id = ?', [cook.user.id]);
    expect((await t.http().get(`/api/recipes/${recipe.id}/comments`)).body).toEqual([]);
    await owner.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Mine' }).expect(201);
    await owner.browser.delete(`/api/recipes/${recipe.id}`).expect(200);
    const [{ count }] = await t.sql<{ count: string }>('select count(*) as count from recipe_comments where recipe_id = ?', [recipe.id]);
    expect(Number(count)).toBe(0);
  });
});

describe('domain events', () => {
  it('publishes RecipeCommented, RecipeRated and RecipePhotoAdded after each write', async () => {
    const events = t.app.get(EventEmitter2);
    const seen: unknown[] = [];
    const listeners = [RecipeCommented, RecipeRated, RecipePhotoAdded].map((type) => {
      const listener = (event: unknown) => void seen.push(event);
      events.on(type.eventName, listener);
      return () => events.off(type.eventName, listener);
    });
    try {
      const owner = await signedInBrowser(t);
      const cook = await signedInBrowser(t);
      const recipe = await recipeOf(owner);
      const comment = (await cook.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Yum' }).expect(201)).body;
      await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 4 }).expect(201);
      await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 5 }).expect(201);
      const photo = (
        await cook.browser
          .post(`/api/recipes/${recipe.id}/photos`)
          .send({ photoUrl: await pngDataUrl() })
          .expect(201)
      ).body;
      const [{ id: ratingId }] = await t.sql<{ id: number }>('select id from recipe_ratings where recipe_id = ?', [recipe.id]);
      expect(seen).toEqual([
        new RecipeCommented(recipe.id, owner.user.id, cook.user.id, comment.id, true),
        new RecipeRated(recipe.id, owner.user.id, cook.user.id, ratingId, 4, true, true),
        new RecipeRated(recipe.id, owner.user.id, cook.user.id, ratingId, 5, false, true),
        new RecipePhotoAdded(recipe.id, owner.user.id, cook.user.id, photo.id, true),
      ]);
      // refused writes publish nothing
      await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 9 }).expect(400);
      await cook.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: ' ' }).expect(400);
      expect(seen).toHaveLength(4);
    } finally {
      for (const off of listeners) off();
    }
  });

  it('publishes RecipePublished when a recipe becomes public: created public, or private → public, each time', async () => {
    const events = t.app.get(EventEmitter2);
    const seen: unknown[] = [];
    const listener = (event: unknown) => void seen.push(event);
    events.on(RecipePublished.eventName, listener);
    try {
      const owner = await signedInBrowser(t);
      const created = (
        await owner.browser
          .post('/api/recipes')
          .send(recipeInput({ isPublic: true }))
          .expect(201)
      ).body;
      const recipe = await recipeOf(owner, { isPublic: false });
      const visibility = (isPublic: boolean) => owner.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic }).expect(200);
      await visibility(false); // private stays private
      await visibility(true);
      await visibility(true); // public stays public
      await owner.browser.patch(`/api/recipes/${recipe.id}`).send({ name: 'Renamed' }).expect(200);
      await visibility(false);
      await visibility(true);
      // a refused publication publishes nothing
      const copy = (await signedInBrowser(t)).browser;
      const saved = (await copy.post(`/api/recipes/save/${recipe.id}`).expect(201)).body;
      await copy.patch(`/api/recipes/${saved.id}/public`).send({ isPublic: true }).expect(403);
      expect(seen).toEqual([
        new RecipePublished(created.id, owner.user.id),
        new RecipePublished(recipe.id, owner.user.id),
        new RecipePublished(recipe.id, owner.user.id),
      ]);
    } finally {
      events.off(RecipePublished.eventName, listener);
    }
  });
});
