// Issue 49: a cook brings a Paprika collection into Savor from My Recipes, follows the import to its report
// (which a reload keeps), opens an imported recipe with its picture, then exports everything from the
// profile and downloads the zip. Then both screens at a laptop's and a phone's width: screenshots and axe.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { paprikaExport } from '../test/support/collection-files.ts';
import { eventually, zipEntries } from '../test/support/zip-entries.ts';
import { audit } from './support/axe';
import { SCREENSHOTS, boxOf, screenshot } from './support/page';
import { signedInPage } from './support/users';

const COLLECTION = 'My Recipes.paprikarecipes';
const RECIPES = 30;

/** A recipe's photo: a plain JPEG in a warm colour, a different one for each. */
function photo(index: number): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 60 + ((index * 23) % 160), b: 44 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A Paprika export of `count` recipes named 'Paprika Recipe 1' …; the first `withPhotos` have a photo. */
async function paprikaCollection(count: number, withPhotos = 3): Promise<Buffer> {
  const recipes = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `Paprika Recipe ${i + 1}`,
      ingredients: `${i + 1} cups flour\n2 eggs\n1 cup milk`,
      directions: 'Whisk everything together.\nBake for 20 minutes.',
      ...(i < withPhotos ? { photo: await photo(i) } : {}),
    })),
  );
  return paprikaExport(recipes);
}

// Against the visual viewport: on a phone the layout viewport grows with content that is too wide.
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.visualViewport!.width)).toBeLessThanOrEqual(0);

/** Waits until nothing moves: no skeleton, every image loaded, no finite animation running. */
async function settle(page: Page) {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

async function chooseCollection(page: Page, file: Buffer) {
  await page.getByRole('button', { name: 'Import recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import recipes' });
  await expect(dialog.getByText('Paprika, Mealie, Tandoor, Nextcloud Cookbook, schema.org JSON or HTML files, or a Savor export')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: COLLECTION, mimeType: 'application/octet-stream', buffer: file });
  await expect(dialog.getByTestId('import-file-name')).toHaveText(COLLECTION);
  return dialog;
}

test('a cook imports a Paprika collection, reads the report after a reload, opens a recipe with its picture, and exports everything', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await signedInPage(browser, 'porter', 'Paula Porter', { viewport: { width: 1280, height: 900 } });
  const file = await paprikaCollection(RECIPES);

  await page.goto('/recipes');
  const dialog = await chooseCollection(page, file);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/imports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Import from ${COLLECTION}` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Import progress' }).or(page.getByTestId('import-summary'))).toBeVisible();
  await expect(page.getByText(`${RECIPES} imported`)).toBeVisible({ timeout: 90_000 });

  await page.reload();
  await expect(page.getByTestId('import-summary')).toHaveText(`${RECIPES} imported · 0 skipped as duplicates · 0 failed`);
  const items = page.getByRole('list', { name: 'Recipes in this file' }).getByRole('listitem');
  await expect(items).toHaveCount(RECIPES);
  await expect(items.first()).toContainText('Imported');

  await page.getByRole('link', { name: 'Paprika Recipe 1', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paprika Recipe 1' })).toBeVisible();
  const picture = page.getByTestId('recipe-hero').getByRole('img', { name: 'Paprika Recipe 1' });
  await expect(picture).toHaveAttribute('src', /^\/media\//);
  await expect(picture).not.toHaveAttribute('data-fallback', 'true');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Export my data' });
  await card.getByRole('button', { name: 'Export my data' }).click();
  const download = card.getByRole('link', { name: 'Download' });
  await expect(download).toBeVisible({ timeout: 90_000 });
  await expect(card.getByTestId('export-facts')).toHaveText(/^[\d.]+ (KB|MB) · available until .+$/);
  // A reload keeps the download.
  await page.reload();
  await expect(download).toBeVisible();

  const downloading = page.waitForEvent('download');
  await download.click();
  const zip = await downloading;
  expect(zip.suggestedFilename()).toMatch(/^savor-export-\d+\.zip$/);
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const entries = await zipEntries(bytes);
  expect(entries.has('profile.json')).toBe(true);
  expect(entries.has('shopping-list.json')).toBe(true);
  expect(entries.has('pantry.json')).toBe(true);
  // The imported recipes, and the welcome recipes every account starts with.
  const recipes = [...entries.keys()].filter((name) => /^recipes\/[^/]+\.json$/.test(name));
  expect(recipes).toEqual(expect.arrayContaining(Array.from({ length: RECIPES }, (_, i) => `recipes/paprika-recipe-${i + 1}.json`)));
  await context.close();
});

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

test.describe('the import and export screens, on a laptop and a phone', () => {
  for (const viewport of WIDTHS) {
    test(`at ${viewport.width} px: My Recipes' header and dialog, the import report and the export card look right and pass axe`, async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const { context, page } = await signedInPage(browser, 'portshot', 'Sam Shots', { viewport });
      const width = viewport.width;

      // My Recipes: both header buttons on one line, inside the screen; the dialog with a file chosen.
      await page.goto('/recipes');
      const importButton = page.getByRole('button', { name: 'Import recipes' });
      const newButton = page.getByRole('button', { name: 'New Recipe' }).first();
      const [importBox, newBox] = [await boxOf(importButton), await boxOf(newButton)];
      expect(Math.abs(importBox.y - newBox.y)).toBeLessThan(2);
      expect(importBox.x + importBox.width).toBeLessThanOrEqual(newBox.x);
      expect(newBox.x + newBox.width).toBeLessThanOrEqual(width);
      await noSidewaysScroll(page);
      const dialog = await chooseCollection(page, await paprikaCollection(6, 2));
      await settle(page);
      expect(await audit(page)).toBe('');
      await page.screenshot({ path: `${SCREENSHOTS}/import-dialog-${width}.png` });

      // The report of a finished import (started as the dialog does).
      await dialog.getByRole('button', { name: 'Import' }).click();
      await expect(page).toHaveURL(/\/imports\/\d+$/);
      await expect(page.getByTestId('import-summary')).toBeVisible({ timeout: 60_000 });
      await settle(page);
      await noSidewaysScroll(page);
      expect(await audit(page)).toBe('');
      await screenshot(page, `import-report-${width}.png`);

      // An export, finished through the API, as the profile shows it.
      const started = await page.request.post('/api/exports');
      expect(started.status()).toBe(202);
      const { id } = (await started.json()) as { id: number };
      await eventually(
        async () => (await (await page.request.get(`/api/exports/${id}`)).json()) as { status: string },
        (job) => job.status === 'done' || job.status === 'failed',
        60_000,
      );
      await page.goto('/profile');
      const card = page.getByRole('region', { name: 'Export my data' });
      await expect(card.getByRole('link', { name: 'Download' })).toBeVisible();
      await settle(page);
      await noSidewaysScroll(page);
      expect(await audit(page)).toBe('');
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SCREENSHOTS}/export-card-${width}.png` });
      await context.close();
    });
  }
});
