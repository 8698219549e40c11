import { expect, test, type Response } from '@playwright/test';

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
