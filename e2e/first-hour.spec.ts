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

test('the bell is in the header of every signed-in screen (one per screen), marks all read, and a comment opens the recipe at its comments', async ({
  browser,
}) => {
  const owner = await signedInPage(browser, 'bell', 'Bea Bell', { viewport: { width: 1280, height: 800 } });
  const recipe = await createRecipe(owner.page, { name: `Bea's Bell Pepper Stew ${Date.now().toString(36)}`, isPublic: true });
  const guest = await signedInPage(browser, 'ringer', 'Rick Ringer');
  for (const content of ['Made it twice this week', 'My kids loved it']) {
    expect((await guest.page.request.post(`/api/recipes/${recipe.id}/comments`, { data: { content } })).ok()).toBe(true);
  }
  const { page } = owner;
  const bells = page.getByRole('button', { name: /^Notifications/ });

  // Home's bell is the profile card's; every other screen has it in the header.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your profile' }).getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  await expect(bells).toHaveCount(1);
  await page.goto('/shopping-pantry');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  await expect(bells).toHaveCount(1);

  await page.getByRole('banner').getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await popover
    .getByRole('button', { name: /commented on your recipe/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/recipes/[a-z0-9-]+/${recipe.id}#comments$`));
  await expect(page.getByRole('tab', { name: 'Comments (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('My kids loved it')).toBeInViewport();

  await page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await popover.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(popover.getByRole('button', { name: 'Mark all as read' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await owner.context.close();
  await guest.context.close();
});

test("a new cook's empty feed suggests cooks to follow, and following one fills it", async ({ browser }) => {
  const author = await signedInPage(browser, 'sharer', 'Sid Sharer');
  await createRecipe(author.page, { name: `Sid's Shared Shakshuka ${Date.now().toString(36)}`, isPublic: true });
  const { page, context } = await signedInPage(browser, 'newbie', 'Nia Newbie');
  await page.goto('/social-feed');
  await expect(page.getByText('No recipes in your feed yet. Follow other users to see their recipes!')).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Cooks to follow' });
  const first = suggestions.getByTestId('user-row').first();
  await expect(first).toContainText(/\d+ recipes? · \d+ followers?/);
  const name = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText('You are now following this user')).toBeVisible();
  // The feed now has that cook's recipes, and the suggestions step aside.
  await expect(page.getByTestId('recipe-card').first()).toBeVisible();
  await expect(suggestions).toHaveCount(0);
  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name, exact: true })).toBeVisible();
  await author.context.close();
  await context.close();
});
