// The first hour of a new cook (issue 45): pages that open at the top, private flags kept private, a
// header balance that follows every spend, and the rough edges a new cook meets first.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInAdmin } from './support/admin';
import { boxOf, boxesOverlap, type Box } from './support/page';
import { createRecipe } from './support/recipes';
import { signedInPage } from './support/users';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

type CardWindow = Window & { cardTop?: (name: string) => number; cardTopAtClick?: number };

/**
 * Gives the page `cardTop(name)`: where that recipe card sits in the window, from the layout (a hovered
 * card is lifted by a transform, which this leaves out); and notes it as `cardTopAtClick` when the next
 * click lands: a click first scrolls its target into view if the page moved under the pointer.
 */
async function watchCard(page: Page, name: string) {
  await page.evaluate((cardName) => {
    const w = window as CardWindow;
    w.cardTop = (wanted) => {
      const card = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="recipe-card"]')).find((c) => c.textContent?.includes(wanted));
      let offset = 0;
      for (let el: HTMLElement | null = card ?? null; el; el = el.offsetParent as HTMLElement | null) offset += el.offsetTop;
      return card ? Math.round(offset - window.scrollY) : Number.NaN;
    };
    document.addEventListener('click', () => (w.cardTopAtClick = w.cardTop?.(cardName)), { capture: true, once: true });
  }, name);
}

/**
 * Opens `name`'s card from a scrolled list: the recipe opens at its top; Back shows the card where it was
 * on the screen when the cook clicked (the page above it may be laid out anew, so the same place, not the
 * same scroll offset).
 */
async function openAndComeBack(page: Page, name: string) {
  const card = page.getByTestId('recipe-card').filter({ hasText: name });
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  expect(await scrollY(page)).toBeGreaterThan(300);

  await watchCard(page, name);
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
  const cardTop = await page.evaluate(() => (window as CardWindow).cardTopAtClick);
  expect(cardTop).toEqual(expect.any(Number));

  await page.goBack();
  await expect.poll(() => page.evaluate((wanted) => (window as CardWindow).cardTop?.(wanted), name)).toBe(cardTop);
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
  // Focus stays in the popover (on its heading), so Escape still closes it.
  await expect(popover.getByRole('heading', { name: 'Notifications' })).toBeFocused();
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

const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
/** Lines the text of a cell takes: the distinct tops of its text's boxes. */
const textLines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
/** Lines a text takes, from its height and line height. */
const linesOf = (locator: Locator) =>
  locator.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));

test('at 375 px a 150-character recipe name, Community Feedback, Profile, Home and the admin table show nothing clipped or overlapping', async ({
  browser,
}) => {
  const phone = { viewport: { width: 375, height: 812 } };
  const { page, context } = await signedInPage(browser, 'narrow', 'Nora Narrow', phone);
  const name =
    `Grandmother Eleanora's Slow-Roasted Mediterranean Vegetable and Chickpea Casserole with Smoked Paprika, Preserved Lemons, Feta and Herbs ${Date.now().toString(36)}`.padEnd(
      150,
      '!',
    );
  expect(name.length).toBe(150);
  const recipe = await createRecipe(page, { name, isPublic: true });
  const guest = await signedInPage(browser, 'wide', 'Will Wide');
  expect((await guest.page.request.post(`/api/recipes/${recipe.id}/comments`, { data: { content: 'Lovely!' } })).ok()).toBe(true);
  const longItem = 'Extra virgin olive oil from the small family grove near Kalamata, cold pressed, unfiltered, the big tin';
  expect((await page.request.post('/api/shopping', { data: { name: longItem, category: 'Other' } })).ok()).toBe(true);

  // The recipe: the whole title inside the picture, below 'Change photo'.
  await page.goto(`/recipes/${recipe.id}`);
  const title = page.getByRole('heading', { level: 1, name });
  await expect(title).toBeVisible();
  const hero = page.getByTestId('recipe-hero');
  const changePhoto = page.getByRole('button', { name: 'Change photo' });
  expect(within(await boxOf(title), await boxOf(hero))).toBe(true);
  expect(boxesOverlap(await boxOf(title), await boxOf(changePhoto))).toBe(false);
  await page.screenshot({ path: 'test-results/screenshots/recipe-long-name-375.png' });

  // Community Feedback: every tab whole, inside the tab row.
  const tabs = page.getByRole('tablist', { name: 'Community Feedback' });
  await tabs.scrollIntoViewIfNeeded();
  await expect(tabs.getByRole('tab', { name: 'Comments (1)' })).toBeVisible();
  for (const tab of await tabs.getByRole('tab').all()) expect(within(await boxOf(tab), await boxOf(tabs))).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/community-feedback-375.png' });

  // Profile: the Bio helper text beside its counter, not under it.
  await page.goto('/profile');
  const bio = page.getByRole('textbox', { name: 'Bio' });
  await bio.fill('x'.repeat(500));
  const count = page.getByTestId('length-count');
  await expect(count).toHaveText('500/500');
  const helper = page.getByText('Tell other cooks what you love to make.');
  expect(boxesOverlap(await boxOf(helper), await boxOf(count))).toBe(false);
  await page.screenshot({ path: 'test-results/screenshots/profile-bio-375.png' });

  // Home: a long shopping item keeps to two lines.
  await page.goto('/');
  const item = page.getByRole('list', { name: 'Shopping list items' }).getByText(longItem);
  await item.scrollIntoViewIfNeeded();
  expect(await linesOf(item)).toBe(2);
  await page.screenshot({ path: 'test-results/screenshots/home-kitchen-375.png' });

  // The New Recipe dialog's choices keep their labels on one line.
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'New Recipe' }).click();
  const upload = page.getByRole('dialog').getByRole('button', { name: 'Upload Recipe Image' });
  await expect(upload).toBeVisible();
  expect(await upload.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height < 48)).toBe(true);

  // At 1280 px the admin's users table keeps a username on one line and breaks an email only at its @.
  const admin = await signedInAdmin(browser, 'tables', 'Tabitha Tables', { viewport: { width: 1280, height: 800 } });
  await admin.page.goto('/admin');
  const username = (await (await page.request.get('/api/user')).json()) as { username: string; email: string };
  await admin.page.getByRole('searchbox', { name: 'Search users by username, email or name' }).fill(username.username);
  const row = admin.page.locator(`[data-testid="admin-user-row"][data-username="${username.username}"]`);
  await expect(row).toBeVisible();
  const usernameCell = row.getByRole('cell').nth(1);
  await expect(usernameCell).toHaveText(username.username);
  expect(await textLines(usernameCell)).toBe(1);
  expect(await textLines(row.getByRole('cell').nth(2))).toBeLessThanOrEqual(2);
  await admin.context.close();
  await guest.context.close();
  await context.close();
});

