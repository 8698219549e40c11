// The admin dashboard: an admin adds tickets to a cook and sees the balance change, reads the cook's activity
// and the statistics, at a laptop's and a phone's width; a cook who is not an admin is sent away from /admin.
import { expect, test, type Page } from '@playwright/test';
import { grantAdmin, signedInAdmin } from './support/admin';
import { screenshot, toast } from './support/page';
import { signedInPage } from './support/users';

// Against the visual viewport: on a phone the layout viewport grows with content that is too wide.
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.visualViewport!.width)).toBeLessThanOrEqual(0);

const rowOf = (page: Page, username: string) => page.locator(`[data-testid="admin-user-row"][data-username="${username}"]`);

async function findUser(page: Page, username: string) {
  await page.getByRole('searchbox', { name: 'Search users by username, email or name' }).fill(username);
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  await expect(rowOf(page, username)).toBeVisible();
}

test('an admin adds tickets to a cook and sees the balance change, then reads their activity', async ({ browser }) => {
  const cook = await signedInPage(browser, 'adminee', 'Olive Oyl');
  await cook.context.close();
  const { context, page } = await signedInAdmin(browser, 'boss', 'Barbara Boss', { viewport: { width: 1280, height: 800 } });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  for (const column of ['ID', 'Username', 'Email', 'Name', 'Admin', 'Ticket Balance', 'Recipes', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await findUser(page, cook.me.username);
  const row = rowOf(page, cook.me.username);
  await expect(row.getByTestId('admin-user-balance')).toHaveText('20');

  await row.getByRole('button', { name: 'Add Tickets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tickets' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Add Tickets' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('0');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('15');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Recipe contest winner');
  await screenshot(page, 'admin-add-tickets-1280.png');
  await submit.click();
  await toast(page, 'Tickets Added');
  await expect(page.getByText('Successfully added 15 tickets.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('admin-user-balance')).toHaveText('35');

  await row.getByRole('button', { name: 'View Activity' }).click();
  const activity = page.getByRole('dialog', { name: 'User Activity Metrics' });
  await expect(activity.getByText(cook.me.username)).toBeVisible();
  await expect(activity.getByRole('region', { name: 'Money Spent' })).toContainText('$0.00');
  await expect(activity.getByRole('region', { name: 'Ticket Spending' })).toContainText('0 tickets');
  await activity.getByRole('button', { name: 'Close' }).click();
  await expect(activity).toBeHidden();

  // the admin's own row has no Delete
  await findUser(page, (await (await page.request.get('/api/user')).json()).username);
  await expect(page.getByTestId('admin-user-row').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search users by username, email or name' }).fill('');
  await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
  await screenshot(page, 'admin-users-1280.png');

  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'Recipes by Category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tickets in Circulation' })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await screenshot(page, 'admin-statistics-1280.png');

  // the grant is in the audit log, with who did it; choosing the admin's name shows only their actions
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const entries = page.getByRole('list', { name: 'Audit log entries' });
  const grant = entries.getByRole('listitem').filter({ hasText: `Added 15 tickets to ${cook.me.username}: Recipe contest winner` });
  await expect(grant).toBeVisible();
  const adminName = (await (await page.request.get('/api/user')).json()).username as string;
  await grant.getByRole('button', { name: adminName }).click();
  await expect(page.getByRole('button', { name: `By ${adminName}` })).toBeVisible();
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Action' }).selectOption('user.delete');
  await expect(page.getByText('No entries match these filters')).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('');
  await expect(grant).toBeVisible();
  await screenshot(page, 'admin-audit-log-1280.png');

  // the cook's own view agrees
  const cookAgain = await browser.newContext();
  const cookPage = await cookAgain.newPage();
  await cookPage.request.post('/api/login', { data: { email: cook.me.email, password: cook.me.password } });
  const tickets = (await (await cookPage.request.get('/api/tickets/transactions')).json()) as { type: string; description: string; amount: number }[];
  expect(tickets.find((row) => row.type === 'admin_adjustment')).toEqual(
    expect.objectContaining({ type: 'admin_adjustment', description: 'Recipe contest winner', amount: 15 }),
  );
  await cookAgain.close();
  await context.close();
});

test('on a phone the users become cards and the page never widens; an admin deletes a cook', async ({ browser }) => {
  const cook = await signedInPage(browser, 'leaving', 'Lou Leaving');
  const { context, page } = await signedInAdmin(browser, 'boss', 'Barbara Boss', { viewport: { width: 390, height: 844 } });
  await page.goto('/admin');
  await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
  await noSidewaysScroll(page);
  await screenshot(page, 'admin-users-390.png');

  await findUser(page, cook.me.username);
  await rowOf(page, cook.me.username).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm).toContainText(cook.me.username);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'User Deleted');
  await expect(page.getByText(`No users match “${cook.me.username}”`)).toBeVisible();
  // their session is over
  expect((await cook.page.request.get('/api/user')).status()).toBe(401);
  await cook.context.close();

  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'Recipes by Category' })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await noSidewaysScroll(page);
  await screenshot(page, 'admin-statistics-390.png');
  await page.getByRole('tab', { name: 'Ticket Costs' }).click();
  await expect(page.getByRole('heading', { name: 'Ticket Costs' })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await noSidewaysScroll(page);
  await screenshot(page, 'admin-costs-390.png');

  // opened from its address, the last tab shows whole, not under the tabs' scroll button
  await page.goto('/admin?tab=audit-log');
  await expect(page.getByRole('list', { name: 'Audit log entries' })).toBeVisible();
  const selectedTabOverflow = () =>
    page.evaluate(() => {
      const tab = document.querySelector('[role="tab"][aria-selected="true"]')!.getBoundingClientRect();
      const shown = document.querySelector('.MuiTabs-scroller')!.getBoundingClientRect();
      return Math.max(0, Math.round(tab.right - shown.right), Math.round(shown.left - tab.left));
    });
  await expect.poll(selectedTabOverflow).toBe(0);
  await noSidewaysScroll(page);
  await screenshot(page, 'admin-audit-log-390.png');
  await context.close();
});

test('a cook who is not an admin gets Access Denied and is sent to Home', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'nosy', 'Nosy Parker');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access the admin panel.').first()).toBeVisible();
  await toast(page, 'Access Denied');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Nosy/ })).toBeVisible();
  // granted, the same cook gets the dashboard
  grantAdmin((await (await page.request.get('/api/user')).json()).email);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await context.close();
});
