import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OFFLINE_REASON } from '../../../api/online';
import { dropWhenOffline, setOnline } from '../../../test/connection';
import { fakeServer, json, makeUser, renderRoutes } from '../../../test/render';
import CreateRecipePage from '../routes/CreateRecipePage';
import NewRecipeDialog from './NewRecipeDialog';

const PAGE = 'https://recipes.example/lasagne';
const IMPORTED = {
  name: 'Weeknight Lasagne',
  description: 'Meat sauce, white sauce, pasta.',
  ingredients: ['500 g beef mince', '12 lasagne sheets'],
  instructions: ['Brown the mince.', 'Layer and bake.'],
  cookTime: 105,
  servings: 6,
  category: 'Dinner',
  tags: ['pasta', 'family'],
  imageUrl: '/media/lasagne.jpg',
  source: PAGE,
};

/** The New Recipe dialog as My Recipes holds it: open until it asks to close. */
function OpenNewRecipe() {
  const [open, setOpen] = useState(true);
  return <NewRecipeDialog open={open} onClose={() => setOpen(false)} />;
}

function renderNewRecipe() {
  return renderRoutes(
    [
      { path: '/recipes', element: <OpenNewRecipe /> },
      { path: '/create-recipe', element: <CreateRecipePage /> },
      { path: '/', element: <p>Home</p> },
    ],
    '/recipes',
  );
}

async function importFrom(url: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Import from URL' }));
  const field = await screen.findByRole('textbox', { name: 'Recipe web address' });
  fireEvent.change(field, { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
}

describe("'Import from URL'", () => {
  it('opens the imported recipe in the creation form, and saves it with the page as its source', async () => {
    const server = fakeServer(makeUser());
    const created: unknown[] = [];
    server.use(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/recipes/import' && request.method === 'POST') {
        expect(await request.json()).toEqual({ url: PAGE });
        return json(IMPORTED);
      }
      if (pathname === '/api/recipes' && request.method === 'POST') {
        const body = await request.json();
        created.push(body);
        return json({ ...IMPORTED, id: 7, userId: 1 }, 201);
      }
      return undefined;
    });
    renderNewRecipe();
    await importFrom(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Recipe' })).toBeTruthy();
    expect(screen.getByTestId('imported-notice').textContent).toBe(`Imported from ${PAGE}. Check the recipe, then save it.`);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Recipe Name/ }).value).toBe('Weeknight Lasagne');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /Servings/ }).value).toBe('6');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /Cook Time/ }).value).toBe('105');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Ingredients/ }).value).toBe('500 g beef mince\n12 lasagne sheets');
    expect(server.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/recipes')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      name: 'Weeknight Lasagne',
      source: PAGE,
      imageUrl: '/media/lasagne.jpg',
      servings: 6,
      cookTime: 105,
      category: 'Dinner',
      ingredients: IMPORTED.ingredients,
      instructions: IMPORTED.instructions,
      tags: ['pasta', 'family'],
    });
  });

  it("keeps the dialog open with the server's message when the page holds no recipe, and checks the address first", async () => {
    const server = fakeServer(makeUser());
    server.use((request) =>
      new URL(request.url).pathname === '/api/recipes/import'
        ? json({ message: 'We could not find a recipe on this page. Try another link or type it in.', code: 'NO_RECIPE_FOUND' }, 422)
        : undefined,
    );
    renderNewRecipe();
    await importFrom('recipes.example/lasagne');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a web address starting with http:// or https://.');
    expect(server.requests.filter((r) => new URL(r.url).pathname === '/api/recipes/import')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Recipe web address' }), { target: { value: PAGE } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('We could not find a recipe on this page. Try another link or type it in.'),
    );
    expect(screen.getByRole('dialog', { name: 'Import from URL' })).toBeTruthy();
  });

  describe('offline', () => {
    afterEach(() => setOnline(true));

    it('says reading a photo and importing a page need a connection, and imports nothing until it is back', async () => {
      const server = fakeServer(makeUser());
      server.use((request) => (new URL(request.url).pathname === '/api/recipes/import' ? json(IMPORTED) : undefined));
      dropWhenOffline();
      const imports = () => server.requests.filter((r) => new URL(r.url).pathname === '/api/recipes/import');
      renderNewRecipe();

      setOnline(false);
      for (const name of ['Upload Recipe Image', 'Import from URL']) {
        const button = screen.getByRole('button', { name });
        expect(button.getAttribute('aria-disabled')).toBe('true');
        expect(button.getAttribute('title')).toBe(OFFLINE_REASON);
      }
      fireEvent.click(screen.getByRole('button', { name: 'Import from URL' }));
      expect(screen.getByRole('dialog', { name: /New Recipe/ })).toBeTruthy();
      // Manual creation works offline.
      expect(screen.getByRole('link', { name: 'Start Creating' }).getAttribute('aria-disabled')).toBeNull();

      // The dialog opened online, then the connection drops: 'Import' (and Enter in the field) does nothing.
      setOnline(true);
      fireEvent.click(screen.getByRole('button', { name: 'Import from URL' }));
      const field = await screen.findByRole('textbox', { name: 'Recipe web address' });
      fireEvent.change(field, { target: { value: PAGE } });
      setOnline(false);
      const importButton = screen.getByRole('button', { name: 'Import' });
      expect(importButton.getAttribute('aria-disabled')).toBe('true');
      expect(importButton.getAttribute('title')).toBe(OFFLINE_REASON);
      fireEvent.click(importButton);
      fireEvent.submit(field.closest('form')!);
      expect(imports()).toHaveLength(0);

      setOnline(true);
      fireEvent.click(screen.getByRole('button', { name: 'Import' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Create Recipe' })).toBeTruthy();
      expect(imports()).toHaveLength(1);
    });
  });
});
