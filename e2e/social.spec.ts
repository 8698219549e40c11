// Social: two cooks in two browsers. One finds the other by search, follows, and sees their public recipe
// in the feed; the other gets the 'new follower' notification, opens it and lands on the follower's profile.
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, toast } from './support/page';
import { signedInPage } from './support/users';

async function publicRecipe(page: Page, name: string): Promise<{ id: number }> {
  const created = await page.request.post('/api/recipes', {
    data: {
      name,
      description: 'Charred leeks with a hazelnut and brown butter dressing, shared with the community.',
      cookTime: 35,
      servings: 4,
      difficulty: 'Medium',
      category: 'Side Dish',
      ingredients: ['4 leeks', '40 g hazelnuts', '50 g butter'],
      instructions: ['Char the leeks.', 'Brown the butter with the hazelnuts and spoon it over.'],
      source: 'User-created',
      isPublic: true,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a cook finds another by search, follows them and reads their recipe in the feed; the other is notified', async ({ browser }) => {
  const chef = await signedInPage(browser, 'chef', 'Marco Rossi');
  const fan = await signedInPage(browser, 'fan', 'Ada Lovelace');
  const recipeName = `Charred Leeks ${chef.me.stamp}`;
  await publicRecipe(chef.page, recipeName);
  const fanId = ((await (await fan.page.request.get('/api/user')).json()) as { id: number }).id;

  // The fan searches for the chef by part of the username, in another case.
  const { page } = fan;
  await page.goto('/social-feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Social Feed' })).toBeVisible();
  await expect(page.getByText('No recipes in your feed yet. Follow other users to see their recipes!')).toBeVisible();
  await page.getByPlaceholder('Search users by username...').fill(chef.me.username.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Users found' });
  const chefRow = results.getByRole('listitem').filter({ hasText: `@${chef.me.username}` });
  await expect(chefRow).toHaveCount(1);
  await chefRow.getByRole('button', { name: 'Follow', exact: true }).click();
  await toast(page, 'You are now following this user');
  await expect(chefRow.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();

  // The feed now has the chef's public recipe; Following lists the chef.
  await page.getByRole('button', { name: 'Hide Search Results' }).click();
  await expect(results).toBeHidden();
  await expect(page.getByRole('heading', { name: recipeName })).toBeVisible();
  await expect(page.getByText(`By ${chef.me.username}`)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/social-feed.png` });
  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page.getByRole('list', { name: 'Following' }).getByText(`@${chef.me.username}`)).toBeVisible();

  // The chef's bell counts one unread notification: the new follower. Opening it shows the follower's profile.
  const chefPage = chef.page;
  await chefPage.goto('/');
  await expect(bell(chefPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(chefPage).click();
  const note = chefPage.getByRole('button', { name: new RegExp(`${fan.me.username} started following you`) });
  await expect(note).toBeVisible();
  await chefPage.screenshot({ path: `${SCREENSHOTS}/notifications.png` });
  // Opening marks it read in the background; the reload below must not cut that request off.
  const markedRead = chefPage.waitForResponse(
    (response) => /\/api\/social\/notifications\/\d+\/read$/.test(new URL(response.url()).pathname) && response.request().method() === 'PATCH',
  );
  await note.click();
  expect((await markedRead).ok()).toBe(true);
  await expect(chefPage).toHaveURL(new RegExp(`/community\\?tab=profile&userId=${fanId}$`));
  await expect(chefPage.getByRole('heading', { name: `@${fan.me.username}` })).toBeVisible();
  await expect(chefPage.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  // Opened means read: back home, the bell has nothing unread.
  await chefPage.goto('/');
  await expect(bell(chefPage)).toHaveAccessibleName('Notifications');

  // The chef's profile page shows the follower count and the recipe; the fan can unfollow there.
  await page.goto(`/user/${chef.me.username}`);
  await expect(page.getByRole('heading', { level: 1, name: `@${chef.me.username}` })).toBeVisible();
  await expect(page.getByTestId('count-followers')).toHaveText('1Follower');
  await expect(page.getByRole('heading', { name: recipeName })).toBeVisible();
  await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await toast(page, 'You have unfollowed this user');
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  await chef.context.close();
  await fan.context.close();
});

test('a missing cook profile says so and offers the way home', async ({ browser }) => {
  const { page, context } = await signedInPage(browser, 'lost', 'Lost Cook');
  await page.goto('/user/no_such_cook_here');
  await expect(page.getByRole('heading', { name: 'Error loading user profile. The user may not exist.' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Return Home' })
    .or(page.getByRole('button', { name: 'Return Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});
