// The first hour of a new cook (issue 45): pages that open at the top, private flags kept private, a
// header balance that follows every spend, and the rough edges a new cook meets first.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createRecipe } from './support/recipes';
import { signedInPage } from './support/users';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Where an element sits in the window (what the cook sees), not in the page; away from the pointer, which lifts a card. */
async function topOnScreen(locator: Locator) {
  await locator.page().mouse.move(0, 0);
  return Math.round((await locator.boundingBox())?.y ?? Number.NaN);
}

/**
 * Opens `name`'s card from a scrolled list: the recipe opens at its top; Back shows the card where it was
 * on the screen (the page above it may be laid out anew, so the same place, not the same scroll offset).
 */
async function openAndComeBack(page: Page, name: string) {
  const card = page.getByTestId('recipe-card').filter({ hasText: name });
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  expect(await scrollY(page)).toBeGreaterThan(300);
  const cardTop = await topOnScreen(card);

  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect.poll(() => topOnScreen(card)).toBe(cardTop);
}

test('a recipe opened from a scrolled list opens at its top, and Back returns to the same place in the list', async ({ browser }) => {
  const { page, context } = await signedInPage(browser, 'scroll', 'Sam Scroll', { viewport: { width: 1280, height: 800 } });
  for (let i = 1; i <= 12; i++) await createRecipe(page, { name: `Scroll Soup ${i}` });
  await page.goto('/recipes');
  await openAndComeBack(page, 'Scroll Soup 7');
  // Home, whose recipes are its last card.
  await page.goto('/');
  await openAndComeBack(page, 'Scroll Soup 12');
  await context.close();
});
