import { expect, test } from '@playwright/test';
import { firstLink, waitForMail } from './support/mail';
import { signUp, uniqueUser } from './support/users';

const SCREENSHOTS = 'test-results/screenshots';

test('a new cook confirms the email through the mailed link, and the profile stops asking', async ({ page }) => {
  const me = uniqueUser('verify');
  const signedUpAt = Date.now() - 1000;
  await signUp(page, me, 'Verify Cook');

  await page.goto('/profile');
  const notice = page.getByRole('alert').filter({ hasText: 'Verify your email' });
  await expect(notice).toContainText(`We sent a link to ${me.email}`);
  const resentAt = Date.now();
  await notice.getByRole('button', { name: 'Resend link' }).click();
  await expect(page.getByText('We have sent a new verification link to your email address.')).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Resend link' })).toBeEnabled();
  await page.screenshot({ path: `${SCREENSHOTS}/profile-verify-notice.png` });

  expect(firstLink(await waitForMail(me.email, signedUpAt), '/verify-email?token=')).toBeTruthy();
  const link = firstLink(await waitForMail(me.email, resentAt), '/verify-email?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.screenshot({ path: `${SCREENSHOTS}/verify-email.png` });

  await page.getByRole('link', { name: 'Go to Home' }).click();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByText('Verify your email')).toHaveCount(0);

  // The same link a second time (it is good once) tells the cook, whose email is verified, just that.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Your email address is already verified. This link has been used.')).toBeVisible();
  await expect(page.getByText('We could not verify your email')).toHaveCount(0);

  // Anyone else is refused with a way onward.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'We could not verify your email' })).toBeVisible();
  await expect(page.getByText('This verification link is invalid or has expired. Please request a new one from your profile.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
});