test('the shopping list reads as a cook shops: by aisle, ticked items at the bottom; a low pantry item goes on the list in one press', async ({
  browser,
}) => {
  const { page, context } = await signedInPage(browser, 'aisles', 'Ali Aisles');
  for (const [name, category] of [
    ['milk', 'Dairy'],
    ['2 cups rice', 'Grains'],
    ['3 apples', 'Produce'],
  ]) {
    expect((await page.request.post('/api/shopping', { data: { name, category } })).ok()).toBe(true);
  }
  expect((await page.request.post('/api/pantry', { data: { name: 'olive oil', quantity: 1, unit: 'bottle', percentage: 10 } })).ok()).toBe(true);
  await page.goto('/shopping-pantry');
  const list = page.getByRole('list', { name: 'Shopping list items' });
  const names = () => list.getByTestId('shopping-item-name').allTextContents();
  await expect(list.getByTestId('shopping-item-name')).toHaveCount(3);
  expect(await names()).toEqual(['3 apples', 'milk', '2 cups rice']);

  await list.getByRole('checkbox', { name: '3 apples' }).check();
  await expect(page.getByText('Item moved to pantry').first()).toBeVisible();
  await expect.poll(names).toEqual(['milk', '2 cups rice', '3 apples']);

  const low = page.getByRole('region', { name: 'Low Stock Items' }).getByTestId('low-stock-item').filter({ hasText: 'olive oil' });
  await low.getByRole('button', { name: 'Add to shopping list' }).click();
  await expect(low.getByText('On your shopping list')).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'olive oil' })).toBeVisible();
  // In its aisle, guessed from its name as the server guesses a recipe's ingredients.
  await expect(list.getByRole('listitem').filter({ hasText: 'olive oil' })).toContainText('Condiments');
  await context.close();
});

test('a changed rating rewrites its notification: the bell says the stars the recipe has now', async ({ browser }) => {
  const owner = await signedInPage(browser, 'rated', 'Rita Rated');
  const recipe = await createRecipe(owner.page, { name: `Rita's Rhubarb Crumble ${Date.now().toString(36)}`, isPublic: true });
  const critic = await signedInPage(browser, 'critic', 'Carl Critic');
  for (const rating of [1, 4]) {
    expect((await critic.page.request.post(`/api/recipes/${recipe.id}/ratings`, { data: { rating } })).ok()).toBe(true);
  }
  await owner.page.goto('/shopping-pantry');
  await owner.page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const popover = owner.page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText(`rated your recipe "${recipe.name}" 4 stars`)).toBeVisible();
  await expect(popover.getByText(/1 star/)).toHaveCount(0);
  await owner.context.close();
  await critic.context.close();
});
