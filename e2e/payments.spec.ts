// Buying tickets with PayPal against the fake PayPal that playwright.config.ts starts (its REST API and a tiny
// JS SDK whose 'PayPal' button creates the order, approves it and calls onApprove), and the payment result pages.
import { expect, test, type Page } from '@playwright/test';
import { screenshot, toast } from './support/page';
import { signedInPage } from './support/users';

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Your Balance' });
const history = (page: Page) => page.getByRole('table', { name: 'Transaction History' });

test('a cook buys the Standard pack with PayPal and sees 100 more tickets, in the balance and the history', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'buyer', 'Bea Buyer', { viewport: { width: 1280, height: 900 } });
  await page.goto('/tickets');
  await expect(balanceCard(page).getByTestId('ticket-balance')).toHaveText('20');
  await expect(page.getByTestId('ticket-cost')).toHaveCount(6);
  await expect(page.getByRole('radio', { name: /Standard Pack/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Standard Pack: 100 tickets for $4.00' })).toBeVisible();
  const paypal = page.getByRole('button', { name: 'PayPal' });
  await expect(paypal).toBeVisible();
  await screenshot(page, 'payments-tickets-desktop.png');

  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payment/paypal/create-order');
  const captured = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payment/paypal/capture-order');
  await paypal.click();
  expect((await created).status()).toBe(200);
  expect((await captured).status()).toBe(200);
  await toast(page, 'Payment successful!');
  await expect(page.getByTestId('toast')).toContainText('Added tickets to your account');
  await expect(balanceCard(page).getByTestId('ticket-balance')).toHaveText('120');
  await expect(page.getByRole('link', { name: 'Tickets (120)' })).toBeVisible();

  await page.getByRole('button', { name: 'Transaction History' }).click();
  const purchase = history(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Purchase', exact: true }) });
  await expect(purchase).toContainText('Purchased Standard Pack (100 tickets)');
  await expect(purchase).toContainText('+100');
  await context.close();
});

test('the PayPal button on a phone, and the payment result pages', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'phonebuyer', 'Pat Phone', {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await page.goto('/tickets');
  // Clicked once the costs above have arrived: a click as they arrive lands where the card was.
  await expect(page.getByTestId('ticket-cost')).toHaveCount(6);
  await page.getByTestId('ticket-pack').filter({ hasText: 'Starter Pack' }).click();
  await expect(page.getByRole('heading', { name: 'Starter Pack: 20 tickets for $1.00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PayPal' })).toBeVisible();
  await screenshot(page, 'payments-tickets-phone.png');

  await page.goto('/payment/cancel');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
  await toast(page, 'Payment Cancelled');
  await expect(page.getByTestId('toast')).toContainText('Your payment was cancelled. No tickets were purchased.');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await screenshot(page, 'payments-cancel-phone.png');
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/tickets$/);

  await page.goto('/payment/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await screenshot(page, 'payments-success-phone.png');
  await page.getByRole('link', { name: 'View My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await context.close();
});

test('visitors may open the payment result pages', async ({ page }) => {
  await page.goto('/payment/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await page.goto('/payment/cancel');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/cancel$/);
});
