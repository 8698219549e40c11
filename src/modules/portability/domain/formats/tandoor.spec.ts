import { fixturePhoto, tandoorExport, type TandoorRecipeFixture, tandoorRecipeZip } from '../../../../../test/support/collection-files.js';
import { readCollection } from '../../adapters/archive/read-collection.js';

describe('Tandoor', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await fixturePhoto('png');
  });

  const ingredient = (fields: Record<string, unknown>) => ({
    food: null,
    unit: null,
    amount: '0.000',
    note: '',
    order: 0,
    is_header: false,
    no_amount: false,
    always_use_plural_unit: false,
    always_use_plural_food: false,
    ...fields,
  });
  const food = (name: string) => ({ name, ignore_shopping: false, supermarket_category: null });

  const bread = (): TandoorRecipeFixture => ({
    name: 'Focaccia',
    description: 'Soft, <i>dimpled</i> and salty.',
    keywords: [{ name: 'bread', description: '' }, { name: 'italian' }],
    working_time: 30,
    waiting_time: 120,
    servings: 8,
    servings_text: 'pieces',
    source_url: 'https://example.org/focaccia',
    nutrition: { calories: '210.00', proteins: '6.000', fats: 7.5, carbohydrates: '31.000', source: null },
    steps: [
      {
        name: 'Dough',
        instruction: 'Mix everything into a wet dough.\nLeave to rise for 2 hours.',
        time: 10,
        order: 0,
        show_as_header: true,
        ingredients: [
          ingredient({ is_header: true, note: 'For the dough' }),
          ingredient({ food: food('flour'), unit: { name: 'g' }, amount: '500.000' }),
          ingredient({ food: food('water'), unit: { name: 'ml' }, amount: '0.500', note: 'lukewarm' }),
          ingredient({ food: food('salt'), unit: { name: 'pinch' }, no_amount: true }),
        ],
      },
      {
        name: 'Baking',
        instruction: 'Dimple, drizzle with oil and bake at 220 °C for 25 minutes.',
        time: 25,
        order: 1,
        show_as_header: true,
        ingredients: [ingredient({ is_header: true, note: 'Topping:' }), ingredient({ food: food('olive oil'), unit: { name: 'tbsp' }, amount: 3 })],
      },
    ],
    photo,
    photoType: 'png',
  });

  it('reads its export: a zip of one zip a recipe, each with recipe.json and image.<type>', async () => {
    const collection = await readCollection(
      'export.zip',
      await tandoorExport([bread(), { name: 'Plain Rice', steps: [{ instruction: 'Boil the rice.', ingredients: [] }] }]),
    );

    expect(collection.format).toBe('tandoor');
    expect(collection.items.map((item) => item.label)).toEqual(['Focaccia', 'Plain Rice']);
    expect(await collection.items[0].read()).toEqual({
      name: 'Focaccia',
      description: 'Soft, dimpled and salty.',
      ingredients: ['For the dough:', '500 g flour', '½ ml water, lukewarm', 'salt', 'Topping:', '3 tbsp olive oil'],
      instructions: ['Mix everything into a wet dough.', 'Leave to rise for 2 hours.', 'Dimple, drizzle with oil and bake at 220 °C for 25 minutes.'],
      cookTime: 120,
      prepTime: 30,
      totalTime: null,
      servings: 8,
      yield: '8 pieces',
      categories: [],
      tags: ['bread', 'italian'],
      tips: [],
      sourceUrl: 'https://example.org/focaccia',
      nutrition: { calories: '210 kcal', protein: '6g', fat: '7.5g', carbs: '31g' },
      photo,
    });
    expect(await collection.items[1].read()).toMatchObject({ name: 'Plain Rice', ingredients: [], instructions: ['Boil the rice.'], photo: null });
  });

  it("reads one recipe's zip on its own", async () => {
    const collection = await readCollection('Focaccia.zip', await tandoorRecipeZip(bread()));

    expect(collection.format).toBe('tandoor');
    expect(await collection.items[0].read()).toMatchObject({ name: 'Focaccia', prepTime: 30, cookTime: 120, photo });
  });
});
