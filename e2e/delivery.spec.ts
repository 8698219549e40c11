import { expect, test, type Response } from '@playwright/test';
import { createRecipe } from './support/recipes';
import { signedInPage } from './support/users';

/** What a first visit to the sign-in screen downloads: on a phone (Lighthouse's mobile size), and on a wide screen with the picture side. */
const SCREENS = [
  { name: 'a phone', use: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } },
  { name: 'a wide screen', use: { viewport: { width: 1366, height: 900 } } },
];

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);

    test('a first visit to /auth downloads at most 150 kB of JavaScript, brotli-compressed, and no source map', async ({ page }) => {
      const scripts: Response[] = [];
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto('/auth', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();

      let encoded = 0;
      for (const response of scripts) {
        // Files under 256 bytes are not worth compressing (web/vite.config.ts): they go as they are.
        if ((await response.body()).length >= 256) expect(response.headers()['content-encoding'], response.url()).toBe('br');
        expect(response.headers()['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
        encoded += (await response.request().sizes()).responseBodySize;
      }
      expect(scripts.length).toBeGreaterThan(3);
      expect(encoded).toBeLessThanOrEqual(150_000);
      expect(requested.filter((path) => path.endsWith('.map'))).toEqual([]);
      // The signed-in shell (with its dialogs, tooltips and skeletons) is not part of the sign-in screen.
      expect(requested.filter((path) => /\/assets\/(guards|Tooltip|Skeleton|Dialog)/.test(path))).toEqual([]);
    });
  });
}

/**
 * A signed-in first visit asks the API early, from the page's head (web/src/app/earlyRequests.ts):
 * the screen then uses those answers, so each address is asked once, and the screen shows its data.
 */
for (const path of ['/', '/recipes']) {
  test(`a signed-in first visit to ${path} asks for each thing once, early`, async ({ browser }) => {
    const { context, page } = await signedInPage(browser, 'early', 'Early Cook');
    await createRecipe(page, { name: 'Lemon Pasta' });
    // By path without the query: an early address whose query differs from the screen's own (limit=5
    // against limit=4) shows as the same path asked twice; one that names no route answers 404.
    const asked: string[] = [];
    const failed: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/')) return;
      asked.push(`${response.request().method()} ${url.pathname}`);
      if (!response.ok()) failed.push(`${response.status()} ${url.pathname}${url.search}`);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: 'Lemon Pasta' })).toBeVisible();
    expect(asked.length).toBeGreaterThan(2);
    expect(asked.filter((request, i) => asked.indexOf(request) !== i)).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });
}

test("a recipe without a picture shows its category's picture, drawn at build time as a WebP", async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'pictures', 'Picture Cook');
  await createRecipe(page, { name: 'Lemon Tart', category: 'Dessert' });
  const picture = page.waitForResponse((response) => new URL(response.url()).pathname === '/images/categories/dessert.webp');
  await page.goto('/recipes');
  const image = page.getByRole('img', { name: 'Lemon Tart' });
  await expect(image).toHaveAttribute('data-fallback', 'true');
  expect((await picture).headers()['content-type']).toBe('image/webp');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => `${element.naturalWidth}x${element.naturalHeight}`)).toBe('800x450');
  await context.close();
});
