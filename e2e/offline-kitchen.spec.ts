// Savor offline as an installed app (issue 51): the service worker keeps the app's code and what the cook
// opened, so that with no network at all (a cold start, not an open tab) My Recipes, a recipe opened before
// and its cooking mode work; progress made offline reaches the server once when the network returns.
// Signing out leaves nothing of the account behind. The install prompt's conditions hold.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { screenshot, toast } from './support/page';
import { createRecipe } from './support/recipes';
import { indexedDbRecords } from './support/storage';
import { signedInPage } from './support/users';

const BANNER = 'You are offline: changes will sync when you reconnect';
const ACCOUNT_CACHE_PREFIX = 'savor-account-';

/** What the service worker keeps for the account: each cache's name and its number of entries. */
const accountCaches = (page: Page) =>
  page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await (await caches.open(name)).keys()).length] as const)));
  }, ACCOUNT_CACHE_PREFIX);

/** The worker's expiration records (one per kept answer, with its address). */
const expirationRecords = (page: Page) => indexedDbRecords(page, 'workbox-expiration', 'cache-entries');

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
  expect(await expirationRecords(page)).toBeGreaterThan(0);

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
  await expect(page.getByText('You are offline and this page is not saved on this device yet.')).toBeVisible();
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
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByText(BANNER)).toBeVisible();
  await screenshot(page, 'offline-cooking-375.png');
  await page.setViewportSize({ width: 1366, height: 900 });

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
  // Nor the worker's record of the addresses it kept.
  expect(await expirationRecords(page)).toBe(0);
  await context.setOffline(true);
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { name: "We can't reach the kitchen" })).toBeVisible();
  await expect(page.getByText(risotto.name)).toHaveCount(0);
  await context.close();
});

