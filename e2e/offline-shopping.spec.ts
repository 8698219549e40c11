// The shopping list and pantry offline (issue 51): a cook in a supermarket with no signal ticks items off and
// adds one; the changes show at once, wait in IndexedDB, and reach the server once when the signal returns,
// even when an answer was lost on the way and the page reloaded. Signing out deletes the queue: the next
// account in the tab sees and replays nothing of it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot, toast } from './support/page';
import { indexedDbRecords } from './support/storage';
import { signedInPage, uniqueUser } from './support/users';

const BANNER = 'You are offline: changes will sync when you reconnect';

interface Item {
  id: number;
  name: string;
  checked: boolean;
}

const shoppingList = (page: Page) => page.getByRole('list', { name: 'Shopping list items' });
const check = (page: Page, name: string) => shoppingList(page).getByRole('checkbox', { name, exact: true });

async function listOf(request: APIRequestContext, path: '/api/shopping' | '/api/pantry') {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as Item[];
}

async function putOnList(request: APIRequestContext, ...names: string[]) {
  for (const name of names) expect((await request.post('/api/shopping', { data: { name, category: 'Other' } })).status()).toBe(201);
}

/** Adds an item through the form, offline: it shows at once and can be ticked off (no toast: nothing was sent). */
async function addOffline(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Add to shopping list' });
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'Add Item' }).click();
  await form.getByRole('textbox', { name: 'Item Name' }).fill(name);
  await form.getByRole('button', { name: 'Add to List' }).click();
  await expect(check(page, name)).toBeEnabled();
}

/** The changes waiting in the page's IndexedDB queue (0 when the database is gone). */
const queued = (page: Page) => indexedDbRecords(page, 'savor-offline', 'changes');

/** The list and pantry changes the page sends from now on. */
function watchChanges(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && /^\/api\/(shopping|pantry)/.test(pathname)) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

