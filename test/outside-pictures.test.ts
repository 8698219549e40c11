// Issue 48: a recipe's outside picture is copied into the media store once, so viewers' browsers never load a third party's.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { signedInBrowser } from './support/factories.js';
import { type FixtureServer, startRecipePageServer } from './support/recipe-pages.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The app runs with URL_IMPORT_ALLOW_LOOPBACK=1 (tests only) to reach the local picture server. */
let t: TestApp;
let pictures: FixtureServer;

beforeAll(async () => {
  pictures = await startRecipePageServer();
  t = await startTestApp({ URL_IMPORT_ALLOW_LOOPBACK: '1' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await pictures.close();
});

const mediaFiles = () => {
  const media = join(t.config.dataDir, 'media');
  return existsSync(media) ? readdirSync(media).length : 0;
};
const hitsOf = (path: string) => pictures.hits.filter((hit) => hit === path).length;
const UNREACHABLE = {
  message: 'We could not load the picture at that address. Please check it, or upload the image instead.',
  code: 'IMAGE_URL_UNREACHABLE',
};

describe("a recipe's outside picture", () => {
  it('is fetched once into the media store on POST and PATCH, and served from /media', async () => {
    const { browser } = await signedInBrowser(t);
    const created = await browser
      .post('/api/recipes')
      .send(recipeInput({ imageUrl: `${pictures.base}/images/stew.png` }))
      .expect(201);
    expect(created.body.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const file = await t.http().get(created.body.imageUrl).expect(200).expect('content-type', 'image/jpeg');
    expect(await sharp(file.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    await browser.get(`/api/recipes/${created.body.id}`).expect(200);
    expect(hitsOf('/images/stew.png')).toBe(1);

    const changed = await browser
      .patch(`/api/recipes/${created.body.id}`)
      .send({ imageUrl: `${pictures.base}/images/pie.png` })
      .expect(200);
    expect(changed.body.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(hitsOf('/images/pie.png')).toBe(1);
  });

  it('is a 400 with a message when it cannot be fetched or is no JPEG, PNG, WebP or GIF, and nothing is stored', async () => {
    const { browser } = await signedInBrowser(t);
    const before = mediaFiles();
    for (const imageUrl of [
      `${pictures.base}/missing.png`,
      `${pictures.base}/json`,
      'http://10.0.0.1/stew.png',
      'https://user:pw@example.com/a.png',
    ]) {
      const response = await browser.post('/api/recipes').send(recipeInput({ imageUrl })).expect(400);
      expect(response.body).toEqual(UNREACHABLE);
    }
    const svg = await browser
      .post('/api/recipes')
      .send(recipeInput({ imageUrl: `${pictures.base}/svg-as-png` }))
      .expect(400);
    expect(svg.body).toMatchObject({ message: 'The image could not be read. Please use a JPEG, PNG or WebP image.', code: 'INVALID_IMAGE' });
    expect(mediaFiles()).toBe(before);
  });

  it('copies at most 10 outside pictures a minute per cook, even when 20 arrive at once; others are not held back', async () => {
    const cook = await signedInBrowser(t);
    const other = await signedInBrowser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        cook.browser.post('/api/recipes').send(recipeInput({ imageUrl: `${pictures.base}/images/burst-${index}.png` })),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 201), ...Array.from({ length: 10 }, () => 429)]);
    expect(answers.find((answer) => answer.status === 429)!.body).toEqual({
      message: 'You are adding pictures from other sites too fast. Please wait a minute, or upload the image instead.',
      code: 'TOO_MANY_PICTURE_FETCHES',
    });
    expect(pictures.hits.filter((hit) => hit.startsWith('/images/burst-'))).toHaveLength(10);
    // a recipe without an outside picture, and another cook's picture, are not limited
    await cook.browser.post('/api/recipes').send(recipeInput()).expect(201);
    await other.browser
      .post('/api/recipes')
      .send(recipeInput({ imageUrl: `${pictures.base}/images/other.png` }))
      .expect(201);
  });

  it('already stored as an outside address stays as it is when the recipe is saved with it unchanged', async () => {
    const { browser } = await signedInBrowser(t);
    const recipe = (await browser.post('/api/recipes').send(recipeInput()).expect(201)).body;
    const legacy = 'https://pictures.example/old-stew.jpg';
    await t.sql('update recipes set image_url = ? where id = ?', [legacy, recipe.id]);
    const saved = await browser.patch(`/api/recipes/${recipe.id}`).send({ name: 'Older Stew', imageUrl: legacy }).expect(200);
    expect(saved.body).toMatchObject({ name: 'Older Stew', imageUrl: legacy });
  });

  it('needs no outside image source in the Content-Security-Policy', async () => {
    const policy = String((await t.http().get('/api/health').expect(200)).headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).not.toMatch(/img-src[^;]*https:/);
  });
});
