import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './support/users';

const SCREENSHOTS = 'test-results/screenshots';

interface CreatedRecipe {
  id: number;
  name: string;
  slug: string;
}

/** Creates a recipe through the API with the page's session cookie. */
async function createRecipe(page: Page, instructions: string[]): Promise<CreatedRecipe> {
  const res = await page.request.post('/api/recipes', {
    data: {
      name: `Weeknight Tomato Sauce ${Date.now().toString(36)}`,
      description: 'A bright, quick sauce for pasta nights.',
      cookTime: 20,
      servings: 4,
      difficulty: 'Easy',
      category: 'Dinner',
      ingredients: ['2 tbsp olive oil', '3 garlic cloves, sliced', '1 can (400 g) whole tomatoes', 'Salt and pepper', 'A handful of basil'],
      instructions,
      tags: ['quick', 'vegetarian'],
      tips: ['Crush the tomatoes by hand for a rustic texture.', 'A knob of butter at the end rounds off the acidity.'],
      source: 'User-created',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as CreatedRecipe;
}

const stepBox = (page: Page, n: number) => page.getByRole('checkbox', { name: `Step ${n} done` });

function progressSaved(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/progress') && r.request().method() === 'PATCH' && r.ok());
}

test('a cook follows a recipe step by step, resumes after a reload, runs a timer and finishes', async ({ page }) => {
  await signUp(page, uniqueUser('cook'), 'Julia Child');
  const recipe = await createRecipe(page, [
    'Warm the olive oil in a wide pan over medium heat and add the garlic.',
    'Simmer for 2 seconds.',
    'Season with salt and pepper, tear in the basil and serve.',
  ]);

  await page.goto(`/recipes/${recipe.slug}/${recipe.id}/follow`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(page.getByText('Started cooking')).toBeVisible();
  const current = page.getByTestId('current-step');
  const percent = page.getByTestId('progress-percent');
  await expect(current).toHaveText('Warm the olive oil in a wide pan over medium heat and add the garlic.');
  await expect(percent).toHaveText('0%');
  for (const badge of ['Easy', 'Dinner', '20 mins', '4 servings']) await expect(page.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Recipe' })).toHaveAttribute('href', `/recipes/${recipe.slug}/${recipe.id}`);

  // Next marks the step left as done; Previous goes back.
  let saved = progressSaved(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await saved;
  await expect(current).toHaveText('Simmer for 2 seconds.');
  await expect(percent).toHaveText('33%');
  await expect(stepBox(page, 1)).toBeChecked();
  saved = progressSaved(page);
  await page.getByRole('button', { name: 'Previous' }).click();
  await saved;
  await expect(current).toHaveText('Warm the olive oil in a wide pan over medium heat and add the garlic.');
  saved = progressSaved(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await saved;

  // Tick the last step from the list.
  saved = progressSaved(page);
  await stepBox(page, 3).check();
  await saved;
  await expect(percent).toHaveText('67%');

  // The ingredient checklist is local to the page.
  await page.getByRole('tab', { name: 'Ingredients' }).click();
  await page.getByRole('checkbox', { name: '1 can (400 g) whole tomatoes' }).check();
  await expect(page.getByText('1 of 5 ready')).toBeVisible();
  await page.getByRole('tab', { name: 'Steps' }).click();

  // Leaving and coming back resumes on the same step with the same checks.
  await page.reload();
  await expect(current).toHaveText('Simmer for 2 seconds.');
  await expect(stepBox(page, 1)).toBeChecked();
  await expect(stepBox(page, 2)).not.toBeChecked();
  await expect(stepBox(page, 3)).toBeChecked();
  await expect(percent).toHaveText('67%');
  await expect(page.getByText('Started cooking')).toHaveCount(0);

  // The step's timer counts down in the tray and rings when done.
  await page.getByRole('button', { name: 'Start 2 sec timer' }).click();
  const tray = page.getByRole('region', { name: 'Timers' });
  await expect(tray.getByTestId('cooking-timer')).toHaveCount(1);
  await expect(page.getByText('2 sec timer done')).toBeVisible({ timeout: 8000 });
  await expect(page.getByText('Step 2: Simmer for 2 seconds.')).toBeVisible();
  await expect(tray.getByText('Done!')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/cooking.png`, fullPage: true });

  // The last step with every step done completes the recipe.
  saved = progressSaved(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await saved;
  await expect(page.getByText('Recipe completed!')).toBeVisible();
  await expect(percent).toHaveText('100%');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // The banner at the top of the page comes into view, below the sticky header rather than under it.
  const banner = page.getByRole('status').filter({ hasText: `You cooked ${recipe.name}!` });
  await expect(banner).toBeInViewport();
  const headerBottom = async () => {
    const box = await page.locator('header.MuiAppBar-root').boundingBox();
    return (box?.y ?? 0) + (box?.height ?? 0);
  };
  await expect.poll(async () => ((await banner.boundingBox())?.y ?? -1) >= (await headerBottom())).toBe(true);
  await page.screenshot({ path: `${SCREENSHOTS}/cooking-completed.png`, fullPage: true });

  await page.reload();
  await expect(page.getByText(`You cooked ${recipe.name}!`)).toBeVisible();
  await expect(percent).toHaveText('100%');

  await page.getByRole('link', { name: 'Back to Recipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${recipe.slug}/${recipe.id}$`));
});

test('an unknown recipe shows Recipe not found', async ({ page }) => {
  await signUp(page, uniqueUser('lost'), 'Lost Cook');
  await page.goto('/recipes/nothing-here/999999/follow');
  await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
});

test('mobile: big step text, a sticky Previous/Next bar and timers in reach', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const me = uniqueUser('phone');
  const res = await page.request.post('/api/register', {
    data: { email: me.email, password: me.password, name: 'Phone Cook', username: me.username, dietaryRestrictions: [] },
  });
  expect(res.status()).toBe(201);
  const recipe = await createRecipe(page, [
    'Warm the olive oil in a wide pan over medium heat and add the garlic.',
    'Pour in the tomatoes, crush them with a spoon and simmer for 15–20 minutes, stirring now and then.',
    'Season with salt and pepper, tear in the basil and serve.',
  ]);

  await page.goto(`/recipes/${recipe.slug}/${recipe.id}/follow`);
  await expect(page.getByText('Started cooking')).toBeVisible();
  const saved = progressSaved(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await saved;
  await expect(page.getByTestId('current-step')).toContainText('simmer for 15–20 minutes');
  await page.getByRole('button', { name: 'Start 15–20 min timer' }).click();
  await expect(page.getByRole('region', { name: 'Timers' }).getByRole('timer')).toHaveText(/^(20:00|19:5\d)$/);

  // The bar stays at the bottom of the screen while the page scrolls.
  await page.mouse.wheel(0, 2000);
  const next = page.getByRole('button', { name: 'Next' });
  const box = await next.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeGreaterThan(844 - 90);
  expect(box!.height).toBeGreaterThanOrEqual(48);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByText('Started cooking')
    .waitFor({ state: 'hidden', timeout: 8000 })
    .catch(() => undefined);
  // The viewport, so the fixed bottom bar is where the cook sees it.
  await page.screenshot({ path: `${SCREENSHOTS}/cooking-mobile.png` });
  await context.close();
});
