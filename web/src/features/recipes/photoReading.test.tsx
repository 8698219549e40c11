import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesSent, fakeServer, json, makeUser, renderRoutes } from '../../test/render';
import UploadRecipeDialog from './components/UploadRecipeDialog';
import type { UncertainField } from './photoReading';
import RecipeDetailPage from './routes/RecipeDetailPage';
import { makeRecipe } from './testFixtures';

const COOK = makeUser({ id: 1 });
const RECIPE = makeRecipe({
  id: 77,
  userId: COOK.id,
  name: 'Garlic Butter Mushrooms',
  slug: 'garlic-butter-mushrooms',
  source: 'Photo-added',
  cookTime: 30,
  servings: 4,
});
const CHECK_HINT = 'Check this against your photo';

/** The API: the import answers the recipe and `uncertainFields`; the recipe is read and saved at /api/recipes/77. */
function serve(uncertainFields: UncertainField[]) {
  const server = fakeServer(COOK);
  let recipe = RECIPE;
  server.use(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/recipe/process-image') return json({ recipe, uncertainFields }, 201);
    if (pathname === '/api/recipes/77' && request.method === 'GET') return json(recipe);
    if (pathname === '/api/recipes/77' && request.method === 'PATCH') {
      recipe = { ...recipe, ...((await request.json()) as object) };
      return json(recipe);
    }
    if (/^\/api\/(users\/\d+|recipes\/77\/)/.test(pathname)) return json([]);
    return undefined;
  });
  return server;
}

/** My Recipes with the upload dialog open, and the recipe page it leads to. */
function renderImport() {
  return renderRoutes(
    [
      { path: '/recipes', element: <UploadRecipeDialog open onClose={() => undefined} /> },
      { path: '/recipes/:slug/:id', element: <RecipeDetailPage /> },
    ],
    '/recipes',
  );
}

async function importCard() {
  fireEvent.change(screen.getByTestId('recipe-upload-input'), {
    target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1])], 'card.png', { type: 'image/png' })] },
  });
  const dialog = screen.getByRole('dialog', { name: 'Upload Recipe Photo' });
  await within(dialog).findByRole('img', { name: 'Preview of card.png' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
}

/** The text a field is described by (its helper text), as a screen reader reads it. */
function description(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('after a photo import', () => {
  it('opens the new recipe in its edit form with the fields the reader was unsure of marked, the first one focused', async () => {
    const server = serve(['cookTime', 'servings']);
    const { router } = renderImport();
    await importCard();

    const form = await screen.findByRole('form', { name: 'Edit recipe' });
    expect(router.state.location.pathname).toBe('/recipes/garlic-butter-mushrooms/77');
    expect(screen.getByRole('heading', { level: 1, name: 'Garlic Butter Mushrooms' })).toBeTruthy();
    const summary = within(form).getByTestId('photo-check-summary');
    expect(summary.textContent).toBe(
      'A few things to checkSavor read this recipe from your photo. Please check the marked fields before you save: Cook Time, Servings.',
    );
    expect(description('Cook Time (minutes)')).toBe(CHECK_HINT);
    expect(description('Servings')).toBe(CHECK_HINT);
    expect(description('Recipe Name')).not.toContain(CHECK_HINT);
    expect(description('Ingredients')).toBe('One ingredient per line');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Cook Time (minutes)')));

    // The summary's links take the cook to each field.
    fireEvent.click(within(summary).getByRole('button', { name: 'Servings' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Servings'));

    // Editing a field clears its mark; the others stay.
    fireEvent.change(screen.getByLabelText('Servings'), { target: { value: '2' } });
    expect(description('Servings')).not.toContain(CHECK_HINT);
    expect(description('Cook Time (minutes)')).toBe(CHECK_HINT);
    expect(within(summary).queryByRole('button', { name: 'Servings' })).toBeNull();

    // Saving clears them all: the page shows the recipe, and opening the form again marks nothing.
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit recipe' })).toBeNull());
    expect(await bodiesSent(server, 'PATCH', '/api/recipes/77')).toEqual([expect.objectContaining({ servings: 2, cookTime: 30 })]);
    expect(router.state.location.state).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit recipe' });
    expect(screen.queryByTestId('photo-check-summary')).toBeNull();
    expect(description('Cook Time (minutes)')).not.toContain(CHECK_HINT);
  });

  it('shows the recipe as always when the reader was sure of everything', async () => {
    serve([]);
    const { router } = renderImport();
    await importCard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Garlic Butter Mushrooms' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit recipe' })).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it('keeps the marks on a reload until the cook cancels, and names a PDF as such', async () => {
    serve([]);
    const entry = { pathname: '/recipes/garlic-butter-mushrooms/77', state: { photoCheck: { fields: ['name', 'bogus'], from: 'PDF' } } };
    const { router } = renderRoutes([{ path: '/recipes/:slug/:id', element: <RecipeDetailPage /> }], entry);
    const form = await screen.findByRole('form', { name: 'Edit recipe' });
    expect(within(form).getByTestId('photo-check-summary').textContent).toContain(
      'from your PDF. Please check the marked fields before you save: Recipe Name.',
    );
    expect(description('Recipe Name')).toContain('Check this against your PDF');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Recipe Name')));

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit recipe' })).toBeNull();
    expect(router.state.location.state).toBeNull();
  });
});
