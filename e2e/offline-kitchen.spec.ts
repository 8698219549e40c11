// Savor offline as an installed app (issue 51): the service worker keeps the app's code and what the cook
// opened, so that with no network at all (a cold start, not an open tab) My Recipes, a recipe opened before
// and its cooking mode work; progress made offline reaches the server once when the network returns.
// Signing out leaves nothing of the account behind. The install prompt's conditions hold.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { screenshot, toast } from './support/page';
import { createRecipe } from './support/recipes';
import { signedInPage } from './support/users';

const BANNER = 'You are offline: changes will sync when you reconnect';
const ACCOUNT_CACHE_PREFIX = 'savor-account-';

/** What the service worker keeps for the account: each cache's name and its number of entries. */
const accountCaches = (page: Page) =>
  page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await (await caches.open(name)).keys()).length] as const)));
  }, ACCOUNT_CACHE_PREFIX);

/** Waits until the service worker controls the page (it registers once the first screen has loaded). */
async function controlledByServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

const stepBox = (page: Page, n: number) => page.getByRole('checkbox', { name: `Step ${n} done` });

test('a recipe opened before opens and is cooked through offline from a cold start; its progress reaches the server once', async ({ browser }) => {
  const { context, page, me } = await signedInPage(browser, 'kitchen', 'Kit Offline', { serviceWorkers: 'allow' });
  const picture = await sharp({ create: { width: 960, height: 640, channels: 3, background: '#c8512c' } })
    .png()
    .toBuffer();
  const steps = ['Toast the rice in butter.', 'Add the stock a ladle at a time.', 'Stir in the parmesan and serve.'];
  const risotto = await createRecipe(page, {
    name: `Offline risotto ${me.stamp}`,
    instructions: steps,
    imageUrl: `data:image/png;base64,${picture.toString('base64')}`,
  });
  const unopened = await createRecipe(page, { name: `Never opened stew ${me.stamp}` });
  const { slug } = (await (await page.request.get(`/api/recipes/${risotto.id}`)).json()) as { slug: string };

  await page.goto('/recipes');
  await controlledByServiceWorker(page);
  // Now through the worker: My Recipes, then the recipe, as a cook browses.
  await page.reload();
  await page.getByRole('link', { name: risotto.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: risotto.name })).toBeVisible();
  // The recipe's picture is kept at card and detail size with it.
  await expect.poll(async () => (await accountCaches(page))[`${ACCOUNT_CACHE_PREFIX}images`] ?? 0).toBeGreaterThanOrEqual(2);

  await context.setOffline(true);
  await page.goto('/recipes');
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await expect(page.getByRole('link', { name: risotto.name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: unopened.name }).first()).toBeVisible();

  await page.goto(`/recipes/${slug}/${risotto.id}`);
  await expect(page.getByRole('heading', { level: 1, name: risotto.name })).toBeVisible();
  const hero = page.getByRole('img', { name: risotto.name }).first();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(hero).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.jpg$/);
  await screenshot(page, 'offline-recipe-1366.png');
  // One never opened is not on this device.
  await page.goto(`/recipes/${unopened.id}`);
  await expect(page.getByRole('heading', { level: 1, name: unopened.name })).toHaveCount(0);
  await screenshot(page, 'offline-unopened-1366.png');

  const progressSent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/recipes/${risotto.id}/progress`) && request.method() !== 'GET') progressSent.push(request.method());
  });
  await page.goto(`/recipes/${slug}/${risotto.id}/follow`);
  const current = page.getByTestId('current-step');
  await expect(current).toHaveText(steps[0]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(current).toHaveText(steps[1]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(current).toHaveText(steps[2]);
  await page.getByRole('button', { name: 'Next' }).click();
  await toast(page, 'Recipe completed!');
  await expect(page.getByTestId('progress-percent')).toHaveText('100%');
  await screenshot(page, 'offline-cooking-1366.png');

  // A cold start offline again: the queued progress is shown on top of what the worker kept.
  await page.reload();
  await expect(page.getByTestId('progress-percent')).toHaveText('100%');
  for (const n of [1, 2, 3]) await expect(stepBox(page, n)).toBeChecked();
  expect(progressSent).toEqual([]);
  expect((await page.request.get(`/api/recipes/${risotto.id}/progress`)).status()).toBe(404);

  await context.setOffline(false);
  await toast(page, 'Back online: 4 changes synced');
  expect(progressSent).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);
  const saved = await page.request.get(`/api/recipes/${risotto.id}/progress`);
  expect(await saved.json()).toMatchObject({ currentStep: 2, completedSteps: [0, 1, 2], isCompleted: true });
  await expect(page.getByTestId('progress-percent')).toHaveText('100%');

  // Signing out deletes what the worker kept: offline, the next visitor gets the sign-in page.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => accountCaches(page)).toEqual({});
  await context.setOffline(true);
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { name: "We can't reach the kitchen" })).toBeVisible();
  await expect(page.getByText(risotto.name)).toHaveCount(0);
  await context.close();
});

test('Chrome finds nothing that stops installing Savor', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'install', 'Ina Install', { serviceWorkers: 'allow' });
  await page.goto('/');
  await controlledByServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito windows, which Chrome never offers to install from: every other reason counts.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
  await context.close();
});
