// What the client keeps belongs to one account (issue 45, faults 1 and 2): a cook who signs out and another
// who signs in in the same tab never see a moment of the first one's data; a visitor who first opened `/`
// meets a Home without the errors of the requests made before signing in; a session ended elsewhere
// sends the tab to sign in and forgets its data.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './support/users';

/** Records, from now on, every moment one of `markers` is on the screen (a MutationObserver on the whole page). */
async function watchFor(page: Page, markers: string[]) {
  await page.evaluate((watched) => {
    const seen = new Set<string>();
    (window as unknown as { __seen: Set<string> }).__seen = seen;
    const look = () => {
      const text = document.body.textContent ?? '';
      for (const marker of watched) if (text.includes(marker)) seen.add(marker);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    look();
  }, markers);
}

const seenMarkers = (page: Page) => page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);

/** Registers a cook from another client, so the page's own cookies are not touched. */
async function registerElsewhere(request: APIRequestContext, prefix: string, name: string) {
  const cook = uniqueUser(prefix);
  const res = await request.post('/api/register', {
    data: { email: cook.email, password: cook.password, name, username: cook.username, dietaryRestrictions: [] },
  });
  expect(res.status()).toBe(201);
  return cook;
}

async function signIn(page: Page, cook: { email: string; password: string }) {
  await page.getByLabel('Email').fill(cook.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(cook.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function balanceOf(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/tickets');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { balance: number }).balance;
}

test("a cook who signs in after another in the same tab sees none of the other's chat, lists, recipes or balance", async ({
  page,
  playwright,
  baseURL,
}) => {
  const other = await playwright.request.newContext({ baseURL });
  const bea = await registerElsewhere(other, 'bea', 'Bea Baker');

  const ada = uniqueUser('ada');
  await signUp(page, ada, 'Ada Cook');
  const secret = `Ada's secret ${ada.stamp}`;
  expect((await page.request.post('/api/shopping', { data: { name: `${secret} saffron` } })).status()).toBe(201);
  const recipe = await page.request.post('/api/recipes', {
    data: {
      name: `${secret} risotto`,
      description: 'Only for Ada.',
      cookTime: 30,
      servings: 2,
      category: 'Dinner',
      ingredients: ['300 g rice'],
      instructions: ['Stir.'],
      source: 'User-created',
    },
  });
  expect(recipe.status()).toBe(201);
  await page.goto('/');
  const assistant = page.getByRole('region', { name: 'Ask Savorus' });
  await assistant.getByRole('textbox', { name: 'Message Savorus' }).fill(`${secret}: please give me the full recipe for a lemon chicken`);
  await assistant.getByRole('button', { name: 'Send' }).click();
  await expect(assistant.getByRole('button', { name: 'Create Recipe Card' })).toBeVisible();
  await expect(page.getByText(`${secret} saffron`).first()).toBeVisible();
  await expect(page.getByText(`${secret} risotto`).first()).toBeVisible();
  const adaBalance = await balanceOf(page.request);
  await expect(page.getByRole('link', { name: `Tickets (${adaBalance})` }).first()).toBeVisible();

  // Back to Home through the navigation, as a cook moves around: its screen's data is fetched again on the way.
  await page.getByRole('link', { name: 'My Recipes' }).first().click();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(assistant.getByText(`${secret}: please give me`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await watchFor(page, [secret, 'Create Recipe Card', `Tickets (${adaBalance})`, 'Ada Cook']);

  await signIn(page, bea);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Hi Bea! I'm Savorus", { exact: false })).toBeVisible();
  // Bea's balance (her welcome bonus and first sign-in of the day) is not Ada's (who paid for a chat).
  const beaBalance = await balanceOf(page.request);
  expect(beaBalance).not.toBe(adaBalance);
  await expect(page.getByRole('link', { name: `Tickets (${beaBalance})` }).first()).toBeVisible();
  // The welcome recipes are Bea's first recipes; her list is empty.
  await expect(page.getByText('Your shopping list is empty', { exact: false }).first()).toBeVisible();
  await page.getByRole('link', { name: 'My Recipes' }).first().click();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  await expect(page.getByTestId('recipe-card').first()).toBeVisible();
  expect(await seenMarkers(page)).toEqual([]);
  await other.dispose();
});

test('a visitor who first opened Home signs up and meets the welcome recipes, not errors', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth/);
  await watchFor(page, [
    'The conversation could not be loaded',
    'Error loading shopping list',
    'Error loading pantry',
    "Couldn't load",
    'Not authenticated',
  ]);
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  const cook = uniqueUser('first');
  await page.getByLabel('Email').fill(cook.email);
  await page.getByLabel('Name', { exact: true }).fill('First Cook');
  await page.getByRole('textbox', { name: 'Username' }).fill(cook.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(cook.password);
  await page.getByLabel('Confirm Password').fill(cook.password);
  await expect(page.getByTestId('username-available')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Hi First! I'm Savorus", { exact: false })).toBeVisible();
  await expect(page.getByTestId('recipe-card').first()).toBeVisible();
  await expect(page.getByText('Your shopping list is empty', { exact: false }).first()).toBeVisible();
  expect(await seenMarkers(page)).toEqual([]);
});

test('a session ended elsewhere sends the tab to sign in, and the next cook sees nothing of it', async ({ page, playwright, baseURL }) => {
  const other = await playwright.request.newContext({ baseURL });
  const next = await registerElsewhere(other, 'next', 'Nico Next');
  await other.dispose();

  const gone = uniqueUser('gone');
  await signUp(page, gone, 'Gina Gone');
  const secret = `Gina's list ${gone.stamp}`;
  expect((await page.request.post('/api/shopping', { data: { name: secret } })).status()).toBe(201);
  await page.goto('/shopping-pantry');
  await expect(page.getByText(secret).first()).toBeVisible();

  // The session ends on the server (as a password change elsewhere or an admin would end it); the tab does not know.
  const cookies = await page.context().cookies();
  const ended = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
  expect((await ended.post('/api/logout', { headers: { origin: baseURL! } })).status()).toBe(200);
  await ended.dispose();

  await page.getByRole('link', { name: 'My Recipes' }).first().click();
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await watchFor(page, [secret, 'Gina Gone']);
  await signIn(page, next);
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByTestId('recipe-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Shopping List' }).first().click();
  await expect(page.getByText('Your shopping list is empty', { exact: false }).first()).toBeVisible();
  expect(await seenMarkers(page)).toEqual([]);
});
