// Keyboard and motion: a visible focus ring on what Tab reaches, dialogs that keep and give back focus,
// and no motion for a reader who asks the system for less.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makePng, uniqueUser } from './support/users';

/** What the focused element looks like: its name, whether it is a text field, and its outline. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el.closest('.MuiButtonBase-root') ?? el);
    const field = el.matches('input:not([type=checkbox]):not([type=radio]), textarea');
    const label = field
      ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '')
      : (el.getAttribute('aria-label') ?? el.textContent ?? '');
    return {
      name: label
        .replace(/\s+/g, ' ')
        .replace(/\s*\*$/, '')
        .trim(),
      field,
      /** A text field shows focus by its own border: MUI marks the control focused. */
      fieldFocused: field && !!el.closest('.Mui-focused'),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
    };
  });
}

async function register(page: Page, prefix: string) {
  const me = uniqueUser(prefix);
  const res = await page.request.post('/api/register', {
    data: { email: me.email, password: me.password, name: 'Keyboard Cook', username: me.username, dietaryRestrictions: [] },
  });
  expect(res.status()).toBe(201);
  return me;
}

/** Tab stays inside the dialog however often it is pressed. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

test('the sign-in form is worked by keyboard alone, every stop showing where focus is', async ({ page }) => {
  // An account made through the API from outside this browser, so the sign-in screen stays open.
  const me = uniqueUser('keys');
  const made = await page.context().request.post('/api/register', {
    data: { email: me.email, password: me.password, name: 'Keyboard Cook', username: me.username, dietaryRestrictions: [] },
  });
  expect(made.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

  const stops: NonNullable<Awaited<ReturnType<typeof focused>>>[] = [];
  const visit = async () => {
    const stop = await focused(page);
    if (!stop) return;
    stops.push(stop);
    if (stop.field) {
      expect(stop.fieldFocused, `${stop.name} shows that it has focus`).toBe(true);
      if (stop.name === 'Email') await page.keyboard.type(me.email);
      if (stop.name === 'Password') await page.keyboard.type(me.password);
    } else {
      // A solid ring of at least 2 px, not the browser's thin default or MUI's reset outline: 0.
      expect(stop.outlineStyle, `focus ring on '${stop.name}'`).toBe('solid');
      expect(stop.outlineWidth, `focus ring on '${stop.name}'`).toBeGreaterThanOrEqual(2);
    }
  };
  // The email field may have focus already (autofocus); then Tab from there.
  await visit();
  for (let i = 0; i < 12 && !stops.some((s) => s.name === 'Sign In'); i++) {
    await page.keyboard.press('Tab');
    await visit();
  }
  const names = stops.map((s) => s.name);
  expect(names).toEqual(expect.arrayContaining(['Email', 'Password', 'Show password', 'Forgot your password', 'Sign In']));
  // The ring is there on the submit button, and Enter signs in.
  expect(stops.at(-1)).toMatchObject({ name: 'Sign In', outline: 'solid 3px' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Keyboard/ })).toBeVisible();
});

test('with reduced motion asked for, buttons do not animate', async ({ browser }) => {
  const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ reducedMotion });
    try {
      const page = await context.newPage();
      await page.goto('/auth');
      const button = page.getByRole('button', { name: 'Sign In', exact: true });
      await expect(button).toBeVisible();
      const value = await button.evaluate((el) => getComputedStyle(el).transitionDuration);
      return value.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000));
    } finally {
      await context.close();
    }
  };
  // MUI's buttons fade their colours in a quarter second…
  expect(Math.max(...(await durations('no-preference')))).toBeGreaterThanOrEqual(100);
  // …and not at all for a reader who turned animations off.
  expect(Math.max(...(await durations('reduce')))).toBeLessThan(1);
});

test('a confirmation dialog keeps focus inside and gives it back to the button that opened it', async ({ page }) => {
  await register(page, 'trap');
  const res = await page.request.get('/api/recipes');
  const [recipe] = (await res.json()) as { id: number; name: string }[];
  await page.goto(`/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();

  const del = page.getByRole('button', { name: 'Delete', exact: true });
  await del.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this recipe?' });
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(del).toBeFocused();
  // Nothing was deleted.
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
});

test('the crop dialog keeps focus inside and gives it back to the photo button', async ({ page }) => {
  await register(page, 'crop');
  // Listening before the screen loads: Playwright starts catching file pickers when the first listener is
  // added, and a key press sent at once could reach Chromium before that (its picker then never reports).
  const chooser = page.waitForEvent('filechooser');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  const file = join(mkdtempSync(join(tmpdir(), 'savor-keys-')), 'avatar.png');
  writeFileSync(file, makePng(320, 200));
  const change = page.getByRole('button', { name: 'Change profile picture' });
  await change.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);

  const dialog = page.getByRole('dialog', { name: 'Crop Profile Picture' });
  await expectFocusTrapped(page, dialog);
  // The zoom slider is worked by the arrow keys.
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
});

test("'Skip to content' is the first stop, Home is tabbed in the order it reads, and each new screen puts focus on its heading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await register(page, 'skip');
  const [recipe] = (await (await page.request.get('/api/recipes')).json()) as { id: number; name: string }[];
  await page.goto('/');
  const greeting = page.getByRole('heading', { level: 1 });
  await expect(greeting).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(greeting).toBeFocused();
  await expect(skip).not.toBeInViewport();

  // From the greeting on, Savorus (the left column) comes before the profile card (the right one).
  const stops: string[] = [];
  for (let i = 0; i < 40 && !stops.includes('Edit'); i++) {
    await page.keyboard.press('Tab');
    stops.push((await focused(page))?.name || (await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')));
  }
  expect(stops).toContain('Edit');
  expect(stops.indexOf('Message Savorus')).toBeGreaterThanOrEqual(0);
  expect(stops.indexOf('Message Savorus')).toBeLessThan(stops.indexOf('Edit'));

  // A link followed by keyboard: the new screen's heading has focus, and is announced by its name.
  const myRecipes = page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'My Recipes' });
  await myRecipes.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeFocused();
  await page.getByRole('link', { name: recipe.name }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeFocused();
  // Back too.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeFocused();
});
