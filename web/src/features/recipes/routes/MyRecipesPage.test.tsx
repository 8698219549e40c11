import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import type { RecipeSummary } from '../api';
import { makeSummary } from '../testFixtures';
import { answer, inTurn, listAnswer, makeImport, summaryOf } from '../../portability/testServer';
import MyRecipesPage, { RECIPES_PAGE_SIZE, preloadData } from './MyRecipesPage';

/** A fake recipes API: the list filters by search and category like the server. */
function serveRecipes(recipes: RecipeSummary[]) {
  const server = fakeServer(makeUser({ id: 1 }));
  server.use((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/recipes/categories') return json([...new Set(recipes.map((r) => r.category))]);
    if (url.pathname === '/api/recipes' && request.method === 'GET') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const category = url.searchParams.get('category');
      const rows = recipes.filter((r) => (!search || r.name.toLowerCase().includes(search)) && (!category || r.category === category));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const page = rows.slice(offset, offset + Number(url.searchParams.get('limit') ?? 100));
      return new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json', 'X-Total-Count': String(rows.length) } });
    }
    return undefined;
  });
  return server;
}

describe('MyRecipesPage', () => {
  it('invites a cook without recipes to create the first one', async () => {
    serveRecipes([]);
    renderAt(<MyRecipesPage />, '/recipes');
    expect(screen.getByRole('heading', { name: 'My Recipes' })).toBeTruthy();
    expect(await screen.findByText('No recipes found')).toBeTruthy();
    expect(screen.getByText('Start by creating your first recipe!')).toBeTruthy();
  });

  it('lists recipes, searches on the server, and hints at the filters when nothing matches', async () => {
    const server = serveRecipes([
      makeSummary({ id: 1, name: 'Tomato Soup', slug: 'tomato-soup', category: 'Lunch' }),
      makeSummary({ id: 2, name: 'Pancakes', slug: 'pancakes', category: 'Breakfast' }),
    ]);
    renderAt(<MyRecipesPage />, '/recipes');
    expect(await screen.findByRole('link', { name: 'Tomato Soup' })).toBeTruthy();
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(2);

    fireEvent.change(screen.getByPlaceholderText('Search recipes...'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No recipes found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeTruthy();
    expect(server.requests.some((r) => new URL(r.url).searchParams.get('search') === 'zzz')).toBe(true);

    fireEvent.change(screen.getByPlaceholderText('Search recipes...'), { target: { value: 'pan' } });
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(1));
    expect(within(screen.getByTestId('recipe-card')).getByRole('link', { name: 'Pancakes' }).getAttribute('href')).toBe('/recipes/pancakes/2');
  });

  it('shows a large collection a page at a time', async () => {
    const total = RECIPES_PAGE_SIZE + 5;
    serveRecipes(Array.from({ length: total }, (_, i) => makeSummary({ id: i + 1, name: `Recipe ${i + 1}`, slug: `recipe-${i + 1}` })));
    renderAt(<MyRecipesPage />, '/recipes');
    const paging = (await screen.findByText(`Showing ${RECIPES_PAGE_SIZE} of ${total} recipes`)).parentElement!;
    // the first cards at once, the rest of the page a few at a time (useProgressive)
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(RECIPES_PAGE_SIZE), { timeout: 10_000 });

    // Role queries within the paging row and the last card: over the whole grid of 48 cards, jsdom computes
    // every element's style and accessible name, which takes seconds on a busy machine.
    fireEvent.click(within(paging).getByRole('button', { name: 'Show more recipes' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(total), { timeout: 10_000 });
    expect(within(screen.getAllByTestId('recipe-card')[total - 1]).getByRole('link', { name: `Recipe ${total}` })).toBeTruthy();
    expect(screen.getByText(`Showing ${total} of ${total} recipes`)).toBeTruthy();
    expect(screen.queryByText('Show more recipes')).toBeNull();
  });

  it('offers manual creation and photo creation in the New Recipe dialog', async () => {
    serveRecipes([]);
    renderAt(<MyRecipesPage />, '/recipes');
    fireEvent.click(screen.getAllByRole('button', { name: 'New Recipe' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Manual Creation')).toBeTruthy();
    expect(within(dialog).getByText('Create recipes from scratch')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Start Creating' }).getAttribute('href')).toBe('/create-recipe');
    expect(within(dialog).getByText('Photo Upload Creation')).toBeTruthy();
    expect(within(dialog).getByText('Upload photos of recipes')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Recipe Image' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Recipe Photo' })).toBeTruthy();
  });

  it('favourites a recipe with a toast and refetches the list', async () => {
    const server = serveRecipes([makeSummary({ id: 5, name: 'Pancakes', slug: 'pancakes' })]);
    server.use((request) =>
      new URL(request.url).pathname === '/api/recipes/5/favorite' ? json({ ...makeSummary({ id: 5 }), isFavorite: true }) : undefined,
    );
    renderAt(<MyRecipesPage />, '/recipes');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Added to favorites')).toBeTruthy();
    const listCalls = () => server.requests.filter((r) => new URL(r.url).pathname === '/api/recipes').length;
    await waitFor(() => expect(listCalls()).toBeGreaterThanOrEqual(2));
  });

  it("starts loading the first cards' pictures as soon as the first page arrives, before the screen renders", async () => {
    const stored = `/media/${'a'.repeat(64)}.jpg`;
    serveRecipes([
      makeSummary({ id: 6, name: 'Tomato Soup', category: 'Lunch', imageUrl: null }),
      makeSummary({ id: 5, name: 'Roast Chicken', category: 'Dinner', imageUrl: stored }),
      makeSummary({ id: 4, name: 'Pancakes', category: 'Breakfast', imageUrl: null }),
      makeSummary({ id: 3, name: 'Brownies', category: 'Dessert', imageUrl: null }),
      makeSummary({ id: 2, name: 'Bruschetta', category: 'Appetizer', imageUrl: null }),
      makeSummary({ id: 1, name: 'Lemonade', category: 'Drink', imageUrl: null }),
    ]);
    const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
    try {
      await preloadData();
      // A 1024 px window shows two rows of two cards first: their pictures, the stored one's card-size copy.
      expect(preloaded()).toEqual([
        '/images/categories/lunch.webp',
        `/media/${'a'.repeat(64)}.w480.jpg`,
        '/images/categories/breakfast.webp',
        '/images/categories/dessert.webp',
      ]);
      expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('fetchpriority')).toBe('high');
    } finally {
      for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]')) link.remove();
    }
  });

  it("opens 'Import recipes' beside New Recipe", async () => {
    serveRecipes([]);
    renderAt(<MyRecipesPage />, '/recipes');
    const header = screen.getByRole('banner');
    const buttons = within(header).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Import recipes', 'New Recipe']);
    fireEvent.click(buttons[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Import recipes' });
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(true);
  });

  it('says how far an import under way is, and reads the recipes again once it has ended', async () => {
    const server = serveRecipes([makeSummary({ id: 5, name: 'Pancakes', slug: 'pancakes' })]);
    const running = makeImport({ id: 5, status: 'running', total: 10, processed: 3 });
    const imports = inTurn(
      () => listAnswer([summaryOf(running)], 2),
      () => listAnswer([summaryOf({ ...running, status: 'done', processed: 10, imported: 10 })], 2),
    );
    server.use((request) => (new URL(request.url).pathname === '/api/imports' ? imports() : undefined));
    renderAt(<MyRecipesPage />, '/recipes');
    expect(await screen.findByRole('link', { name: 'Pancakes' })).toBeTruthy();
    const notice = (await screen.findByText('Importing recipes: 3 of 10')).closest<HTMLElement>('.MuiAlert-root')!;
    expect(within(notice).getByRole('link', { name: 'View progress' }).getAttribute('href')).toBe('/imports/5');
    expect(new URL(server.requests.find((r) => new URL(r.url).pathname === '/api/imports')!.url).searchParams.get('limit')).toBe('1');

    const listCalls = () => server.requests.filter((r) => new URL(r.url).pathname === '/api/recipes').length;
    const before = listCalls();
    // Asked again 2 s later: done.
    await waitFor(() => expect(screen.queryByText(/^Importing recipes/)).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('shows no notice when the newest import has ended', async () => {
    const server = serveRecipes([]);
    server.use((request) =>
      new URL(request.url).pathname === '/api/imports' ? answer([summaryOf(makeImport({ status: 'done', processed: 3 }))])() : undefined,
    );
    renderAt(<MyRecipesPage />, '/recipes');
    expect(await screen.findByText('No recipes found')).toBeTruthy();
    await waitFor(() => expect(server.requests.some((r) => new URL(r.url).pathname === '/api/imports')).toBe(true));
    expect(screen.queryByText(/^Importing recipes/)).toBeNull();
  });
});
