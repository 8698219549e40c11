import sharp from 'sharp';
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('recipe images without an AI provider', () => {
  it('makes an 800×450 placeholder banner, reuses it for the same recipe and stores it as media', async () => {
    const { browser } = await signedInBrowser(t);
    const first = await browser.post('/api/images/generate').send({ prompt: 'Shakshuka', category: 'Breakfast' }).expect(200);
    expect(first.body.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const file = await t.http().get(first.body.imageUrl).expect(200);
    expect(await sharp(file.body as Buffer).metadata()).toMatchObject({ width: 800, height: 450, format: 'jpeg' });

    const again = await browser.post('/api/images/generate').send({ prompt: 'Shakshuka', category: 'Breakfast' }).expect(200);
    expect(again.body.imageUrl).toBe(first.body.imageUrl);
    const forced = await browser.post('/api/recipe/generate-image').send({ prompt: 'Shakshuka', category: 'Breakfast', forceNew: true }).expect(200);
    expect(forced.body.imageUrl).toMatch(/^\/media\//);
    const [{ count }] = await t.sql<{ count: string }>("select count(*) as count from recipe_images where recipe_name = 'Shakshuka'");
    expect(Number(count)).toBe(1);

    const dinner = await browser.post('/api/recipe/generate-image').send({ prompt: 'Shakshuka', category: 'Dinner', forceNew: true }).expect(200);
    expect(dinner.body.imageUrl).not.toBe(first.body.imageUrl);
  });

  it('needs a recipe name and a signed-in user', async () => {
    const { browser } = await signedInBrowser(t);
    const response = await browser.post('/api/recipe/generate-image').send({ prompt: '  ', category: 'Dinner' }).expect(400);
    expect(response.body.message).toBe('Please enter a recipe name to generate an image.');
    await t.http().post('/api/images/generate').send({ prompt: 'Soup' }).expect(401);
  });
});

describe('card-size copies of stored pictures', () => {
  it('serves /media/{hash}.w480.jpg, made once from the stored picture and cached like it', async () => {
    const { browser } = await signedInBrowser(t);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#8e2a1f' } })
      .png()
      .toBuffer();
    const recipe = (
      await browser
        .post('/api/recipes')
        .send(recipeInput({ imageUrl: `data:image/png;base64,${png.toString('base64')}` }))
        .expect(201)
    ).body;
    expect(recipe.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const full = await t.http().get(recipe.imageUrl).expect(200);
    expect((await sharp(full.body as Buffer).metadata()).width).toBe(1200);

    const cardUrl = recipe.imageUrl.replace(/\.jpg$/, '.w480.jpg');
    const card = await t.http().get(cardUrl).expect(200).expect('content-type', 'image/jpeg');
    expect(card.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(await sharp(card.body as Buffer).metadata()).toMatchObject({ width: 480, height: 270, format: 'jpeg' });
    expect((card.body as Buffer).length).toBeLessThan((full.body as Buffer).length / 2);
    const again = await t.http().get(cardUrl).expect(200);
    expect(Buffer.compare(again.body as Buffer, card.body as Buffer)).toBe(0);
  });

  it('answers 404 for other widths and for pictures that do not exist', async () => {
    await t
      .http()
      .get(`/media/${'a'.repeat(64)}.w480.jpg`)
      .expect(404);
    const { browser } = await signedInBrowser(t);
    const { imageUrl } = (await browser.post('/api/images/generate').send({ prompt: 'Thumbnail Tart', category: 'Dessert' }).expect(200)).body;
    await t
      .http()
      .get(imageUrl.replace(/\.jpg$/, '.w999.jpg'))
      .expect(404);
    await t
      .http()
      .get(imageUrl.replace(/\.jpg$/, '.w480.jpg'))
      .expect(200);
  });
});