test('progress started offline on a recipe already started on another device: the saved progress wins and the cook is told', async ({ browser }) => {
  const { context, page, me } = await signedInPage(browser, 'twodevices', 'Tod Two', { serviceWorkers: 'allow' });
  const steps = ['Chop the onions.', 'Fry them slowly.', 'Add the stock and simmer.'];
  const soup = await createRecipe(page, { name: `Onion soup ${me.stamp}`, instructions: steps });
  await page.goto('/recipes');
  await controlledByServiceWorker(page);
  await page.goto(`/recipes/${soup.id}`);
  await expect(page.getByRole('heading', { level: 1, name: soup.name })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/recipes/${soup.id}/follow`);
  const current = page.getByTestId('current-step');
  await expect(current).toHaveText(steps[0]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(current).toHaveText(steps[1]);
  // Meanwhile, on the cook's other device (its own connection), the recipe was started and taken further.
  const elsewhere = await page.request.post(`/api/recipes/${soup.id}/progress`, {
    data: { recipeId: soup.id, currentStep: 2, completedSteps: [0, 1], isCompleted: false },
  });
  expect(elsewhere.status()).toBe(201);

  await context.setOffline(false);
  await toast(page, 'You had already started this recipe on another device: the progress saved there is kept.');
  await expect(current).toHaveText(steps[2]);
  await expect(page.getByTestId('progress-percent')).toHaveText('67%');
  const saved = await page.request.get(`/api/recipes/${soup.id}/progress`);
  expect(await saved.json()).toMatchObject({ currentStep: 2, completedSteps: [0, 1], isCompleted: false });
  await context.close();
});

test('the shopping list and pantry open offline after a reload, with the changes made offline, which reach the server once', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'cart', 'Cary Cart', { serviceWorkers: 'allow' });
  for (const name of ['milk', 'eggs']) expect((await page.request.post('/api/shopping', { data: { name, category: 'Other' } })).status()).toBe(201);
  await page.goto('/shopping-pantry');
  await controlledByServiceWorker(page);
  await page.reload();
  const list = page.getByRole('list', { name: 'Shopping list items' });
  const check = (name: string) => list.getByRole('checkbox', { name, exact: true });
  await expect(check('eggs')).toBeEnabled();

  await context.setOffline(true);
  await check('milk').check();
  await expect(check('milk')).toBeChecked();
  await page.getByRole('button', { name: 'Add Item' }).click();
  const form = page.getByRole('form', { name: 'Add to shopping list' });
  await form.getByRole('textbox', { name: 'Item Name' }).fill('butter');
  await form.getByRole('button', { name: 'Add to List' }).click();
  await expect(check('butter')).toBeEnabled();

  // A cold start offline: the list is the worker's copy with the queued changes on top, and still editable.
  await page.reload();
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(check('milk')).toBeChecked();
  await expect(check('eggs')).not.toBeChecked();
  await check('butter').check();
  await expect(page.getByText('3 items · 2 checked')).toBeVisible();
  await page.getByRole('tab', { name: 'Pantry Items' }).click();
  await expect(page.getByRole('listitem', { name: 'milk', exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'butter', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Shopping List' }).click();

  await context.setOffline(false);
  await toast(page, 'Back online: 3 changes synced');
  const shopping = (await (await page.request.get('/api/shopping')).json()) as { name: string; checked: boolean }[];
  expect(shopping.map((i) => `${i.name} ${i.checked}`).sort()).toEqual(['butter true', 'eggs false', 'milk true']);
  const pantry = (await (await page.request.get('/api/pantry')).json()) as { name: string }[];
  expect(pantry.map((i) => i.name).sort()).toEqual(['butter', 'milk']);
  await expect(page.getByText('3 items · 2 checked')).toBeVisible();
  await context.close();
});

/**
 * Deploys "the next build" for the length of `run`: the built worker (dist/web/sw.js and its compressed
 * copies, which the server sends) with one more line, as a new build with any change would make it.
 */
async function withNextBuild(run: () => Promise<void>) {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(process.cwd(), 'dist', 'web', name));
  const kept = files.map((file) => readFileSync(file));
  const next = Buffer.concat([kept[0], Buffer.from('\n// the next version\n')]);
  writeFileSync(files[0], next);
  writeFileSync(files[1], brotliCompressSync(next));
  writeFileSync(files[2], gzipSync(next));
  try {
    await run();
  } finally {
    files.forEach((file, i) => writeFileSync(file, kept[i]));
  }
}

test("a new version waits for the cook: 'A new version of Savor is ready' with Reload, and every tab then runs it", async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'update', 'Uma Update', { serviceWorkers: 'allow' });
  await page.goto('/');
  await controlledByServiceWorker(page);
  const otherTab = await context.newPage();
  await otherTab.goto('/recipes');
  await controlledByServiceWorker(otherTab);
  const marked = (tab: Page) => tab.evaluate(() => (window as unknown as { stillTheOldPage?: boolean }).stillTheOldPage ?? false);
  for (const tab of [page, otherTab]) await tab.evaluate(() => ((window as unknown as { stillTheOldPage: boolean }).stillTheOldPage = true));

  await withNextBuild(async () => {
    // The page looks for a new version when it comes back into view (and every hour).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByTestId('toast').filter({ hasText: 'A new version of Savor is ready' });
    await expect(prompt).toBeVisible();
    // Until the cook says so, the pages keep their version.
    expect(await marked(page)).toBe(true);
    const reloaded = [page.waitForEvent('load'), otherTab.waitForEvent('load')];
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await Promise.all(reloaded);
    expect([await marked(page), await marked(otherTab)]).toEqual([false, false]);
    await expect(page.getByTestId('toast').filter({ hasText: 'A new version of Savor is ready' })).toHaveCount(0);
    const registration = () =>
      page.evaluate(async () => {
        const found = await navigator.serviceWorker.getRegistration();
        return { waiting: found?.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
      });
    expect(await registration()).toEqual({ waiting: false, controlled: true });
  });
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
