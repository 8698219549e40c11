import { fixturePhoto } from '../../../../../test/support/collection-files.js';
import { savorExport, savorRecipe } from '../../../../../test/support/savor-export-files.js';
import { readCollection } from '../../adapters/archive/read-collection.js';
import type { CollectionRecipe } from '../collection.js';
import { savorRecipeDocument } from './savor.js';

/** The export's fields, back from what the import read. */
function exported({ savor, nutrition, categories: _categories, sourceUrl: _sourceUrl, photo: _photo, ...fields }: CollectionRecipe) {
  return { ...fields, ...savor, nutritionFacts: nutrition };
}

describe("Savor's own export", () => {
  it('is a schema.org Recipe with Savor’s fields under savor:', () => {
    expect(savorRecipeDocument(savorRecipe(), 'images/shakshuka.jpg')).toMatchObject({
      '@context': ['https://schema.org', { savor: 'https://savor.app/ns#' }],
      '@type': 'Recipe',
      identifier: 'shakshuka',
      name: 'Shakshuka',
      image: 'images/shakshuka.jpg',
      recipeIngredient: ['For the sauce:', '2 tbsp olive oil', '1 onion, sliced', '800 g canned tomatoes', 'For serving:', '4 eggs'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: '1. Soften the onion in the oil.' },
        { '@type': 'HowToStep', text: 'Add the tomatoes & simmer for 10 minutes.' },
        { '@type': 'HowToStep', text: 'Crack in the eggs; cover for 6 minutes.' },
      ],
      prepTime: 'PT10M',
      cookTime: 'PT35M',
      totalTime: 'PT50M',
      recipeYield: ['2', 'Two generous plates'],
      recipeCategory: 'Breakfast',
      keywords: ['eggs', 'one pan', 'brunch, weekend'],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '320 kcal',
        proteinContent: '18g',
        carbohydrateContent: '20g',
        fatContent: '19g',
        fiberContent: '5g',
        sodiumContent: '600mg',
      },
      dateCreated: '2025-01-05T08:15:30.123Z',
      dateModified: '2025-02-10T19:45:00.456Z',
      'savor:difficulty': 'Easy',
      'savor:isFavorite': true,
      'savor:cookTime': 35,
      'savor:prepTime': 10,
      'savor:totalTime': 50,
      'savor:servings': 2,
      'savor:yield': 'Two generous plates',
    });
  });

  it('comes back exactly as exported, every field and the photo, without being told its format', async () => {
    const photo = await fixturePhoto();
    const recipes = [
      savorRecipe({ photo }),
      savorRecipe({
        name: 'Iced Tea',
        slug: 'iced-tea-2',
        description: 'Cold.',
        ingredients: ['1 l water', '4 tea bags'],
        instructions: ['Brew.', 'Chill.'],
        cookTime: 5,
        prepTime: null,
        totalTime: null,
        servings: 4,
        yield: null,
        difficulty: 'Medium',
        category: 'Drink',
        tags: [],
        tips: [],
        nutritionFacts: null,
        source: 'https://example.com/iced-tea',
        isFavorite: false,
        isPublic: true,
        isEdited: false,
      }),
    ];
    const collection = await readCollection('savor-export.zip', await savorExport(recipes));

    expect(collection.format).toBe('savor');
    expect(collection.items.map((item) => item.label)).toEqual(['shakshuka', 'iced-tea-2']);
    const [shakshuka, tea] = await Promise.all(collection.items.map((item) => item.read()));
    const { photo: _photo, ...first } = recipes[0];
    expect(exported(shakshuka)).toEqual(first);
    expect(shakshuka.photo).toEqual(photo);
    expect(exported(tea)).toEqual(recipes[1]);
    expect(tea).toMatchObject({ photo: null, sourceUrl: 'https://example.com/iced-tea', categories: ['Drink'] });
  });
});
