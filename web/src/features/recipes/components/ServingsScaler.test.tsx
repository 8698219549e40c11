import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderRoutes } from '../../../test/render';
import RecipePrintPage from '../routes/RecipePrintPage';
import RecipeDetailPage from '../routes/RecipeDetailPage';
import { makeRecipe } from '../testFixtures';

const RECIPE = makeRecipe({
  id: 42,
  userId: 1,
  servings: 4,
  ingredients: ['1 1/2 cups flour', '½ tsp salt', '2-3 tbsp olive oil', '1 pinch nutmeg', '1 can chickpeas', 'salt to taste'],
  instructions: ['Mix.', 'Bake.'],
  tips: ['Sift the flour.'],
  nutritionFacts: { calories: '420 kcal', protein: '12g' },
});

function serve() {
  const server = fakeServer(makeUser({ id: 1 }));
  server.use((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/recipes/42' && request.method === 'GET') return json(RECIPE);
    if (/^\/api\/(users\/\d+|recipes\/42\/(comments|photos|ratings))/.test(pathname)) return json([]);
    return undefined;
  });
  return server;
}

const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('servings and units on the recipe page', () => {
  it('scales every quantity with kitchen fractions and converts to metric and US where safe', async () => {
    serve();
    const { router } = renderRoutes([{ path: '/recipes/:slug/:id', element: <RecipeDetailPage /> }], '/recipes/lemon-garlic-roast-chicken/42');
    const list = await screen.findByTestId('ingredient-list');
    expect(lines(list)).toEqual(RECIPE.ingredients);
    expect(screen.getByTestId('servings-value').textContent).toBe('4');

    fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
    fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByTestId('servings-value').textContent).toBe('6');
    expect(screen.getByText('(recipe makes 4)')).toBeTruthy();
    expect(lines(list)).toEqual(['2¼ cups flour', '¾ tsp salt', '3-4½ tbsp olive oil', '1½ pinches nutmeg', '1½ cans chickpeas', 'salt to taste']);

    fireEvent.click(screen.getByRole('button', { name: 'Metric' }));
    expect(screen.getByRole('button', { name: 'Metric' }).getAttribute('aria-pressed')).toBe('true');
    expect(lines(list)).toEqual(['540 ml flour', '¾ tsp salt', '3-4½ tbsp olive oil', '1½ pinches nutmeg', '1½ cans chickpeas', 'salt to taste']);

    fireEvent.click(screen.getByRole('button', { name: 'As written' }));
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(screen.getByTestId('servings-value').textContent).toBe('2');
    expect(lines(list)).toEqual(['¾ cup flour', '¼ tsp salt', '1-1½ tbsp olive oil', '½ pinch nutmeg', '½ can chickpeas', 'salt to taste']);
    fireEvent.click(screen.getByRole('button', { name: 'Fewer servings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(screen.getByTestId('servings-value').textContent).toBe('1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Fewer servings' }).disabled).toBe(true);

    // Nutrition stays per serving; print and cooking mode carry on with the choice, which the page's own
    // address keeps for the way back.
    expect(screen.getByText('420 kcal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe(
      '/recipes/lemon-garlic-roast-chicken/42/print?servings=1&units=original',
    );
    expect(screen.getByRole('link', { name: 'Start Cooking' }).getAttribute('href')).toBe(
      '/recipes/lemon-garlic-roast-chicken/42/follow?servings=1&units=original',
    );
    expect(router.state.location.search).toBe('?servings=1&units=original');
  });
});

describe('the print view', () => {
  it('prints name, servings, scaled ingredients, steps, tips and nutrition per serving', async () => {
    serve();
    renderRoutes(
      [{ path: '/recipes/:slug/:id/print', element: <RecipePrintPage /> }],
      '/recipes/lemon-garlic-roast-chicken/42/print?servings=8&units=us',
    );
    expect(await screen.findByRole('heading', { level: 1, name: RECIPE.name })).toBeTruthy();
    expect(screen.getByTestId('print-facts').textContent).toContain('Serves 8');
    expect(lines(screen.getByTestId('print-ingredients'))).toEqual([
      '3 cups flour',
      '1 tsp salt',
      '4-6 tbsp olive oil',
      '2 pinches nutmeg',
      '2 cans chickpeas',
      'salt to taste',
    ]);
    expect(screen.getByText('Mix.')).toBeTruthy();
    expect(screen.getByText('Sift the flour.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nutrition per serving' })).toBeTruthy();
    expect(screen.getByText('420 kcal')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to recipe' }).getAttribute('href')).toBe('/recipes/lemon-garlic-roast-chicken/42');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
