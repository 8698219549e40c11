// Kitchen inventory: a cook writes a shopping list, ticks an item off and finds it in the pantry with the
// quantity read from its text, lets an item run low and sees it under Low Stock, then adds a recipe's
// ingredients to the list, where what is already in the pantry or on the list is skipped.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, toast } from './support/page';
import { signedInPage } from './support/users';

const shoppingList = (page: Page) => page.getByRole('list', { name: 'Shopping list items' });
const pantryCard = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const lowStock = (page: Page) => page.getByRole('region', { name: 'Low Stock Items' });

async function addToList(page: Page, name: string, category: string) {
  const form = page.getByRole('form', { name: 'Add to shopping list' });
  await form.getByRole('textbox', { name: 'Item Name' }).fill(name);
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await form.getByRole('button', { name: 'Add to List' }).click();
  await toast(page, 'Item added');
  await expect(shoppingList(page).getByRole('checkbox', { name, exact: true })).toBeEnabled();
}

async function percentageSaved(page: Page, name: string, percentage: number) {
  await expect
    .poll(async () => {
      const items = (await (await page.request.get('/api/pantry')).json()) as { name: string; percentage: number }[];
      return items.find((i) => i.name === name)?.percentage;
    })
    .toBe(percentage);
}

const names = (list: Locator) => list.getByTestId('shopping-item-name').allTextContents();

