import { screen } from '@testing-library/react';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import { FeaturedRecipesCard } from './FeaturedRecipesCard';

function summary(id: number, name: string) {
  return {
    id,
    userId: 1,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: `${name}, the house way.`,
    imageUrl: null,
    cookTime: 20,
    servings: 4,
    difficulty: 'Easy',
    category: 'Dinner',
    tags: [],
    isFavorite: id === 1,
    isPublic: false,
    isModerated: false,
    source: 'Savor Kitchen',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function serve(total: number, rows: ReturnType<typeof summary>[]) {
  const server = fakeServer(makeUser({ id: 1 }));
  server.use((request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/recipes') return undefined;
    expect(url.searchParams.get('limit')).toBe('5');
    return new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) } });
  });
}

describe('FeaturedRecipesCard', () => {
  it('shows the top 4 recipes and says so when there are more', async () => {
    serve(
      7,
      [1, 2, 3, 4, 5].map((i) => summary(i, `Dish ${i}`)),
    );
    renderAt(<FeaturedRecipesCard />);
    expect(await screen.findByRole('link', { name: 'Dish 1' })).toBeTruthy();
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Dish 5' })).toBeNull();
    expect(screen.getByText('Showing top 4 recipes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Recipes' }).getAttribute('href')).toBe('/recipes');
    expect(screen.getAllByText('Savor Kitchen').length).toBeGreaterThan(0);
  });

  it('shows no note with 4 or fewer recipes', async () => {
    serve(2, [summary(1, 'Dish 1'), summary(2, 'Dish 2')]);
    renderAt(<FeaturedRecipesCard />);
    expect(await screen.findByRole('link', { name: 'Dish 2' })).toBeTruthy();
    expect(screen.queryByText('Showing top 4 recipes')).toBeNull();
  });

  it('shows the empty text without recipes', async () => {
    fakeServer(makeUser()).use((request) => (new URL(request.url).pathname === '/api/recipes' ? json([]) : undefined));
    renderAt(<FeaturedRecipesCard />);
    expect(await screen.findByText('No recipes available yet.')).toBeTruthy();
  });
});
