import { expect, test } from '@playwright/test';
import { screenshot, toast } from './support/page';
import { signedInPage } from './support/users';

test('a cook creates a read-write token on the profile screen, uses it like curl and in Swagger UI, and revokes it', async ({ browser }) => {
  const { context, page, me } = await signedInPage(browser, 'tokens', 'Tina Token');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'API tokens' });
  await expect(card.getByText('No API tokens yet.')).toBeVisible();

  await card.getByRole('textbox', { name: 'Token name' }).fill('Kitchen script');
  await card.getByRole('combobox', { name: 'Access' }).click();
  await page.getByRole('option', { name: 'Read and write' }).click();
  await expect(page.getByRole('option', { name: 'Admin' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByText('Copy your new token now: you will not be able to see it again.')).toBeVisible();
  const secret = await card.getByRole('textbox', { name: 'Token for Kitchen script' }).inputValue();
  expect(secret).toMatch(/^savor_pat_[A-Za-z0-9_-]{43}$/);
  const row = card.getByRole('listitem').filter({ hasText: 'Kitchen script' });
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText('never used');
  await screenshot(page, 'profile-api-tokens.png');

  // An outside client, as curl would send it: no cookie, only the token.
  const client = await browser.newContext();
  const created = await client.request.post('/api/shopping', {
    headers: { Authorization: `Bearer ${secret}` },
    data: { name: 'flour', category: 'Grains' },
  });
  expect(created.status()).toBe(201);
  expect(created.headers()['set-cookie']).toBeUndefined();

  // Swagger UI: Authorize with the token, then try GET /api/user.
  const docs = await client.newPage();
  await docs.goto('/api/docs');
  await docs.getByRole('button', { name: 'Authorize' }).first().click();
  const bearerScheme = docs.locator('.modal-ux .auth-container').filter({ hasText: 'A personal access token' });
  await bearerScheme.getByRole('textbox').fill(secret);
  await bearerScheme.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(bearerScheme.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await docs.locator('.modal-ux .close-modal').click();
  const operation = docs.locator('#operations-auth-getCurrentUser');
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.curl-command')).toContainText(`Authorization: Bearer ${secret}`);
  await expect(operation.locator('.live-responses-table tr.response .response-col_status')).toHaveText('200');
  await expect(operation.locator('.live-responses-table')).toContainText(me.username);

  // Back on the profile screen: the token's use shows, and revoking it ends it.
  await page.reload();
  await expect(row).not.toContainText('never used');
  await row.getByRole('button', { name: 'Revoke Kitchen script' }).click();
  await page.getByRole('dialog', { name: 'Revoke token?' }).getByRole('button', { name: 'Revoke' }).click();
  await toast(page, 'Token revoked');
  await expect(card.getByText('No API tokens yet.')).toBeVisible();
  const refused = await client.request.get('/api/user', { headers: { Authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  await client.close();
  await context.close();
});
