// Photo import (spec document 1 §2 'Photo upload dialog', §4 'Photo extraction'): a cook uploads a printed
// recipe card through 'Upload Recipe Photo' and lands on the recipe read from it; when the reader was unsure
// of some fields, the recipe opens in its edit form with those marked (issue 52).
import { expect, test, type Page } from '@playwright/test';
import { cardWithoutServingsOrTime, printedRecipeCards } from '../test/support/recipe-cards.ts';
import { audit } from './support/axe';
import { SCREENSHOTS, screenshot as fullPageScreenshot, toast } from './support/page';
import { makePng, signedInPage } from './support/users';

/** The open dialog over the page (Home's lazy pictures below the fold never load, so no full-page shot). */
async function screenshot(page: Page, file: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}/${file}` });
}

/** Chooses a file through the drop zone's file picker, as a cook would. */
async function browse(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dialog = page.getByRole('dialog', { name: 'Upload Recipe Photo' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Browse Files/ }).click();
  await (await chooser).setFiles(file);
  return dialog;
}

test('a cook uploads a printed recipe card and lands on the recipe read from it', async ({ browser }) => {
  test.setTimeout(120_000);
  const card = (await printedRecipeCards()).find((c) => c.id === 'one-column')!;
  const { page, context } = await signedInPage(browser, 'photo', 'Ada Lovelace', { viewport: { width: 1280, height: 800 } });

  await page.goto('/recipes');
  await page.getByRole('button', { name: 'New Recipe' }).first().click();
  await page.getByRole('button', { name: 'Upload Recipe Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Recipe Photo' });
  await expect(dialog.getByText('Supported formats: JPEG, PNG, or PDF (max 5MB)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Extract Recipe' })).toBeDisabled();
  await screenshot(page, 'photo-import-empty-1280.png');

  await browse(page, { name: 'roast-chicken.png', mimeType: card.mime, buffer: card.bytes });
  await expect(dialog.getByRole('img', { name: 'Preview of roast-chicken.png' })).toBeVisible();
  await screenshot(page, 'photo-import-selected-1280.png');

  await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(dialog.getByRole('status')).toHaveText('Reading your recipe… this can take a few seconds');

  await expect(page).toHaveURL(/\/recipes\/lemon-garlic-roast-chicken\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon Garlic Roast Chicken' })).toBeVisible();
  await expect(page.getByText('2 lemons, halved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('on a phone, from Home: a picture without a recipe keeps the dialog open with the reason', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context } = await signedInPage(browser, 'photo', 'Ada Lovelace', { viewport: { width: 390, height: 844 } });

  await page.goto('/');
  await page.getByRole('button', { name: /Photo Upload/ }).click();
  const dialog = await browse(page, { name: 'sunset.png', mimeType: 'image/png', buffer: makePng(320, 240) });
  await expect(dialog.getByRole('img', { name: 'Preview of sunset.png' })).toBeVisible();
  await screenshot(page, 'photo-import-selected-390.png');

  await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/recipe/i, { timeout: 60_000 });
  await expect(dialog.getByRole('button', { name: 'Extract Recipe' })).toBeEnabled();
  await expect(page).toHaveURL(/\/$/);
  await screenshot(page, 'photo-import-failed-390.png');

  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByRole('button', { name: /Browse Files/ })).toBeVisible();
  await screenshot(page, 'photo-import-empty-390.png');
  await context.close();
});

test('a card without servings or time opens in the edit form with those two marked, checked by keyboard', async ({ browser }) => {
  test.setTimeout(120_000);
  const card = await cardWithoutServingsOrTime();
  const { page, context } = await signedInPage(browser, 'photo', 'Ada Lovelace', { viewport: { width: 1280, height: 800 } });

  await page.goto('/recipes');
  await page.getByRole('button', { name: 'New Recipe' }).first().click();
  await page.getByRole('button', { name: 'Upload Recipe Image' }).click();
  const dialog = await browse(page, { name: 'mushrooms.png', mimeType: card.mime, buffer: card.bytes });
  await dialog.getByRole('button', { name: 'Extract Recipe' }).click();

  // The new recipe's page, its form open: a summary, the two fields marked, the first of them focused.
  await expect(page).toHaveURL(/\/recipes\/garlic-butter-mushrooms\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Garlic Butter Mushrooms' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit recipe' });
  const summary = form.getByTestId('photo-check-summary');
  await expect(summary).toContainText('Savor read this recipe from your photo. Please check the marked fields before you save: Cook Time, Servings.');
  const cookTime = form.getByLabel('Cook Time (minutes)');
  const servings = form.getByLabel('Servings');
  await expect(cookTime).toBeFocused();
  await expect(cookTime).toHaveValue('30');
  await expect(cookTime).toHaveAccessibleDescription('Check this against your photo');
  await expect(servings).toHaveAccessibleDescription('Check this against your photo');
  await expect(form.getByLabel('Recipe Name')).not.toHaveAccessibleDescription(/Check this/);
  await expect(form.getByLabel('Ingredients')).toHaveValue(card.source.ingredients.join('\n'));
  await expect(page.getByText('Check this against your photo')).toHaveCount(2);
  expect(await audit(page)).toBe('');
  await fullPageScreenshot(page, 'photo-import-check-1280.png');

  // A reload keeps the marks (they live with this page in the history) …
  await page.reload();
  await expect(summary).toBeVisible();
  await expect(cookTime).toBeFocused();

  // … and on a phone they read the same.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByText('Check this against your photo')).toHaveCount(2);
  expect(await audit(page)).toBe('');
  await fullPageScreenshot(page, 'photo-import-check-375.png');

  // By keyboard: the time is typed over, the summary's link goes to the servings, Enter saves.
  await cookTime.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('20');
  await expect(cookTime).not.toHaveAccessibleDescription(/Check this/);
  await expect(summary.getByRole('button', { name: 'Cook Time' })).toHaveCount(0);
  await summary.getByRole('button', { name: 'Servings' }).focus();
  await page.keyboard.press('Enter');
  await expect(servings).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');

  await toast(page, 'Recipe Updated');
  await expect(form).toBeHidden();
  await expect(page.getByText('Check this against your photo')).toHaveCount(0);
  await expect(page.getByText('20 mins')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Garlic Butter Mushrooms' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit recipe' })).toHaveCount(0);
  await context.close();
});
