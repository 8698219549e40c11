import { expect, test, type Page } from '@playwright/test';

const SCREENSHOTS = 'test-results/screenshots';

function unique(prefix: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { email: `${prefix}.${stamp}@example.com`, username: `${prefix}_${stamp}`.slice(0, 20) };
}

async function openSignUp(page: Page) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
}

test('a new cook signs up, checks the username, lands on Home, signs out and signs in again', async ({ page, request }) => {
  // Someone already owns this username.
  const existing = unique('taken');
  const registered = await request.post('/api/register', {
    data: { email: existing.email, password: 'secret123', name: 'Existing Cook', username: existing.username, dietaryRestrictions: [] },
  });
  expect(registered.status()).toBe(201);
  await request.post('/api/logout');

  const me = unique('ada');
  await openSignUp(page);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');

  const username = page.getByRole('textbox', { name: 'Username' });
  await username.fill(existing.username.toUpperCase());
  await expect(page.getByTestId('username-taken')).toBeVisible();
  await expect(page.getByText('This username is already taken. Please choose another one.')).toBeVisible();

  await username.fill(me.username);
  await expect(page.getByTestId('username-available')).toBeVisible();
  await page.locator('#vegetarian').check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/, Ada$/);
  // New accounts start with the three welcome recipes, featured on Home.
  await expect(page.getByTestId('recipe-card')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Tickets (20)' })).toBeVisible();
  const addRecipe = page.getByRole('region', { name: 'Add a Recipe' });
  await expect(addRecipe.getByRole('link', { name: /Manual Creation/ })).toHaveAttribute('href', '/create-recipe');
  await expect(addRecipe.getByText('Upload photos of recipes')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/home.png`, fullPage: true });

  // Sign out from the header.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Logged out')).toBeVisible();

  // Sign in again.
  await page.getByLabel('Email').fill(me.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/, Ada$/);
});

test('sign-in shows the spec messages for invalid input and a wrong password', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Authentication failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.screenshot({ path: `${SCREENSHOTS}/auth.png` });
});

test('a visitor opening a protected screen lands on /auth, which remembers the way back', async ({ page }) => {
  await page.goto('/recipes');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Frecipes$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
});

test('/login redirects to /auth', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test('an auth_error from Google sign-in shows a toast and leaves the address', async ({ page }) => {
  await page.goto('/api/auth/google');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Google sign-in is not configured on this server')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('auth_error')).toBe(false);
});

test('the sign-in form stays where it is when the welcome panel arrives beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The panel's code is held back until the form has been measured without it.
  let releasePanel!: () => void;
  const panelHeld = new Promise<void>((resolve) => (releasePanel = resolve));
  await page.route(/AuthHero/, async (route) => {
    await panelHeld;
    await route.continue();
  });
  await page.goto('/auth');
  const signUp = page.getByRole('button', { name: "Don't have an account? Sign Up" });
  await expect(signUp).toBeVisible();
  const before = await signUp.boundingBox();
  releasePanel();
  await expect(page.getByRole('heading', { name: 'Cook more of what you love.' })).toBeVisible();
  expect(await signUp.boundingBox()).toEqual(before);
});

test('mobile: the home screen stacks and the menu opens full screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const me = unique('grace');
  const res = await page.request.post('/api/register', {
    data: { email: me.email, password: 'secret123', name: 'Grace Hopper', username: me.username, dietaryRestrictions: ['vegan'] },
  });
  expect(res.status()).toBe(201);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/, Grace$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Recipes' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/home-mobile.png`, fullPage: true });

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const name of ['Home', 'My Recipes', 'Shopping List', 'Discover', 'Tickets (20)', 'Profile']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SCREENSHOTS}/menu-mobile.png` });

  await menu.getByRole('link', { name: 'My Recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  await context.close();
});
