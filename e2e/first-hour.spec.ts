// The first hour of a new cook (issue 45): pages that open at the top, private flags kept private, a
// header balance that follows every spend, and the rough edges a new cook meets first.
import { expect, test, type Page } from '@playwright/test';
import { createRecipe } from './support/recipes';
import { signedInPage } from './support/users';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a recipe opened from a scrolled list opens at its top, and Back returns to the same place in the list', async ({ browser }) => {
  const { page, context } = await signedInPage(browser, 'scroll', 'Sam Scroll', { viewport: { width: 1280, height: 800 } });
  for (let i = 1; i <= 12; i++) await createRecipe(page, { name: `Scroll Soup ${i}` });
  await page.goto('/recipes');
  // The sixth card from the top of the newest-first list sits well below the first screen.
  const card = page.getByTestId('recipe-card').filter({ hasText: 'Scroll Soup 7' });
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const listScroll = await scrollY(page);
  expect(listScroll).toBeGreaterThan(600);

  await card.getByRole('link', { name: 'Scroll Soup 7' }).click();
  const title = page.getByRole('heading', { level: 1, name: 'Scroll Soup 7' });
  await expect(title).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeAttached();
  await expect.poll(() => scrollY(page)).toBe(listScroll);

  // The same from Home, whose recipes are its last card.
  await page.goto('/');
  const featured = page.getByTestId('recipe-card').filter({ hasText: 'Scroll Soup 12' });
  await featured.scrollIntoViewIfNeeded();
  const homeScroll = await scrollY(page);
  expect(homeScroll).toBeGreaterThan(300);
  await featured.getByRole('link', { name: 'Scroll Soup 12' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scroll Soup 12' })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(homeScroll);
  await context.close();
});
