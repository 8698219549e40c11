import { expect, test, type Page } from '@playwright/test';
import { createRecipe } from './support/recipes';
import { signedInPage } from './support/users';

// A fixed week (Monday 7 – Sunday 13 January 2030), so the names of its days do not depend on today.
const WEEK = '/meal-plan?week=2030-01-07';

const slot = (page: Page, name: string) => page.getByRole('list', { name });
/** A meal's drop target: the slot around its Add button. */
const dropTarget = (page: Page, name: string) => page.getByRole('button', { name: `Add to ${name}` }).locator('..');

test.describe.configure({ mode: 'serial' });

test('the meal planner: add, drag, move by keyboard, remove with Undo, shopping list with merged amounts, calendar and Savorus', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, me } = await signedInPage(browser, 'planner', 'Pat Planner', { viewport: { width: 1366, height: 900 } });
  const pasta = await createRecipe(page, {
    name: `Lemon Pasta ${me.stamp}`,
    isFavorite: true,
    ingredients: ['200 g spaghetti', '200 g butter', '1 lemon'],
  });
  const risotto = await createRecipe(page, {
    name: `Mushroom Risotto ${me.stamp}`,
    servings: 4,
    ingredients: ['300 g arborio rice', '250 g mushrooms', '1 onion', '300 g butter'],
    isFavorite: true,
  });

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Meal Plan' }).click();
  await expect(page).toHaveURL(/\/meal-plan$/);
  await expect(page).toHaveTitle('Meal Plan · Savor');
  await page.goto(WEEK);
  await expect(page.getByRole('heading', { level: 2, name: '7 – 13 Jan 2030' })).toBeVisible();
  await expect(page.getByText('Nothing planned this week')).toBeVisible();

  await test.step('plan a recipe with the Add dialog', async () => {
    await page.getByRole('button', { name: 'Add to Dinner on Monday 7 January' }).click();
    const dialog = page.getByRole('dialog', { name: /^Add to Dinner/ });
    await dialog.getByRole('searchbox', { name: 'Search your recipes' }).fill('lemon pasta');
    await expect(dialog.getByRole('button', { name: /Mushroom Risotto/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: new RegExp(pasta.name) }).click();
    await expect(dialog).toBeHidden();
    await expect(slot(page, 'Dinner on Monday 7 January').getByRole('link', { name: pasta.name, exact: true })).toBeVisible();
    await expect(page.getByText('Nothing planned this week')).toBeHidden();
  });

  await test.step('drag a recipe from Your recipes into a meal', async () => {
    const side = page.getByRole('region', { name: 'Your recipes' });
    await side.getByRole('searchbox', { name: 'Search your recipes' }).fill('risotto');
    const item = side.getByTestId('side-recipe').filter({ hasText: risotto.name });
    await expect(side.getByTestId('side-recipe')).toHaveCount(1);
    await item.dragTo(dropTarget(page, 'Breakfast on Tuesday 8 January'));
    await expect(slot(page, 'Breakfast on Tuesday 8 January').getByRole('link', { name: risotto.name, exact: true })).toBeVisible();
    await expect(slot(page, 'Breakfast on Tuesday 8 January').getByText('20 min · 4 servings')).toBeVisible();
  });

  await test.step("move an entry by keyboard with 'Move to…'", async () => {
    const options = page.getByRole('button', { name: `Options for ${pasta.name}` });
    await options.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: pasta.name });
    await expect(panel).toBeVisible();
    const moveTo = panel.getByRole('button', { name: 'Move to…' });
    for (let i = 0; i < 6 && !(await moveTo.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(moveTo).toBeFocused();
    await page.keyboard.press('Enter');
    const move = page.getByRole('dialog', { name: /^Move to…/ });
    await expect(move).toBeVisible();
    await move.getByRole('combobox', { name: 'Day' }).focus();
    await move.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Thursday 10 January' });
    await move.getByRole('radio', { name: 'Dinner' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(move.getByRole('radio', { name: 'Snack' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(move.getByRole('button', { name: 'Move' })).toBeFocused();
    // The move shows at once; the reload below waits for the server to have it.
    const moved = page.waitForResponse((r) => /^\/api\/meal-plan\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PATCH');
    await page.keyboard.press('Enter');
    await expect(move).toBeHidden();
    await expect(slot(page, 'Snack on Thursday 10 January').getByRole('link', { name: pasta.name, exact: true })).toBeVisible();
    await expect(slot(page, 'Dinner on Monday 7 January')).toHaveCount(0);
    // The keyboard follows the entry.
    await expect(page.getByRole('button', { name: `Options for ${pasta.name}` })).toBeFocused();
    // Saved: a reload shows it there.
    expect((await moved).ok()).toBe(true);
    await page.reload();
    await expect(slot(page, 'Snack on Thursday 10 January').getByRole('link', { name: pasta.name, exact: true })).toBeVisible();
  });

  await test.step('remove an entry, then Undo', async () => {
    await page.getByRole('button', { name: `Options for ${pasta.name}` }).click();
    await page.getByRole('dialog', { name: pasta.name }).getByRole('button', { name: 'Remove' }).click();
    await expect(slot(page, 'Snack on Thursday 10 January')).toHaveCount(0);
    const toast = page.getByTestId('toast').filter({ hasText: 'Removed from the plan' });
    const restored = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/meal-plan' && r.request().method() === 'POST');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(slot(page, 'Snack on Thursday 10 January').getByRole('link', { name: pasta.name, exact: true })).toBeVisible();
    expect((await restored).ok()).toBe(true);
    await page.reload();
    await expect(slot(page, 'Snack on Thursday 10 January').getByRole('link', { name: pasta.name, exact: true })).toBeVisible();
  });

  await test.step('open the calendar dialog and create an address that calendar apps can read', async () => {
    await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
    await dialog.getByRole('button', { name: 'Create calendar address' }).click();
    const address = dialog.getByRole('textbox', { name: 'Calendar address' });
    await expect(address).toHaveValue(/\/api\/meal-plan\/ical\/\S+$/);
    const feed = await page.request.get(await address.inputValue());
    expect(feed.status()).toBe(200);
    const calendar = await feed.text();
    expect(calendar).toContain('BEGIN:VCALENDAR');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('add the week to the shopping list: butter from both recipes is one item of 500 g, and ticking it stocks 500 g', async () => {
    await page.getByRole('button', { name: 'Add week to shopping list' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'to your shopping list' });
    await expect(toast).toContainText(/^Added \d+ items? to your shopping list/);
    await toast.getByRole('link', { name: 'View list' }).click();
    await expect(page).toHaveURL(/\/shopping-pantry$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen Inventory' })).toBeVisible();
    const butter = page.getByRole('checkbox', { name: 'Butter · 500 g' });
    await expect(butter).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Butter/ })).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: 'Arborio rice · 300 g' })).toBeVisible();
    // The box ticks at once; the pantry is stocked when the change reaches the server.
    const ticked = page.waitForResponse((r) => /\/api\/shopping\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PATCH' && r.ok());
    await butter.check();
    await expect(butter).toBeChecked();
    await ticked;
    const pantry = (await (await page.request.get('/api/pantry')).json()) as { name: string; quantity: number; unit: string }[];
    expect(pantry).toEqual([expect.objectContaining({ name: 'Butter', quantity: 500, unit: 'grams' })]);
  });

  // The test server's AI provider is the fake one (test/support/fake-openai.ts): Savorus drafts, for 5 tickets.
  await test.step("accept part of Savorus' draft", async () => {
    const balance = async () => ((await (await page.request.get('/api/tickets')).json()) as { balance: number }).balance;
    const before = await balance();
    await page.goto(WEEK);
    await page.getByRole('button', { name: 'Plan my week with Savorus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan my week with Savorus' });
    await expect(dialog.getByText('Costs 5 tickets')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Dinner' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Lunch' }).check();
    await dialog.getByRole('button', { name: 'Suggest' }).click();
    const preview = dialog.getByRole('list');
    await expect(preview.getByRole('checkbox').first()).toBeChecked();
    const suggested = await preview.getByRole('checkbox').count();
    expect(suggested).toBeGreaterThan(1);
    await preview.getByRole('checkbox').first().uncheck();
    await dialog.getByRole('button', { name: `Add ${suggested - 1} to plan` }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `Added ${suggested - 1} meal` })).toBeVisible();
    const plan = (await (await page.request.get('/api/meal-plan?from=2030-01-07&to=2030-01-13')).json()) as unknown[];
    // The two planned by hand, and the accepted suggestions.
    expect(plan).toHaveLength(2 + suggested - 1);
    expect(await balance()).toBe(before - 5);
  });

  await context.close();
});
