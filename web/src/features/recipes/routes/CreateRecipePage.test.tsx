import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OFFLINE_REASON } from '../../../api/online';
import { dropWhenOffline, setOnline } from '../../../test/connection';
import { fakeServer, json, makeUser, renderAt, type FakeServer } from '../../../test/render';
import CreateRecipePage from './CreateRecipePage';

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}
function typeNumber(label: RegExp, value: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });
}

describe('CreateRecipePage', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = fakeServer(makeUser());
  });

  it('shows the spec validation messages and sends nothing', async () => {
    renderAt(<CreateRecipePage />, '/create-recipe');
    typeNumber(/Servings/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe' }));

    expect(await screen.findByText('Recipe name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Cook time must be at least 1 minute')).toBeTruthy();
    expect(screen.getByText('Servings must be at least 1')).toBeTruthy();
    expect(screen.getByText('At least one ingredient is required')).toBeTruthy();
    expect(screen.getByText('At least one instruction is required')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the optional prep and total times and the yield, trimmed, and checks the times', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(async (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/recipes') {
        body = (await request.json()) as Record<string, unknown>;
        return json({ id: 9, name: 'Oat Cookies', slug: 'oat-cookies' }, 201);
      }
      return undefined;
    });
    renderAt(<CreateRecipePage />, '/create-recipe');
    expect(screen.getByRole('spinbutton', { name: 'Prep Time (minutes)' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Total Time (minutes)' })).toBeTruthy();
    type(/Recipe Name/, 'Oat Cookies');
    type(/Description/, 'Chewy.');
    typeNumber(/Prep Time/, '0');
    typeNumber(/Cook Time/, '12');
    typeNumber(/Total Time/, '-5');
    type(/Yield/, '  Makes 12 cookies ');
    type(/Ingredients/, '100 g oats');
    type(/Instructions/, 'Bake.');
    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByText('Prep time must be at least 1 minute')).toBeTruthy();
    expect(screen.getByText('Total time must be at least 1 minute')).toBeTruthy();
    expect(body).toBeUndefined();

    typeNumber(/Prep Time/, '15');
    typeNumber(/Total Time/, '40');
    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByText('Recipe created!')).toBeTruthy();
    expect(body).toMatchObject({ prepTime: 15, cookTime: 12, totalTime: 40, yield: 'Makes 12 cookies' });
  });

  it('checks ingredients and servings before calculating nutrition, and reports a failed calculation', async () => {
    renderAt(<CreateRecipePage />, '/create-recipe');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Nutrition' }));
    expect(await screen.findByText('Ingredients Required')).toBeTruthy();
    expect(screen.getByText('Please add ingredients to calculate nutrition facts.')).toBeTruthy();

    type(/Ingredients/, '2 eggs');
    typeNumber(/Servings/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Nutrition' }));
    expect(await screen.findByText('Servings Required')).toBeTruthy();
    expect(screen.getByText('Please set a valid number of servings (at least 1).')).toBeTruthy();

    typeNumber(/Servings/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Nutrition' }));
    expect(await screen.findByText('Calculation Failed')).toBeTruthy();
    expect(screen.getByText('Unable to calculate nutrition facts. Please try again.')).toBeTruthy();
  });

  it('shows calculated nutrition facts per serving', async () => {
    server.use(async (request) => {
      if (new URL(request.url).pathname !== '/api/recipe/calculate-nutrition') return undefined;
      expect(await request.json()).toEqual({ ingredients: ['2 eggs', '1 cup rice'], servings: 2 });
      return json({
        nutritionFacts: { calories: '512 kcal', protein: '34g', carbs: '41g', fat: '22g', fiber: '6g' },
        unmatched: ['pinch of love'],
        calculatedBy: 'table',
      });
    });
    renderAt(<CreateRecipePage />, '/create-recipe');
    type(/Ingredients/, '2 eggs\n\n1 cup rice');
    typeNumber(/Servings/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Nutrition' }));
    expect(await screen.findByText('Nutrition Facts Calculated')).toBeTruthy();
    expect(screen.getByText('512 kcal')).toBeTruthy();
    expect(screen.getByText('6g')).toBeTruthy();
    expect(screen.getByText(/Not counted \(no nutrient data\): pinch of love/)).toBeTruthy();
    expect(screen.getByText('Per serving. Calculated from a nutrient table of common ingredients, so values may vary.')).toBeTruthy();
  });

  it('says when the nutrition facts were calculated using AI', async () => {
    server.use((request) =>
      new URL(request.url).pathname === '/api/recipe/calculate-nutrition'
        ? json({ nutritionFacts: { calories: '480 kcal', protein: '30g', carbs: '40g', fat: '20g', fiber: '5g' }, unmatched: [], calculatedBy: 'ai' })
        : undefined,
    );
    renderAt(<CreateRecipePage />, '/create-recipe');
    type(/Ingredients/, '2 eggs');
    typeNumber(/Servings/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Nutrition' }));
    expect(await screen.findByText('Per serving. Calculated using AI, so values may vary.')).toBeTruthy();
    expect(screen.getByText('480 kcal')).toBeTruthy();
  });

  it.each([
    [true, '1 ticket, AI estimate'],
    [false, 'Free, from the built-in nutrient table'],
  ])('says beside Calculate Nutrition what it costs (AI nutrition configured: %s)', async (nutrition, caption) => {
    server.use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/assistant/capabilities') return json({ chat: true, vision: false, images: false, nutrition });
      if (pathname === '/api/tickets/costs') return json([{ feature: 'ai_nutrition', cost: 1, description: 'AI nutrition' }]);
      return undefined;
    });
    renderAt(<CreateRecipePage />, '/create-recipe');
    expect((await screen.findByTestId('nutrition-cost')).textContent).toBe(caption);
  });

  it('asks for a name before generating an image', async () => {
    renderAt(<CreateRecipePage />, '/create-recipe');
    fireEvent.click(screen.getByRole('button', { name: 'Generate image' }));
    expect(await screen.findByText('Recipe Name Required')).toBeTruthy();
    expect(screen.getByText('Please enter a recipe name to generate an image.')).toBeTruthy();
  });

  it('sends the recipe with lines and tags split, then goes home', async () => {
    let body: unknown;
    server.use(async (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/recipes') {
        body = await request.json();
        return json({ id: 9, name: 'Tomato Soup', slug: 'tomato-soup' }, 201);
      }
      return undefined;
    });
    renderAt(<CreateRecipePage />, '/create-recipe');
    type(/Recipe Name/, '  Tomato Soup ');
    type(/Description/, 'Silky and bright.');
    typeNumber(/Cook Time/, '30');
    type(/Ingredients/, '6 tomatoes\n\n 1 onion \n2 cups stock');
    type(/Instructions/, 'Roast the tomatoes.\nBlend with the stock.');
    type(/Tags/, 'soup, vegetarian , ,quick');
    type(/Tips/, 'Use ripe tomatoes.\n');
    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe' }));

    expect(await screen.findByText('Recipe created!')).toBeTruthy();
    expect(screen.getByText('Tomato Soup has been added to your recipes.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(body).toEqual({
      name: 'Tomato Soup',
      description: 'Silky and bright.',
      prepTime: null,
      cookTime: 30,
      totalTime: null,
      servings: 4,
      yield: null,
      difficulty: 'Medium',
      category: 'Main Dish',
      ingredients: ['6 tomatoes', '1 onion', '2 cups stock'],
      instructions: ['Roast the tomatoes.', 'Blend with the stock.'],
      tags: ['soup', 'vegetarian', 'quick'],
      tips: ['Use ripe tomatoes.'],
      nutritionFacts: null,
      imageUrl: null,
      source: 'User-created',
      isFavorite: false,
    });
    expect(body).not.toHaveProperty('useAiGeneratedImage');
  });

  it("shows the server's message when creating fails", async () => {
    server.use((request) =>
      request.method === 'POST' && new URL(request.url).pathname === '/api/recipes' ? json({ message: 'Recipe name is required' }, 400) : undefined,
    );
    renderAt(<CreateRecipePage />, '/create-recipe');
    type(/Recipe Name/, 'Soup');
    type(/Description/, 'Warm');
    typeNumber(/Cook Time/, '10');
    type(/Ingredients/, 'water');
    type(/Instructions/, 'boil');
    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByText('Failed to create recipe')).toBeTruthy();
    expect(screen.getByText('Recipe name is required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Recipe' })).toBeTruthy();
  });

  describe('offline', () => {
    afterEach(() => setOnline(true));

    it("says 'Calculate Nutrition' and 'Generate image' need a connection, sends nothing, and works again online", async () => {
      server.use((request) =>
        new URL(request.url).pathname === '/api/recipe/generate-image' ? json({ imageUrl: '/media/generated/pie.webp' }) : undefined,
      );
      dropWhenOffline();
      renderAt(<CreateRecipePage />, '/create-recipe');
      type(/Recipe Name/, 'Apple Pie');
      type(/Ingredients/, '2 apples');

      setOnline(false);
      for (const name of ['Calculate Nutrition', 'Generate image']) {
        const button = screen.getByRole('button', { name });
        expect(button.getAttribute('aria-disabled')).toBe('true');
        expect(button.getAttribute('title')).toBe(OFFLINE_REASON);
        fireEvent.click(button);
      }
      expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

      setOnline(true);
      const generate = screen.getByRole('button', { name: 'Generate image' });
      await waitFor(() => expect(generate.getAttribute('aria-disabled')).toBeNull());
      fireEvent.click(generate);
      await waitFor(() => expect(screen.getByRole('img', { name: 'Recipe image preview' }).getAttribute('src')).toContain('pie'));
    });
  });
});
