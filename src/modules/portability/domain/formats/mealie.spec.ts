import { fixturePhoto, mealieExport, mealieRecipeZip, type MealieRecipeFixture } from '../../../../../test/support/collection-files.js';
import { readCollection } from '../../adapters/archive/read-collection.js';

describe('Mealie', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await fixturePhoto('webp');
  });

  const ingredient = (fields: Record<string, unknown>) => ({
    quantity: 0,
    unit: null,
    food: null,
    note: '',
    referenceId: crypto.randomUUID(),
    ...fields,
  });

  const pie = (): MealieRecipeFixture => ({
    name: 'Chicken Pot Pie',
    description: 'Creamy filling under a <em>flaky</em> crust.',
    recipeYield: '6 servings',
    recipeServings: 0,
    totalTime: '1 hour 30 minutes',
    prepTime: '30 minutes',
    performTime: '1 hour',
    recipeCategory: [{ id: 'c1', name: 'Dinner', slug: 'dinner' }],
    tags: [
      { id: 't1', name: 'Comfort Food', slug: 'comfort-food' },
      { id: 't2', name: 'Chicken', slug: 'chicken' },
    ],
    recipeIngredient: [
      ingredient({ title: 'Filling', display: '500 g chicken thighs', note: 'chicken thighs', quantity: 500 }),
      ingredient({ display: '2 carrots, diced', originalText: '2 carrots, diced' }),
      ingredient({ title: 'For the crust:', display: '', quantity: 1, unit: { name: 'sheet' }, food: { name: 'puff pastry' }, note: 'thawed' }),
    ],
    recipeInstructions: [
      { id: 's1', title: 'Filling', text: 'Brown the chicken.\nAdd the carrots and stock; simmer 20 minutes.', ingredientReferences: [] },
      { id: 's2', title: 'Baking', text: 'Cover with pastry and bake at 200&deg;C for 30 minutes.', ingredientReferences: [] },
    ],
    notes: [
      { title: 'Make ahead', text: 'The filling keeps 2 days.' },
      { title: '', text: 'Use leftover turkey at Christmas.' },
    ],
    orgURL: 'https://example.com/chicken-pot-pie',
    nutrition: {
      calories: '540',
      proteinContent: '32 g',
      fatContent: '28 g',
      carbohydrateContent: '38 g',
      fiberContent: null,
      sodiumContent: '900 mg',
    },
    photo,
  });

  const expected = () => ({
    name: 'Chicken Pot Pie',
    description: 'Creamy filling under a flaky crust.',
    ingredients: ['Filling:', '500 g chicken thighs', '2 carrots, diced', 'For the crust:', '1 sheet puff pastry thawed'],
    instructions: ['Brown the chicken.', 'Add the carrots and stock; simmer 20 minutes.', 'Cover with pastry and bake at 200°C for 30 minutes.'],
    cookTime: 60,
    prepTime: 30,
    totalTime: 90,
    servings: 6,
    yield: null,
    categories: ['Dinner'],
    tags: ['Comfort Food', 'Chicken'],
    tips: ['Make ahead: The filling keeps 2 days.', 'Use leftover turkey at Christmas.'],
    sourceUrl: 'https://example.com/chicken-pot-pie',
    nutrition: { calories: '540', protein: '32 g', fat: '28 g', carbs: '38 g', sodium: '900 mg' },
    photo,
  });

  it('reads its data export (snake_case keys, recipes/<slug>/<slug>.json, images/original.webp)', async () => {
    const collection = await readCollection(
      'mealie_2025.03.01.zip',
      await mealieExport([
        pie(),
        { name: 'Green Salad', recipeIngredient: [ingredient({ display: '1 lettuce' })], recipeInstructions: [{ text: 'Toss.' }] },
      ]),
    );

    expect(collection.format).toBe('mealie');
    expect(collection.items.map((item) => item.label)).toEqual(['chicken-pot-pie', 'green-salad']);
    expect(await collection.items[0].read()).toEqual(expected());
    expect(await collection.items[1].read()).toMatchObject({ name: 'Green Salad', ingredients: ['1 lettuce'], instructions: ['Toss.'], photo: null });
  });

  it("reads one recipe's zip (camelCase keys, <slug>.json and original.webp)", async () => {
    const collection = await readCollection('chicken-pot-pie.zip', await mealieRecipeZip(pie()));

    expect(collection.format).toBe('mealie');
    expect(await collection.items[0].read()).toEqual(expected());
  });

  it('takes servings from recipeServings when set, preparation and cooking without a total, and the yield as text', async () => {
    const collection = await readCollection(
      'export.zip',
      await mealieExport([{ ...pie(), recipeServings: 4, recipeYield: '2 pies', totalTime: null, prepTime: 'PT15M', performTime: '45 minutes' }]),
    );

    expect(await collection.items[0].read()).toMatchObject({ servings: 4, prepTime: 15, cookTime: 45, totalTime: null, yield: '2 pies' });
  });
});
