import { fixturePhoto, nextcloudExport } from '../../../../../test/support/collection-files.js';
import { readCollection } from '../../adapters/archive/read-collection.js';

describe('Nextcloud Cookbook', () => {
  it('reads its zipped folders: recipe.json (schema.org) with full.jpg beside it', async () => {
    const photo = await fixturePhoto();
    const collection = await readCollection(
      'Recipes.zip',
      await nextcloudExport([
        {
          name: 'Pad Thai',
          description: 'Sweet, sour &amp; salty noodles.',
          url: 'https://example.net/pad-thai',
          image: 'https://example.net/pad-thai.jpg',
          prepTime: 'PT20M',
          cookTime: 'PT10M',
          totalTime: null,
          recipeCategory: 'Main Course',
          keywords: 'noodles,thai, quick',
          recipeYield: 2,
          recipeIngredient: ['200 g rice noodles', '2 eggs', '2 tbsp fish sauce'],
          recipeInstructions: ['Soak the noodles.', 'Scramble the eggs in a hot wok.', 'Toss everything with the sauce.'],
          nutrition: { '@type': 'NutritionInformation', calories: '610 kcal', proteinContent: '24 g', sugarContent: '12 g' },
          photo,
        },
        { name: 'Toast', recipeIngredient: ['1 slice bread'], recipeInstructions: ['Toast it.'] },
      ]),
    );

    expect(collection.format).toBe('nextcloud');
    expect(collection.items.map((item) => item.label)).toEqual(['Pad Thai', 'Toast']);
    expect(await collection.items[0].read()).toEqual({
      name: 'Pad Thai',
      description: 'Sweet, sour & salty noodles.',
      ingredients: ['200 g rice noodles', '2 eggs', '2 tbsp fish sauce'],
      instructions: ['Soak the noodles.', 'Scramble the eggs in a hot wok.', 'Toss everything with the sauce.'],
      cookTime: 10,
      prepTime: 20,
      totalTime: null,
      servings: 2,
      yield: null,
      categories: ['Main Course'],
      tags: ['noodles', 'thai', 'quick'],
      tips: [],
      sourceUrl: 'https://example.net/pad-thai',
      nutrition: { calories: '610 kcal', protein: '24 g', sugar: '12 g' },
      photo,
    });
    expect(await collection.items[1].read()).toMatchObject({ name: 'Toast', photo: null, cookTime: null });
  });
});
