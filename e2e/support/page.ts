// Shared steps of browser tests: screenshots and toasts.
import { expect, type Page } from '@playwright/test';

export const SCREENSHOTS = 'test-results/screenshots';

/** Full-page screenshots from the top, with no hover tooltip and every image loaded. */
export async function screenshot(page: Page, file: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.screenshot({ path: `${SCREENSHOTS}/${file}`, fullPage: true });
}

export async function toast(page: Page, title: string) {
  await expect(page.getByTestId('toast').filter({ hasText: title })).toBeVisible();
}