test('a cook shops from the list into the pantry, watches stock run low and adds a recipe without what they have', async ({ browser }) => {
  const { page, context } = await signedInPage(browser, 'pantry', 'Ada Lovelace');
  await page.goto('/shopping-pantry');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen Inventory' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Shopping List' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Your shopping list is empty.')).toBeVisible();
  await expect(lowStock(page).getByText('No items running low.')).toBeVisible();

  // The list: two items with categories, newest first.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText("Include the quantity and unit, such as '2 cups rice', for automatic pantry conversion.")).toBeVisible();
  await addToList(page, '2 cups rice', 'Grains');
  await addToList(page, 'milk', 'Dairy');
  expect(await names(shoppingList(page))).toEqual(['milk', '2 cups rice']);
  await expect(shoppingList(page).getByText('Grains')).toBeVisible();

  // Ticked off: struck through, and in the pantry as 2 cups of rice.
  const rice = shoppingList(page).getByRole('checkbox', { name: '2 cups rice' });
  await rice.check();
  await toast(page, 'Item moved to pantry');
  await expect(rice).toBeChecked();
  await expect(shoppingList(page).getByText('2 cups rice')).toHaveCSS('text-decoration-line', 'line-through');
  await page.getByRole('tab', { name: 'Pantry Items' }).click();
  await expect(page).toHaveURL(/\?tab=pantry$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Pantry Inventory' })).toBeVisible();
  const card = pantryCard(page, 'rice');
  await expect(card.getByTestId('pantry-quantity')).toHaveText('2 cups');
  await expect(card.getByText('Added today')).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Unit of rice' })).toHaveValue('cups');

  // Unticking leaves the pantry alone.
  await page.getByRole('tab', { name: 'Shopping List' }).click();
  await shoppingList(page).getByRole('checkbox', { name: '2 cups rice' }).uncheck();
  await expect(shoppingList(page).getByRole('checkbox', { name: '2 cups rice' })).not.toBeChecked();
  await page.getByRole('tab', { name: 'Pantry Items' }).click();
  await expect(pantryCard(page, 'rice')).toBeVisible();

  // Running low: 100% down to 10% in steps of 10; the bar turns red and Low Stock lists it.
  const lower = card.getByRole('button', { name: 'Decrease percentage of rice' });
  for (let i = 0; i < 9; i++) await lower.click();
  await expect(card.getByTestId('pantry-percentage')).toHaveText('10%');
  await expect(card.getByRole('progressbar', { name: 'Amount of rice left' })).toHaveAttribute('data-color', 'error');
  await percentageSaved(page, 'rice', 10);
  await card.getByRole('button', { name: 'Increase quantity of rice' }).click();
  await expect(card.getByTestId('pantry-quantity')).toHaveText('2.5 cups');
  await screenshot(page, 'kitchen-inventory-pantry.png');
  await page.getByRole('tab', { name: 'Shopping List' }).click();
  await expect(lowStock(page).getByTestId('low-stock-item')).toHaveCount(1);
  await expect(lowStock(page).getByText('rice')).toBeVisible();
  await expect(lowStock(page).getByText('10% left')).toBeVisible();

  // A recipe's ingredients: rice is in the pantry and milk on the list, so only the rest is added.
  const created = await page.request.post('/api/recipes', {
    data: {
      name: 'Creamy Rice Pudding',
      description: 'Slow-cooked rice in milk, with a pinch of salt.',
      cookTime: 40,
      servings: 4,
      category: 'Dessert',
      ingredients: ['1 cup basmati rice', '4 cups milk', '1 onion, finely chopped', 'Salt and pepper to taste', '2 tbsp sugar (optional)'],
      instructions: ['Simmer the rice in the milk.', 'Season and serve.'],
      source: 'User-created',
    },
  });
  expect(created.status()).toBe(201);
  const recipe = (await created.json()) as { id: number };
  await page.goto(`/recipes/${recipe.id}`);
  await page.getByRole('button', { name: 'Add to Shopping List' }).click();
  await toast(page, 'Added to shopping list');
  await expect(page.getByText('3 ingredients added to your shopping list.')).toBeVisible();

  await page.goto('/shopping-pantry');
  await expect(shoppingList(page).getByRole('checkbox', { name: 'Onion', exact: true })).toBeVisible();
  const listed = await names(shoppingList(page));
  expect(listed).toEqual(expect.arrayContaining(['Onion', 'Salt and pepper', 'Sugar', 'milk', '2 cups rice']));
  expect(listed).toHaveLength(5);
  expect(listed.some((n) => /basmati/i.test(n))).toBe(false);
  await screenshot(page, 'kitchen-inventory.png');

  // A second press has nothing left to add.
  await page.goto(`/recipes/${recipe.id}`);
  await page.getByRole('button', { name: 'Add to Shopping List' }).click();
  await toast(page, 'Nothing to add');
  await expect(page.getByText('Everything is already on your shopping list or in your pantry.')).toBeVisible();

  // Clear All asks first, then empties the list.
  await page.goto('/shopping-pantry');
  await page.getByRole('button', { name: 'Clear All' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to clear your entire shopping list?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await toast(page, 'Shopping list cleared');
  await expect(page.getByText('Your shopping list is empty.')).toBeVisible();

  // Home: Pantry Status shows the rice running low and recently added.
  await page.goto('/');
  const kitchen = page.getByRole('region', { name: 'Shopping List' });
  await expect(kitchen.getByText('10% left')).toBeVisible();
  await expect(kitchen.getByText('rice (today)')).toBeVisible();
  await context.close();
});

test('a phone shows both tabs at 390 px without sideways scrolling', async ({ browser }) => {
  const { page, context } = await signedInPage(browser, 'phone', 'Julia Child', { viewport: { width: 390, height: 844 } });
  await page.request.post('/api/shopping', { data: { name: '500 g Flour', category: 'Grains' } });
  await page.request.post('/api/pantry', { data: { name: 'Olive oil', quantity: 0.5, unit: 'liters', percentage: 40 } });
  await page.goto('/shopping-pantry');
  await expect(shoppingList(page).getByRole('checkbox', { name: '500 g Flour' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'kitchen-inventory-mobile.png');
  await page.getByRole('tab', { name: 'Pantry Items' }).click();
  await expect(pantryCard(page, 'Olive oil').getByTestId('pantry-quantity')).toHaveText('0.5 liters');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'kitchen-inventory-pantry-mobile.png');
  await context.close();
});
