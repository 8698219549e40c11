// Takes the README's picture of Home: signs up a new cook on a running Savor and saves Home at 1280×800.
//   node scripts/screenshot-home.mjs [base URL, default http://localhost:3000] [file, default docs/screenshots/home.png]
// Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH), like the browser tests.
/* global document, window -- the waitForFunction predicate runs in the page */
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const file = process.argv[3] ?? 'docs/screenshots/home.png';
const stamp = Date.now().toString(36);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, baseURL: base, reducedMotion: 'reduce' });
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await page.getByLabel('Email').fill(`maya.${stamp}@example.com`);
  await page.getByLabel('Name', { exact: true }).fill('Maya Torres');
  await page.getByRole('textbox', { name: 'Username' }).fill(`maya_${stamp}`.slice(0, 20));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByTestId('username-available').waitFor();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /Maya/ }).waitFor();
  // The welcome recipes' pictures, and no toast over the page.
  await page.locator('[data-testid="recipe-card"] img').first().waitFor();
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || (img.loading === 'lazy' && img.getBoundingClientRect().top > window.innerHeight)),
  );
  await page
    .getByTestId('toast')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: file });
  console.log(`saved ${file}`);
} finally {
  await browser.close();
}
