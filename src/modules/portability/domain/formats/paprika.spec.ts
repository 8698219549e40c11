import { fixturePhoto, paprikaExport, paprikaRecipeFile } from '../../../../../test/support/collection-files.js';
import { readCollection } from '../../adapters/archive/read-collection.js';
import { CollectionItemError } from '../collection.js';

describe('Paprika', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await fixturePhoto();
  });

  const cake = () => ({
    name: 'Lemon Drizzle Cake',
    description: 'A <b>zesty</b> classic &amp; easy to make.',
    ingredients: 'For the cake:\n225 g butter\n225 g caster sugar\n4 eggs\n\nFor the drizzle:\n1 lemon, juiced\n85 g caster sugar',
    directions: 'Heat the oven to 180°C.\n\nBeat the butter and sugar until pale.\nBake for 45 minutes.',
    notes: 'Keeps for 3 days in a tin.\nFreezes well.',
    servings: 'Serves 8',
    prep_time: '15 mins',
    cook_time: '45 mins',
    total_time: '1 hr 5 mins',
    source: 'BBC Good Food',
    source_url: 'https://www.bbcgoodfood.com/recipes/lemon-drizzle-cake',
    categories: ['Baking', 'Dessert'],
    nutritional_info: 'Calories: 399 kcal\nTotal Fat: 21g\nSaturated fat: 12g\nCarbohydrates: 50g\nSugar: 33g\nProtein: 5g',
    photo,
  });

  it('reads every field of a .paprikarecipes export, photo included', async () => {
    const collection = await readCollection('My Recipes.paprikarecipes', await paprikaExport([cake()]));

    expect(collection.format).toBe('paprika');
    expect(collection.items.map((item) => item.label)).toEqual(['Lemon Drizzle Cake']);
    expect(await collection.items[0].read()).toEqual({
      name: 'Lemon Drizzle Cake',
      description: 'A zesty classic & easy to make.',
      ingredients: ['For the cake:', '225 g butter', '225 g caster sugar', '4 eggs', 'For the drizzle:', '1 lemon, juiced', '85 g caster sugar'],
      instructions: ['Heat the oven to 180°C.', 'Beat the butter and sugar until pale.', 'Bake for 45 minutes.'],
      cookTime: 45,
      prepTime: 15,
      totalTime: 65,
      servings: 8,
      yield: null,
      categories: ['Baking', 'Dessert'],
      tags: [],
      tips: ['Keeps for 3 days in a tin.', 'Freezes well.'],
      sourceUrl: 'https://www.bbcgoodfood.com/recipes/lemon-drizzle-cake',
      nutrition: { calories: '399 kcal', fat: '21g', saturatedFat: '12g', carbs: '50g', sugar: '33g', protein: '5g' },
      photo,
    });
  });

  it('keeps preparation and cooking without a total, and reads servings and the yield from a yield', async () => {
    const collection = await readCollection(
      'export.paprikarecipes',
      await paprikaExport([
        {
          name: 'Oat Cookies',
          ingredients: '100 g oats\n100 g butter',
          directions: 'Mix.\nBake.',
          servings: '12 cookies',
          prep_time: '10 minutes',
          cook_time: '12 min',
        },
      ]),
    );

    const recipe = await collection.items[0].read();
    expect(recipe).toMatchObject({
      name: 'Oat Cookies',
      prepTime: 10,
      cookTime: 12,
      totalTime: null,
      servings: 12,
      yield: '12 cookies',
      photo: null,
      nutrition: null,
      sourceUrl: null,
    });
  });

  it('reads one gzipped .paprikarecipe without being told its format', async () => {
    const collection = await readCollection('Lemon Drizzle Cake.paprikarecipe', paprikaRecipeFile(cake()));

    expect(collection.format).toBe('paprika');
    expect(collection.items).toHaveLength(1);
    expect(await collection.items[0].read()).toMatchObject({ name: 'Lemon Drizzle Cake', photo });
  });

  it('fails a recipe without a name, or without ingredients and steps, and reads the others', async () => {
    const collection = await readCollection(
      'export.paprikarecipes',
      await paprikaExport([cake(), { name: '  ', ingredients: '1 egg' }, { name: 'Just a title' }]),
    );

    const results = await Promise.allSettled(collection.items.map((item) => item.read()));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(results.slice(1).map((result) => (result as PromiseRejectedResult).reason)).toEqual([
      new CollectionItemError('This recipe has no name.'),
      new CollectionItemError('"Just a title" has neither ingredients nor steps.'),
    ]);
  });
});
