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

test("the owner's favourite heart shows to nobody else: not in the feed, the community listing, the profile or the recipe's page", async ({
  browser,
}) => {
  const owner = await signedInPage(browser, 'heart', 'Hana Heart');
  const recipe = await createRecipe(owner.page, { name: `Hana's Loved Lasagne ${Date.now().toString(36)}` });
  expect((await owner.page.request.post(`/api/recipes/${recipe.id}/favorite`, { data: { isFavorite: true } })).ok()).toBe(true);
  expect((await owner.page.request.patch(`/api/recipes/${recipe.id}/public`, { data: { isPublic: true } })).ok()).toBe(true);
  const ownerMe = (await (await owner.page.request.get('/api/user')).json()) as { id: number; username: string };

  // The owner's own collection shows it, with the button that takes it back.
  await owner.page.goto('/recipes');
  const ownCard = owner.page.getByTestId('recipe-card').filter({ hasText: recipe.name });
  await expect(ownCard.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  const fan = await signedInPage(browser, 'fan', 'Fred Fan');
  expect((await fan.page.request.post(`/api/social/follow/${ownerMe.id}`)).ok()).toBe(true);
  const hearts = (page: Page) => page.getByRole('img', { name: 'Favorite' }).or(page.getByRole('button', { name: /favorites/ }));
  for (const path of ['/social-feed', '/public-recipes', `/user/${ownerMe.username}`]) {
    await fan.page.goto(path);
    await expect(fan.page.getByTestId('recipe-card').filter({ hasText: recipe.name })).toBeVisible();
    await expect(hearts(fan.page)).toHaveCount(0);
  }
  await fan.page.goto(`/recipes/${recipe.id}`);
  await expect(fan.page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(hearts(fan.page)).toHaveCount(0);
  // The owner's public listing is a public answer too.
  await owner.page.goto('/public-recipes');
  await expect(owner.page.getByTestId('recipe-card').filter({ hasText: recipe.name })).toBeVisible();
  await expect(hearts(owner.page)).toHaveCount(0);
  await owner.context.close();
  await fan.context.close();
});
