import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '../../../api/client';
import { fakeServer, json, makeUser, renderRoutes } from '../../../test/render';
import { makeRecipe } from '../testFixtures';
import RecipeDetailPage from './RecipeDetailPage';

const COOK = makeUser({ id: 1 });
const TOAST = { timeout: 5000 };

/** One recipe, and POST /api/shopping/from-recipe/42 answering `answer` (a body, or a status to fail with). */
function serve(user: User | null, answer: object | number, recipe = makeRecipe({ id: 42, userId: COOK.id, isPublic: true })) {
  const server = fakeServer(user);
  server.use((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/recipes/42' && request.method === 'GET') return json(recipe);
    if (pathname === '/api/shopping/from-recipe/42' && request.method === 'POST') {
      return typeof answer === 'number' ? json({ message: 'Database unavailable' }, answer) : json(answer);
    }
    if (/^\/api\/(users\/\d+|recipes\/42\/(comments|photos|ratings))/.test(pathname)) return json([]);
    return undefined;
  });
  return server;
}

function renderDetail() {
  return renderRoutes([{ path: '/recipes/:slug/:id', element: <RecipeDetailPage /> }], '/recipes/lemon-garlic-roast-chicken/42');
}

const added = (names: string[]) => ({
  added: names.map((name, i) => ({ id: i + 1, userId: 1, name, category: 'Produce', checked: false, createdAt: new Date().toISOString() })),
  addedCount: names.length,
  skipped: [],
});

async function addToList() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add to Shopping List' }));
}

describe("Recipe detail: 'Add to Shopping List'", () => {
  it('adds the ingredients and says how many', async () => {
    const server = serve(COOK, added(['Whole chicken', 'Lemons', 'Garlic']));
    renderDetail();
    await addToList();
    expect(await screen.findByText('Added to shopping list', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('3 ingredients added to your shopping list.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/shopping/from-recipe/42'))).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Shopping List' }).disabled).toBe(false));
  });

  it("says 'Nothing to add' when everything is in the pantry", async () => {
    serve(COOK, { added: [], addedCount: 0, skipped: [{ name: 'Lemons', reason: 'in_pantry' }] });
    renderDetail();
    await addToList();
    expect(await screen.findByText('Nothing to add', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('All ingredients are already in your pantry!')).toBeTruthy();
  });

  it("says 'Nothing to add' when everything is on the list or in the pantry", async () => {
    serve(COOK, {
      added: [],
      addedCount: 0,
      skipped: [
        { name: 'Lemons', reason: 'in_pantry' },
        { name: 'Garlic', reason: 'on_list' },
      ],
    });
    renderDetail();
    await addToList();
    expect(await screen.findByText('Nothing to add', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('Everything is already on your shopping list or in your pantry.')).toBeTruthy();
  });

  it('says when adding failed', async () => {
    serve(COOK, 500);
    renderDetail();
    await addToList();
    expect(await screen.findByText('Failed to add ingredients to shopping list.', undefined, TOAST)).toBeTruthy();
  });

  it('is not offered to visitors', async () => {
    serve(null, added([]));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ingredients' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Shopping List' })).toBeNull();
  });
});