test('a cook ticks three items off and adds one offline; back online, the server holds each change once', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'offline', 'Olive Offline', { viewport: { width: 1366, height: 900 } });
  await putOnList(page.request, '2 cups rice', 'milk', 'eggs');
  await page.goto('/shopping-pantry');
  await expect(check(page, 'eggs')).toBeEnabled();
  await expect(page.getByText(BANNER)).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  for (const name of ['2 cups rice', 'milk', 'eggs']) {
    await check(page, name).check();
    await expect(check(page, name)).toBeChecked();
  }
  await addOffline(page, 'butter');
  await expect(page.getByText('4 items · 3 checked')).toBeVisible();
  await expect.poll(() => queued(page)).toBe(4);
  // Clear All needs the network and says so.
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveAttribute('aria-disabled', 'true');

  // The banner sits under the app bar and covers nothing: the heading comes after it.
  const banner = await page.getByText(BANNER).boundingBox();
  const heading = await page.getByRole('heading', { level: 1, name: 'Kitchen Inventory' }).boundingBox();
  expect(banner!.y + banner!.height).toBeLessThanOrEqual(heading!.y);
  await screenshot(page, 'offline-shopping-1366.png');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByText(BANNER)).toBeVisible();
  await screenshot(page, 'offline-shopping-375.png');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The pantry shows what the ticks put there, before any of it is synced.
  await page.getByRole('tab', { name: 'Pantry Items' }).click();
  await expect(page.getByRole('listitem', { name: 'milk', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Shopping List' }).click();

  const sent = watchChanges(page);
  await context.setOffline(false);
  await toast(page, 'Back online: 4 changes synced');
  await expect(page.getByText(BANNER)).toHaveCount(0);
  expect(sent.filter((s) => /^PATCH \/api\/shopping\/\d+$/.test(s))).toHaveLength(3);
  expect(sent.filter((s) => s === 'POST /api/shopping')).toHaveLength(1);
  expect(sent).toHaveLength(4);
  expect(await queued(page)).toBe(0);

  const shopping = await listOf(page.request, '/api/shopping');
  expect(shopping.map((i) => `${i.name} ${i.checked}`).sort()).toEqual(['2 cups rice true', 'butter false', 'eggs true', 'milk true']);
  const pantry = await listOf(page.request, '/api/pantry');
  expect(pantry.map((i) => i.name).sort()).toEqual(['eggs', 'milk', 'rice']);
  // What shows is the server's list.
  await expect(page.getByText('4 items · 3 checked')).toBeVisible();
  await context.close();
});

test('changes whose answers were lost replay once after a reload', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'reload', 'Remy Reload');
  await putOnList(page.request, 'flour');
  await page.goto('/shopping-pantry');
  await expect(check(page, 'flour')).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByText(BANNER)).toBeVisible();
  await check(page, 'flour').check();
  await addOffline(page, 'sugar');
  await expect.poll(() => queued(page)).toBe(2);

  // The signal returns but drops again on the way back: the server runs the tick, its answer is lost.
  let reached = 0;
  await page.route(/\/api\/shopping\/\d+$/, async (route) => {
    await route.fetch();
    reached += 1;
    await route.abort('internetdisconnected');
  });
  const lost = page.waitForEvent('requestfailed', (request) => /\/api\/shopping\/\d+$/.test(request.url()));
  await context.setOffline(false);
  await lost;
  expect(reached).toBe(1);
  await page.unrouteAll({ behavior: 'wait' });
  expect(await queued(page)).toBe(2);

  // A reload, online: the app replays its queue at start, the tick with its key (the server answers its first answer).
  const replayed = page.waitForResponse((response) => /\/api\/shopping\/\d+$/.test(response.url()) && response.request().method() === 'PATCH');
  await page.reload();
  expect((await replayed).headers()['idempotent-replayed']).toBe('true');
  await toast(page, 'Back online: 2 changes synced');
  await expect.poll(() => queued(page)).toBe(0);

  const shopping = await listOf(page.request, '/api/shopping');
  expect(shopping.map((i) => `${i.name} ${i.checked}`).sort()).toEqual(['flour true', 'sugar false']);
  expect((await listOf(page.request, '/api/pantry')).map((i) => i.name)).toEqual(['flour']);
  await context.close();
});

test("signing out deletes the queue: the next cook in the tab sees and replays nothing of the first one's", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const { context, page, me } = await signedInPage(browser, 'first', 'Fay First');
  const secret = `Fay's saffron ${me.stamp}`;
  await putOnList(page.request, secret);
  const second = uniqueUser('second');
  const other = await playwright.request.newContext({ baseURL });
  expect(
    (
      await other.post('/api/register', {
        data: { email: second.email, password: second.password, name: 'Sam Second', username: second.username, dietaryRestrictions: [] },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/shopping-pantry');
  await expect(check(page, secret)).toBeEnabled();
  await context.setOffline(true);
  await check(page, secret).check();
  await addOffline(page, `${secret} truffle`);
  await expect.poll(() => queued(page)).toBe(2);

  // Online again, but the list's changes cannot get through yet; the cook signs out meanwhile.
  await page.route(/\/api\/shopping/, (route) => (route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected')));
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => queued(page)).toBe(0);
  await page.unrouteAll({ behavior: 'wait' });

  const sent = watchChanges(page);
  await page.getByLabel('Email').fill(second.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(second.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/shopping-pantry');
  await expect(page.getByText('Your shopping list is empty.')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await listOf(page.request, '/api/shopping')).toEqual([]);

  // Nothing of Fay's was replayed, under anyone's name.
  const fay = await playwright.request.newContext({ baseURL });
  expect((await fay.post('/api/login', { data: { email: me.email, password: me.password } })).status()).toBe(200);
  expect((await listOf(fay, '/api/shopping')).map((i) => `${i.name} ${i.checked}`)).toEqual([`${secret} false`]);
  await Promise.all([fay.dispose(), other.dispose(), context.close()]);
});
