import { expect, test } from '@playwright/test';
import { makePng, signUp, uniqueUser } from './support/users';

const SCREENSHOTS = 'test-results/screenshots';

test('a cook edits the profile: name, bio, dietary choices and a cropped avatar survive a reload', async ({ page }) => {
  const me = uniqueUser('prof');
  // 'paleo' comes from sign-up and is not one of the profile's nine: it must survive saving.
  await signUp(page, me, 'Grace Hopper', ['paleo']);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-ticket-balance')).toContainText('20 tickets');
  await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/community?tab=profile');
  await expect(page.getByRole('switch', { name: 'Paleo' })).toBeChecked();

  await page.locator('input[name="name"]').fill('Grace B. Hopper');
  await page.getByLabel('Bio').fill('Debugging soufflés since 1947.');
  await page.getByRole('switch', { name: 'Vegan' }).check();
  await page.getByRole('switch', { name: 'Kosher' }).check();

  // Upload a generated PNG, crop it, apply.
  await page.getByTestId('avatar-file-input').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng(320, 200) });
  const dialog = page.getByRole('dialog', { name: 'Crop Profile Picture' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuemax', '3');
  // Let the dialog finish fading in before the picture.
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity)).toBe('1');
  await page.screenshot({ path: `${SCREENSHOTS}/profile-crop.png` });
  await dialog.getByRole('button', { name: 'Apply Crop' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(page.getByText('Unsaved photo')).toBeVisible();

  // Leaving now asks first; keep editing.
  await page.getByRole('link', { name: 'View Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Discard image changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^\/media\//);
  // The header avatar follows the saved picture.
  await expect(page.locator('header img[src^="/media/"]').first()).toBeVisible();
  await page.getByTestId('toast').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('toast')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/profile.png`, fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.locator('input[name="name"]')).toHaveValue('Grace B. Hopper');
  await expect(page.getByLabel('Bio')).toHaveValue('Debugging soufflés since 1947.');
  await expect(page.getByRole('switch', { name: 'Vegan' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Kosher' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Paleo' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Vegetarian' })).not.toBeChecked();
  const avatar = page.getByTestId('profile-avatar').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Validation shows on the fields.
  await page.getByRole('textbox', { name: 'Username' }).fill('ab');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(me.username);

  // Home's profile card shows the new name.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText('Grace B. Hopper');
});

test('the profile is usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const me = uniqueUser('mob');
  await signUp(page, me, 'Mobile Cook', ['vegetarian']);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  // No horizontal scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS}/profile-mobile.png`, fullPage: true });
});
