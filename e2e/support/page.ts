// Shared steps of browser tests: screenshots, toasts and where things sit.
import { expect, type Locator, type Page } from '@playwright/test';

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

export type Box = { x: number; y: number; width: number; height: number };

/** Where an element is drawn; it must be drawn. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

export const boxesOverlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
