import sharp from 'sharp';
import { signedInBrowser } from './support/factories.js';
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
