import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOT_SAVED_OFFLINE } from '../../../api/online';
import { dropWhenOffline, setOnline } from '../../../test/connection';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import type { PublicRecipeCard } from '../api';
import { PUBLIC_PAGE_SIZE } from '../hooks/useCommunity';
import { makePublicCard } from '../testFixtures';
import PublicRecipesPage from './PublicRecipesPage';

/** A fake public-recipes API: category filter, keyset pages of `limit` with X-Next-Cursor. */
function servePublic(recipes: PublicRecipeCard[], user = makeUser({ id: 99, username: 'someone_else' })) {
  const server = fakeServer(user);
  server.use((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/public-recipes/categories') return json([...new Set(recipes.map((r) => r.category))].sort());
    if (url.pathname === '/api/public-recipes') {
      const category = url.searchParams.get('category');
      const rows = recipes.filter((r) => !category || r.category === category);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 24);
      const page = rows.slice(start, start + limit);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (start + limit < rows.length) headers['X-Next-Cursor'] = String(start + limit);
      return new Response(JSON.stringify(page), { headers });
    }
    return undefined;
  });
  return server;
}

const card = (name: string) => screen.getByRole('link', { name }).closest('[data-testid="recipe-card"]') as HTMLElement;

describe('PublicRecipesPage', () => {
  it('shows each card with its author line, verified badge, rating and facts', async () => {
    servePublic([
      makePublicCard({
        id: 1,
        name: 'Tomato Soup',
        slug: 'tomato-soup',
        source: 'User-created',
        username: 'chef_marco',
        isModerated: true,
        averageRating: 4.25,
        totalRatings: 12,
      }),
      makePublicCard({ id: 2, name: 'Pancakes', slug: 'pancakes', source: 'Photo-added', username: 'nonna_rosa', category: 'Breakfast' }),
      makePublicCard({
        id: 3,
        name: 'Robot Stew',
        slug: 'robot-stew',
        source: 'AI-generated',
        username: 'ada_cooks',
        averageRating: 5,
        totalRatings: 1,
      }),
      makePublicCard({ id: 4, name: 'Grandma Pie', slug: 'grandma-pie', source: 'Saved from chef_marco', username: 'ada_cooks' }),
    ]);
    renderAt(<PublicRecipesPage />, '/public-recipes');
    expect(screen.getByRole('heading', { level: 1, name: 'Community Recipes' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Tomato Soup' });
    expect(document.title).toBe('Community Recipes · Savor');

    const soup = card('Tomato Soup');
    expect(within(soup).getByRole('link', { name: 'Tomato Soup' }).getAttribute('href')).toBe('/recipes/tomato-soup/1');
    expect(within(soup).getByTestId('recipe-attribution').textContent).toBe('By chef_marco');
    expect(within(soup).getByRole('link', { name: 'chef_marco' }).getAttribute('href')).toBe('/user/chef_marco');
    expect(within(soup).getByTestId('verified-badge').textContent).toBe('Verified');
    expect(within(soup).getByTestId('rating-summary').textContent).toBe('4.3 (12 ratings)');
    expect(within(soup).getByText('45 mins')).toBeTruthy();
    expect(within(soup).getByText('weeknight')).toBeTruthy();

    const pancakes = card('Pancakes');
    expect(within(pancakes).getByTestId('recipe-attribution').textContent).toBe('Added by nonna_rosa');
    expect(within(pancakes).getByRole('link', { name: 'nonna_rosa' }).getAttribute('href')).toBe('/user/nonna_rosa');
    expect(within(pancakes).queryByTestId('verified-badge')).toBeNull();
    expect(within(pancakes).getByTestId('rating-summary').textContent).toBe('No ratings yet');

    const stew = card('Robot Stew');
    expect(within(stew).getByTestId('recipe-attribution').textContent).toBe('By Savorus');
    expect(within(stew).queryByRole('link', { name: /ada_cooks|Savorus/ })).toBeNull();
    expect(within(stew).getByTestId('rating-summary').textContent).toBe('5.0 (1 rating)');

    expect(within(card('Grandma Pie')).getByTestId('recipe-attribution').textContent).toBe('Saved from chef_marco');
  });

  it('filters by category with tabs and All Recipes', async () => {
    const server = servePublic([
      makePublicCard({ id: 1, name: 'Tomato Soup', slug: 'tomato-soup', category: 'Lunch' }),
      makePublicCard({ id: 2, name: 'Pancakes', slug: 'pancakes', category: 'Breakfast' }),
    ]);
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as never;
    try {
      renderAt(<PublicRecipesPage />, '/public-recipes');
      await screen.findByRole('link', { name: 'Pancakes' });
      expect(screen.getByRole('tab', { name: 'All Recipes' }).getAttribute('aria-selected')).toBe('true');
      fireEvent.click(await screen.findByRole('tab', { name: 'Breakfast' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Tomato Soup' })).toBeNull());
      expect(screen.getByRole('link', { name: 'Pancakes' })).toBeTruthy();
      expect(server.requests.some((r) => new URL(r.url).searchParams.get('category') === 'Breakfast')).toBe(true);
      fireEvent.click(screen.getByRole('tab', { name: 'All Recipes' }));
      expect(await screen.findByRole('link', { name: 'Tomato Soup' })).toBeTruthy();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('loads the next page with the cursor of the last one', async () => {
    const total = PUBLIC_PAGE_SIZE + 3;
    const server = servePublic(
      Array.from({ length: total }, (_, i) => makePublicCard({ id: i + 1, name: `Recipe ${i + 1}`, slug: `recipe-${i + 1}` })),
    );
    renderAt(<PublicRecipesPage />, '/public-recipes');
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(PUBLIC_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(total));
    expect(server.requests.some((r) => new URL(r.url).searchParams.get('cursor') === String(PUBLIC_PAGE_SIZE))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('invites cooks to share when nothing is public yet', async () => {
    servePublic([]);
    renderAt(<PublicRecipesPage />, '/public-recipes');
    expect(await screen.findByRole('heading', { name: 'No public recipes available yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Recipes' }).getAttribute('href')).toBe('/recipes');
  });

  it('says so on the page and in a toast when the recipes cannot load', async () => {
    const server = fakeServer(null);
    server.use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/public-recipes/categories') return json([]);
      if (pathname === '/api/public-recipes') return json({ message: 'Database unavailable' }, 503);
      return undefined;
    });
    renderAt(<PublicRecipesPage />, '/public-recipes');
    expect(await screen.findByText('Error loading public recipes...')).toBeTruthy();
    expect(await screen.findByText('Failed to load public recipes')).toBeTruthy();
    // retried once before giving up (spec document 2 §9)
    expect(server.requests.filter((r) => new URL(r.url).pathname === '/api/public-recipes')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('PublicRecipesPage offline', () => {
  afterEach(() => setOnline(true));

  it("says the listing is not saved on this device, with 'Try again' that loads it online", async () => {
    setOnline(false);
    servePublic([makePublicCard({ id: 1, name: 'Tomato Soup', slug: 'tomato-soup' })]);
    dropWhenOffline();
    renderAt(<PublicRecipesPage />, '/public-recipes');
    expect(await screen.findByRole('heading', { name: NOT_SAVED_OFFLINE })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading public recipes' })).toBeNull();

    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tomato Soup' })).toBeTruthy();
  });
});
