// Recipes made through the API for browser tests that need one to exist.
import { expect, type Page } from '@playwright/test';

/** Creates a recipe with the page's session: a plain dinner recipe, with `fields` in place of its own. */
export async function createRecipe(page: Page, fields: { name: string } & Record<string, unknown>): Promise<{ id: number; name: string }> {
  const created = await page.request.post('/api/recipes', {
    data: {
      description: 'Spaghetti with lemon and parmesan.',
      cookTime: 20,
      servings: 2,
      category: 'Dinner',
      ingredients: ['200 g spaghetti', '1 lemon'],
      instructions: ['Boil the pasta.', 'Toss with lemon.'],
      source: 'User-created',
      isFavorite: false,
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; name: string };
}
