// Tickets: a new cook's welcome bonus, a ticket earned by commenting on another cook's public recipe, and the
// Tickets screen (balance, costs, packs and passes, the history) at a laptop's and a phone's width.
import { expect, test, type Page } from '@playwright/test';
import { screenshot, toast } from './support/page';
import { signedInPage } from './support/users';

/** Creates a recipe through the API with the page's session cookie and makes it public. */
async function createPublicRecipe(page: Page, name: string): Promise<{ id: number; name: string }> {
  const res = await page.request.post('/api/recipes', {
    data: {
      name,
      description: 'Plums baked with honey and thyme.',
      cookTime: 30,
      servings: 4,
      category: 'Dessert',
      ingredients: ['8 plums', '2 tbsp honey', 'A few sprigs of thyme'],
      instructions: ['Halve the plums.', 'Bake with the honey and thyme for 25 minutes.'],
      source: 'User-created',
    },
  });
  expect(res.status()).toBe(201);
  const recipe = (await res.json()) as { id: number; name: string };
  expect((await page.request.patch(`/api/recipes/${recipe.id}/public`, { data: { isPublic: true } })).ok()).toBe(true);
  return recipe;
}

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Your Balance' });
const history = (page: Page) => page.getByRole('table', { name: 'Transaction History' });
const rowOf = (page: Page, type: string) =>
  history(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: type, exact: true }) });

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Transaction History' }).click();
  await expect(page.getByRole('button', { name: 'Transaction History' })).toHaveAttribute('aria-expanded', 'true');
  await expect(history(page)).toBeVisible();
}

// Against the visual viewport: on a phone the layout viewport grows with content that is too wide.
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.visualViewport!.width)).toBeLessThanOrEqual(0);

test('a new cook sees the welcome bonus, earns a ticket for a comment on another cook’s recipe, and sees it everywhere', async ({ browser }) => {
  const author = await signedInPage(browser, 'plums', 'Paula Plum');
  const recipe = await createPublicRecipe(author.page, `Honey Baked Plums ${author.me.stamp}`);
  await author.context.close();

  const { context, page } = await signedInPage(browser, 'newcook', 'Nina Newcook', { viewport: { width: 1366, height: 900 } });

  // The welcome bonus: in the balance, the header and the history.
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page).toHaveTitle('Tickets · Savor');
  await expect(balanceCard(page).getByTestId('ticket-balance')).toHaveText('20');
  await expect(balanceCard(page).getByTestId('lifetime-earned')).toHaveText('20');
  await expect(balanceCard(page).getByTestId('lifetime-spent')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'Tickets (20)' })).toBeVisible();
  const costs = page.getByRole('region', { name: 'Premium Features' }).getByTestId('ticket-cost');
  await expect(costs.filter({ hasText: 'AI recipe generation' })).toContainText('5 tickets');
  await expect(costs.filter({ hasText: 'Recipe photo analysis' })).toContainText('10 tickets');
  await expect(page.getByRole('radio', { name: /Standard Pack/ })).toBeChecked();
  await openHistory(page);
  await expect(history(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Welcome bonus').getByRole('cell')).toHaveText(['Welcome bonus', 'Welcome bonus', '+20', /\d/, '20']);

  // A comment on someone else's public recipe earns a ticket, said once.
  await page.goto(`/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  const feedback = page.getByRole('region', { name: 'Community Feedback' });
  await feedback.getByRole('textbox', { name: 'Add a comment' }).fill('The thyme makes it. Lovely!');
  await feedback.getByRole('button', { name: 'Post' }).click();
  await toast(page, 'Tickets Earned');
  await expect(page.getByTestId('toast')).toContainText('You earned 1 ticket!');
  await expect(page.getByRole('link', { name: 'Tickets (21)' })).toBeVisible();

  // A second comment on the same recipe earns nothing more, and says nothing about tickets.
  await feedback.getByRole('textbox', { name: 'Add a comment' }).fill('Made it again today.');
  const earnAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tickets/earn/recipe-interaction');
  await feedback.getByRole('button', { name: 'Post' }).click();
  expect(await (await earnAnswered).json()).toMatchObject({ ticketsEarned: 0, balance: 21 });
  await toast(page, 'Comment Added');
  await expect(page.getByTestId('toast').filter({ hasText: 'Tickets Earned' })).toHaveCount(0);

  // The Tickets screen shows the new balance and the earning.
  await page.getByRole('link', { name: 'Tickets (21)' }).click();
  await expect(balanceCard(page).getByTestId('ticket-balance')).toHaveText('21');
  await expect(balanceCard(page).getByTestId('lifetime-earned')).toHaveText('21');
  await openHistory(page);
  await expect(history(page).getByRole('row')).toHaveCount(3);
  await expect(history(page).getByRole('row').nth(1).getByRole('cell')).toHaveText(['Recipe interaction', /.+/, '+1', /\d/, '21']);
  await expect(rowOf(page, 'Welcome bonus')).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await screenshot(page, 'tickets.png');

  // The profile shows the same balance.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-ticket-balance')).toContainText('21 tickets');
  await context.close();
});

test('the Tickets screen on a phone: plans, subscriptions coming soon, and a history that fits', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'phonecook', 'Pia Phone', {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await page.goto('/tickets');
  await expect(balanceCard(page).getByTestId('ticket-balance')).toHaveText('20');
  await expect(page.getByTestId('ticket-cost')).toHaveCount(6);

  // The radio is hidden inside its card, which is its label.
  await page.getByTestId('ticket-pack').filter({ hasText: 'Premium Pack' }).click();
  await expect(page.getByRole('radio', { name: /Premium Pack/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Premium Pack: 300 tickets for $10.00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PayPal' })).toBeVisible();

  await page.getByRole('tab', { name: 'Subscription' }).click();
  await page.getByRole('button', { name: 'Subscribe to Basic' }).click();
  await toast(page, 'Subscription Feature');
  await expect(page.getByTestId('toast')).toContainText('PayPal subscription functionality coming soon');

  await openHistory(page);
  await expect(rowOf(page, 'Welcome bonus')).toContainText('+20');
  await noSidewaysScroll(page);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await screenshot(page, 'tickets-mobile.png');
  await context.close();
});
