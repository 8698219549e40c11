import { expect, test } from '@playwright/test';
import { firstLink, waitForMail } from './support/mail';
import { signUp, uniqueUser } from './support/users';

const SCREENSHOTS = 'test-results/screenshots';

test('a cook who forgot the password resets it through the emailed link and signs in', async ({ page }) => {
  const me = uniqueUser('reset');
  await signUp(page, me, 'Reset Cook');

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('link', { name: 'Forgot your password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth');

  const requestedAt = Date.now() - 1000;
  await page.getByLabel('Email').fill(me.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for this email, we have sent a link to reset its password. It expires in 30 minutes.'),
  ).toBeVisible();

  const mail = await waitForMail(me.email, requestedAt);
  const link = firstLink(mail, '/reset-password?token=');
  expect(new URL(link).searchParams.get('token')).toBeTruthy();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  // The token and the address leave the address bar at once; the address is filled in.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(me.email);
  await expect(page.getByRole('textbox', { name: 'New Password' })).toBeFocused();

  await page.getByRole('textbox', { name: 'New Password' }).fill('brand-new-pass');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('not-the-same');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset successfully. You can now log in with your new password.')).toBeVisible();
  // One way back from the success panel.
  await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/reset-password.png`, fullPage: true });

  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(me.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('an expired or used reset link shows the server message', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'New Password' }).fill('another-pass');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('another-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();
});
