import { expect, test, type Page } from '@playwright/test';
import { boxOf, boxesOverlap } from './support/page';
import { signUp, uniqueUser } from './support/users';

const SCREENSHOTS = 'test-results/screenshots';

async function createRecipe(page: Page, overrides: Record<string, unknown> = {}) {
  const res = await page.request.post('/api/recipes', {
    data: {
      name: `Lemon Pasta ${Date.now().toString(36)}`,
      description: 'Bright and quick.',
      cookTime: 15,
      servings: 2,
      category: 'Dinner',
      ingredients: ['200 g spaghetti', '1 lemon', '30 g butter'],
      instructions: ['Boil the pasta.', 'Melt the butter with lemon zest.', 'Toss and serve.'],
      source: 'User-created',
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; name: string; slug: string; nutritionFacts: Record<string, string> | null };
}

test('every screen names itself in the tab', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveTitle('Sign in · Savor');
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await expect(page).toHaveTitle('Sign up · Savor');

  await signUp(page, uniqueUser('title'), 'Title Cook');
  await expect(page).toHaveTitle('Home · Savor');
  const recipe = await createRecipe(page);
  for (const [path, title] of [
    ['/recipes', 'My Recipes · Savor'],
    [`/recipes/${recipe.slug}/${recipe.id}`, `${recipe.name} · Savor`],
    [`/recipes/${recipe.slug}/${recipe.id}/follow`, `Cooking: ${recipe.name} · Savor`],
    ['/create-recipe', 'Create Recipe · Savor'],
    ['/profile', 'Profile · Savor'],
    ['/reset-password', 'Reset password · Savor'],
    ['/no/such/page', '404 Page Not Found · Savor'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('a visitor who opens a recipe link signs in and lands on that recipe', async ({ page }) => {
  const me = uniqueUser('back');
  await signUp(page, me, 'Returning Cook');
  const recipe = await createRecipe(page);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto(`/recipes/${recipe.slug}/${recipe.id}`);
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
  await page.getByLabel('Email').fill(me.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(me.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${recipe.slug}/${recipe.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
});

test('the reset form keeps the email typed on the sign-in screen', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('forgetful@example.com');
  await page.getByRole('link', { name: 'Forgot your password' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('forgetful@example.com');
});

test('sign-up says the 20-character limit as the cook types and never calls such a name available', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  const username = page.getByRole('textbox', { name: 'Username' });
  await username.fill('a'.repeat(25));
  await expect(page.getByText('Username cannot exceed 20 characters')).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('username-available')).toHaveCount(0);
  await username.fill(`ok_${Date.now().toString(36)}`);
  await expect(page.getByTestId('username-available')).toBeVisible();
  await expect(page.getByText('Username cannot exceed 20 characters')).toHaveCount(0);
});

test('Edit brings the form into view with its first field focused, and Cancel returns to where the cook was', async ({ page }) => {
  await signUp(page, uniqueUser('edit'), 'Editing Cook');
  const recipe = await createRecipe(page, { instructions: Array.from({ length: 12 }, (_, i) => `Step number ${i + 1}: stir and taste.`) });
  await page.goto(`/recipes/${recipe.slug}/${recipe.id}`);
  const edit = page.getByRole('button', { name: 'Edit' });
  await edit.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await edit.click();

  const name = page.locator('#recipe-name');
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS}/recipe-edit-in-view.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a toast never covers the button that raised it (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUp(page, uniqueUser('toast'), 'Toast Cook');
    await page.goto('/profile');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await page.getByLabel('Bio').fill('Bread on Sundays.');
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Profile Updated');
    expect(boxesOverlap(await boxOf(toast), await boxOf(save))).toBe(false);
    // The button can be pressed again while the toast shows.
    await page.getByLabel('Bio').fill('Bread on Saturdays.');
    await save.click();
    await expect(page.getByTestId('toast')).toContainText('Profile Updated');
    await page.screenshot({ path: `${SCREENSHOTS}/toast-${viewport.width}.png` });
  });
}

test('the cook moves through the steps with the arrow keys and marks them with Space', async ({ page }) => {
  await signUp(page, uniqueUser('keys'), 'Keyboard Cook');
  const recipe = await createRecipe(page);
  await page.goto(`/recipes/${recipe.slug}/${recipe.id}/follow`);
  const current = page.getByTestId('current-step');
  await expect(current).toHaveText('Boil the pasta.');
  await expect(page.getByText('Started cooking')).toBeVisible();
  // The toast stays clear of the step text.
  expect(boxesOverlap(await boxOf(page.getByTestId('toast')), await boxOf(current))).toBe(false);

  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveText('Melt the butter with lemon zest.');
  await expect(page.getByRole('checkbox', { name: 'Step 1 done' })).toBeChecked();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Step 2 done' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveText('Boil the pasta.');

  await page.getByRole('button', { name: 'Keyboard shortcuts' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Keyboard: ← previous step, → next step, Space marks the current step done');
});

test('a recipe saved without pressing Calculate shows nutrition facts computed from its ingredients', async ({ page }) => {
  await signUp(page, uniqueUser('nutri'), 'Nutrition Cook');
  const recipe = await createRecipe(page, { ingredients: ['200 g rolled oats', '500 ml milk'], servings: 2 });
  expect(recipe.nutritionFacts?.calories).toMatch(/^\d+ kcal$/);
  await page.goto(`/recipes/${recipe.slug}/${recipe.id}`);
  const facts = page.getByRole('region', { name: 'Nutrition Facts' });
  await expect(facts).toContainText(recipe.nutritionFacts!.calories);
  await expect(facts).not.toContainText('325 kcal');
});

test('saving an edit with new ingredients works the nutrition facts out again, free: no paid estimate, the same balance', async ({ page }) => {
  await signUp(page, uniqueUser('nutriedit'), 'Edit Nutrition Cook');
  const recipe = await createRecipe(page, { ingredients: ['200 g rolled oats', '500 ml milk'], servings: 2 });
  const balance = async () => ((await (await page.request.get('/api/tickets')).json()) as { balance: number }).balance;
  const before = await balance();
  const paidCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/recipe/calculate-nutrition') paidCalls.push(request.url());
  });
  await page.goto(`/recipes/${recipe.slug}/${recipe.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Ingredients' }).fill('400 g rolled oats\n500 ml milk\n2 tbsp honey');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/recipes/${recipe.id}` && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const updated = (await (await saved).json()) as { nutritionFacts: Record<string, string> };
  expect(updated.nutritionFacts.calories).not.toBe(recipe.nutritionFacts!.calories);
  await expect(page.getByRole('region', { name: 'Nutrition Facts' })).toContainText(updated.nutritionFacts.calories);
  expect(paidCalls).toEqual([]);
  expect(await balance()).toBe(before);
  await expect(page.getByRole('link', { name: `Tickets (${before})` })).toBeVisible();
});

test('long words wrap instead of running off cards and the recipe page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, uniqueUser('wrap'), 'Wrapping Cook');
  const word = 'Supercalifragilisticexpialidociouspiewithextracrust';
  const recipe = await createRecipe(page, { name: `${word} ${Date.now().toString(36)}`, ingredients: [`1 ${word}`] });
  for (const path of ['/recipes', `/recipes/${recipe.slug}/${recipe.id}`]) {
    await page.goto(path);
    await expect(page.getByText(word).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
