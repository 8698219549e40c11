// Issue 20: a cook pastes a link from a recipe site, checks the recipe in the form and saves it, cooks
// it for 6 instead of 4 in metric measures, and prints it. The recipe page is a fixture served on
// 127.0.0.1 (the app runs with URL_IMPORT_ALLOW_LOOPBACK=1, a test-only switch).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type FixtureServer, startRecipePageServer } from '../test/support/recipe-pages.ts';
import { SCREENSHOTS } from './support/page';
import { signedInPage } from './support/users';

let pages: FixtureServer;
test.beforeAll(async () => {
  pages = await startRecipePageServer();
});
test.afterAll(async () => {
  await pages.close();
});

test('import a recipe page, save it, scale it to 6 servings in metric and print it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, context } = await signedInPage(browser, 'urlimport', 'Ada Lovelace', { viewport: { width: 1280, height: 900 } });
  const url = `${pages.base}/graph-chicken.html`;

  await page.goto('/recipes');
  await page.getByRole('button', { name: 'New Recipe' }).first().click();
  await page.getByRole('button', { name: 'Import from URL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from URL' });
  await dialog.getByLabel('Recipe web address').fill('ftp://example.com/recipe');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a web address starting with http:// or https://.');
  await dialog.getByLabel('Recipe web address').fill(`${pages.base}/not-a-recipe.html`);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('We could not find a recipe on this page. Try another link or type it in.');
  await page.screenshot({ path: `${SCREENSHOTS}/url-import-error-1280.png` });

  await dialog.getByLabel('Recipe web address').fill(url);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/create-recipe$/);
  await expect(page.getByTestId('imported-notice')).toHaveText(`Imported from ${url}. Check the recipe, then save it.`);
  await expect(page.getByLabel(/Recipe Name/)).toHaveValue('Lemon Garlic Roast Chicken');
  await expect(page.getByLabel(/Servings/)).toHaveValue('4');
  await page.screenshot({ path: `${SCREENSHOTS}/url-import-form-1280.png` });
  await page.getByRole('button', { name: /Create Recipe/ }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/recipes');
  await page.getByText('Lemon Garlic Roast Chicken').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon Garlic Roast Chicken' })).toBeVisible();
  // The source is the site's name, linking to the page it came from, not the raw address.
  const source = page.getByRole('link', { name: new URL(url).hostname });
  await expect(source).toHaveAttribute('href', url);
  await expect(page.getByTestId('source-badge')).not.toContainText('http');
  const list = page.getByTestId('ingredient-list');
  await expect(list).toContainText('2 tbsp olive oil');
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByTestId('servings-value')).toHaveText('6');
  await expect(list).toContainText('3 lemons');
  await expect(list).toContainText('3 tbsp olive oil');
  await page.getByRole('button', { name: 'Metric' }).click();
  await expect(page.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toContainText('1½ whole chickens (1.6 kg)');
  await page.getByTestId('ingredient-list').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/recipe-scaled-1280.png` });

  // Cooking mode carries on with the servings and units chosen here, as print does.
  await page.getByRole('link', { name: 'Start Cooking' }).click();
  await expect(page).toHaveURL(/\/follow\?servings=6&units=metric$/);
  await page.getByRole('tab', { name: /Ingredients/ }).click();
  await expect(page.getByTestId('servings-value')).toHaveText('6');
  await expect(page.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1½ whole chickens (1.6 kg)')).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'Print' }).click();
  await expect(page).toHaveURL(/\/print\?servings=6&units=metric$/);
  await expect(page.getByTestId('print-facts')).toContainText('Serves 6');
  await expect(page.getByTestId('print-ingredients')).toContainText('3 tbsp olive oil');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/recipe-print-1280.png`, fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'More servings' })).toBeHidden();
  // What the printer gets, at the width of an A4 page (210 mm at 96 dpi less the margins).
  await page.setViewportSize({ width: 703, height: 1032 });
  await page.screenshot({ path: `${SCREENSHOTS}/recipe-print-media-a4.png`, fullPage: true });
  const pdf = `${SCREENSHOTS}/recipe-print.pdf`;
  await page.pdf({ path: pdf, format: 'A4', printBackground: true });
  // One page: Chromium writes one '/Type /Page' object per page (beside the one '/Type /Pages').
  expect(
    readFileSync(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page\b(?!s)/g),
  ).toHaveLength(1);
  if (existsSync('/usr/bin/pdftoppm')) execFileSync('pdftoppm', ['-png', '-r', '60', pdf, `${SCREENSHOTS}/recipe-print-page`]);
  await context.close();
});

test('on a phone, cooking mode scales the ingredients too', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context } = await signedInPage(browser, 'urlimport2', 'Ada Lovelace', { viewport: { width: 390, height: 844 } });
  const answer = await page.request.post('/api/recipes/import', { data: { url: `${pages.base}/array-pancakes.html` } });
  expect(answer.status()).toBe(200);
  const saved = await page.request.post('/api/recipes', { data: await answer.json() });
  expect(saved.status()).toBe(201);
  const recipe = (await saved.json()) as { id: number };
  await page.goto(`/recipes/${recipe.id}/follow`);
  // The 'Started cooking' toast sits over the list on a phone until it is closed.
  const toast = page.getByTestId('toast').filter({ hasText: 'Started cooking' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
  await page.getByRole('tab', { name: /Ingredients/ }).click();
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await expect(page.getByTestId('servings-value')).toHaveText('4');
  await expect(page.getByText('1 cup flour')).toBeVisible();
  await page.getByRole('button', { name: 'Metric' }).click();
  await expect(page.getByText('240 ml flour')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/cooking-scaled-390.png` });

  await page.goto(`/recipes/${recipe.id}`);
  await page.getByRole('button', { name: 'US' }).click();
  await expect(page.getByTestId('ingredient-list')).toContainText('2 cups flour');
  await page.getByTestId('ingredient-list').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/recipe-scaled-390.png` });
  await page.goto(`/recipes/${recipe.id}/print?servings=4&units=metric`);
  await expect(page.getByTestId('print-ingredients')).toContainText('240 ml flour');
  await page.screenshot({ path: `${SCREENSHOTS}/recipe-print-390.png`, fullPage: true });
  await context.close();
});
