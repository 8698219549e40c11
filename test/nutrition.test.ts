import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/recipe/calculate-nutrition (built-in nutrient table)', () => {
  it('answers per-serving facts in the spec shape and lists the lines it could not match', async () => {
    const { browser } = await signedInBrowser(t);
    const response = await browser
      .post('/api/recipe/calculate-nutrition')
      .send({ ingredients: ['200 g rolled oats', '500 ml milk', '2 tbsp honey', '1 cup unobtainium'], servings: 2 })
      .expect(200);
    const facts = response.body.nutritionFacts as Record<string, string>;
    expect(Object.keys(facts)).toEqual(expect.arrayContaining(['calories', 'protein', 'carbs', 'fat', 'fiber']));
    expect(facts.calories).toMatch(/^\d+ kcal$/);
    const calories = Number.parseInt(facts.calories, 10);
    // 200 g oats ≈ 760 kcal, 500 ml whole milk ≈ 310 kcal, 2 tbsp honey ≈ 130 kcal → ≈ 600 per serving.
    expect(calories).toBeGreaterThan(520);
    expect(calories).toBeLessThan(680);
    expect(response.body.unmatched).toEqual(['1 cup unobtainium']);
  });

  it('halves the per-serving values when the servings double', async () => {
    const { browser } = await signedInBrowser(t);
    const lines = ['2 eggs', '30 g butter', '2 slices bread'];
    const one = await browser.post('/api/recipe/calculate-nutrition').send({ ingredients: lines, servings: 1 }).expect(200);
    const two = await browser
      .post('/api/recipe/calculate-nutrition')
      .send({ ingredients: lines.join('\n'), servings: 2 })
      .expect(200);
    const kcal = (body: { nutritionFacts: { calories: string } }) => Number.parseInt(body.nutritionFacts.calories, 10);
    expect(Math.abs(kcal(one.body) / 2 - kcal(two.body))).toBeLessThanOrEqual(1);
  });

  it.each([
    [{ ingredients: [], servings: 2 }, 'Ingredients list cannot be empty'],
    [{ ingredients: ['  ', ''], servings: 2 }, 'Ingredients list cannot be empty'],
    [{ ingredients: ['1 egg'], servings: 0 }, 'Servings must be a positive number'],
    [{ ingredients: ['1 egg'], servings: 'many' }, 'Servings must be a positive number'],
  ])('refuses %j with "%s"', async (body, message) => {
    const { browser } = await signedInBrowser(t);
    const response = await browser.post('/api/recipe/calculate-nutrition').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });
});

describe('nutrition facts of recipes saved without them', () => {
  const calculate = async (browser: ReturnType<TestApp['browser']>, ingredients: string[], servings: number) =>
    (await browser.post('/api/recipe/calculate-nutrition').send({ ingredients, servings }).expect(200)).body.nutritionFacts;

  it('computes them on create exactly as the Calculate button would, and keeps facts that were sent', async () => {
    const { browser } = await signedInBrowser(t);
    const ingredients = ['200 g rolled oats', '500 ml milk', '2 tbsp honey'];
    const created = await browser
      .post('/api/recipes')
      .send(recipeInput({ ingredients, servings: 2, nutritionFacts: null }))
      .expect(201);
    expect(created.body.nutritionFacts).toEqual(await calculate(browser, ingredients, 2));
    expect(created.body.nutritionFacts.calories).toMatch(/^\d+ kcal$/);

    const sent = { calories: '111 kcal', protein: '1g' };
    const kept = await browser
      .post('/api/recipes')
      .send(recipeInput({ ingredients, nutritionFacts: sent }))
      .expect(201);
    expect(kept.body.nutritionFacts).toEqual(sent);
  });

  it('leaves them empty when no ingredient can be matched', async () => {
    const { browser } = await signedInBrowser(t);
    const created = await browser
      .post('/api/recipes')
      .send(recipeInput({ ingredients: ['a pinch of love', '1 cup unobtainium'] }))
      .expect(201);
    expect(created.body.nutritionFacts).toBeNull();
  });

  it('recomputes them when the ingredients or servings change without new facts', async () => {
    const { browser } = await signedInBrowser(t);
    const created = await browser
      .post('/api/recipes')
      .send(recipeInput({ ingredients: ['2 eggs'], servings: 1 }))
      .expect(201);
    const eggs = created.body.nutritionFacts;

    const more = await browser
      .patch(`/api/recipes/${created.body.id}`)
      .send({ ingredients: ['2 eggs', '30 g butter'] })
      .expect(200);
    expect(more.body.nutritionFacts).toEqual(await calculate(browser, ['2 eggs', '30 g butter'], 1));
    expect(more.body.nutritionFacts).not.toEqual(eggs);

    const shared = await browser.patch(`/api/recipes/${created.body.id}`).send({ servings: 2 }).expect(200);
    expect(shared.body.nutritionFacts).toEqual(await calculate(browser, ['2 eggs', '30 g butter'], 2));

    const renamed = await browser.patch(`/api/recipes/${created.body.id}`).send({ name: 'Buttered eggs' }).expect(200);
    expect(renamed.body.nutritionFacts).toEqual(shared.body.nutritionFacts);

    const manual = { calories: '999 kcal' };
    const typed = await browser
      .patch(`/api/recipes/${created.body.id}`)
      .send({ ingredients: ['3 eggs'], nutritionFacts: manual })
      .expect(200);
    expect(typed.body.nutritionFacts).toEqual(manual);
  });
});
