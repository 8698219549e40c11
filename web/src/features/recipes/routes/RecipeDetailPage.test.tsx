import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '../../../api/client';
import { NOT_SAVED_OFFLINE } from '../../../api/online';
import { dropWhenOffline, setOnline } from '../../../test/connection';
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

describe('Recipe detail: saving an edit', () => {
  it('works the nutrition facts out again on the server, free, when the ingredients change: no paid estimate', async () => {
    const recipe = makeRecipe({ id: 42, userId: COOK.id, isPublic: true });
    const server = serve(COOK, added([]), recipe);
    let sent: Record<string, unknown> | undefined;
    server.use(async (request) => {
      if (new URL(request.url).pathname !== '/api/recipes/42' || request.method !== 'PATCH') return undefined;
      sent = (await request.json()) as Record<string, unknown>;
      return json({ ...recipe, ...sent, nutritionFacts: { calories: '321 kcal' } });
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const ingredients = await screen.findByLabelText('Ingredients');
    fireEvent.change(ingredients, { target: { value: `${(ingredients as HTMLTextAreaElement).value}\n2 sprigs rosemary` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Nutrition Facts Updated', undefined, TOAST)).toBeTruthy();
    expect(sent && 'nutritionFacts' in sent).toBe(false);
    expect(sent?.ingredients).toContain('2 sprigs rosemary');
    expect(server.requests.some((r) => r.url.endsWith('/api/recipe/calculate-nutrition'))).toBe(false);
  });
});

describe('Recipe detail: the times and the yield', () => {
  const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

  it('shows prep, cook and total times and the yield when the recipe gives them', async () => {
    serve(COOK, added([]), makeRecipe({ id: 42, userId: COOK.id, prepTime: 15, cookTime: 45, totalTime: 70, yield: 'Makes 2 loaves' }));
    renderDetail();
    await screen.findByText('Cook time');
    expect([fact('Prep time'), fact('Cook time'), fact('Total time'), fact('Yield')]).toEqual(['15 mins', '45 mins', '70 mins', 'Makes 2 loaves']);
  });

  it('shows only the cook time when the recipe gives nothing more', async () => {
    serve(COOK, added([]), makeRecipe({ id: 42, userId: COOK.id, prepTime: null, cookTime: 45, totalTime: null, yield: null }));
    renderDetail();
    await screen.findByText('Cook time');
    expect(fact('Cook time')).toBe('45 mins');
    expect(screen.queryByText('Prep time')).toBeNull();
    expect(screen.queryByText('Total time')).toBeNull();
    expect(screen.queryByText('Yield')).toBeNull();
  });

  it('edits them in the form: filled from the recipe, and an emptied field is sent as none', async () => {
    const recipe = makeRecipe({ id: 42, userId: COOK.id, prepTime: 15, cookTime: 45, totalTime: 70, yield: 'Makes 2 loaves' });
    const server = serve(COOK, added([]), recipe);
    let sent: Record<string, unknown> | undefined;
    server.use(async (request) => {
      if (new URL(request.url).pathname !== '/api/recipes/42' || request.method !== 'PATCH') return undefined;
      sent = (await request.json()) as Record<string, unknown>;
      return json({ ...recipe, ...sent });
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const prep = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Prep Time (minutes)' });
    const total = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Total Time (minutes)' });
    const yieldField = screen.getByRole<HTMLInputElement>('textbox', { name: 'Yield' });
    expect([prep.value, total.value, yieldField.value]).toEqual(['15', '70', 'Makes 2 loaves']);
    fireEvent.change(prep, { target: { value: '20' } });
    fireEvent.change(total, { target: { value: '' } });
    fireEvent.change(yieldField, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Recipe Updated', undefined, TOAST)).toBeTruthy();
    expect(sent).toMatchObject({ prepTime: 20, cookTime: 45, totalTime: null, yield: null });
    expect(screen.queryByText('Total time')).toBeNull();
    expect(fact('Prep time')).toBe('20 mins');
  });
});

describe('Recipe detail offline', () => {
  afterEach(() => setOnline(true));

  it("says a recipe never opened is not saved on this device, with 'Try again' that loads it online", async () => {
    setOnline(false);
    serve(COOK, added([]));
    dropWhenOffline();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: "Couldn't load this recipe" })).toBeTruthy();
    expect(screen.getByText(NOT_SAVED_OFFLINE)).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();

    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Garlic Roast Chicken' })).toBeTruthy();
  });
});
