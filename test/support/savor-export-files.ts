import { type SavorExportRecipe, savorRecipeDocument } from '../../src/modules/portability/domain/formats/savor.js';
import { zipOf } from './collection-files.js';

const json = (value: unknown) => JSON.stringify(value, null, 2);

export type SavorRecipeFixture = SavorExportRecipe & { photo?: Buffer };

/** A whole Savor recipe, every field set. */
export function savorRecipe(overrides: Partial<SavorRecipeFixture> = {}): SavorRecipeFixture {
  return {
    name: 'Shakshuka',
    slug: 'shakshuka',
    description: 'Eggs poached in a spiced tomato sauce.\n\nServe with bread.',
    ingredients: ['For the sauce:', '2 tbsp olive oil', '1 onion, sliced', '800 g canned tomatoes', 'For serving:', '4 eggs'],
    instructions: ['1. Soften the onion in the oil.', 'Add the tomatoes & simmer for 10 minutes.', 'Crack in the eggs; cover for 6 minutes.'],
    cookTime: 35,
    prepTime: 10,
    totalTime: 50,
    servings: 2,
    yield: 'Two generous plates',
    difficulty: 'Easy',
    category: 'Breakfast',
    tags: ['eggs', 'one pan', 'brunch, weekend'],
    tips: ['Use a lid that fits.', 'Feta on top is <good>.'],
    nutritionFacts: { calories: '320 kcal', protein: '18g', carbs: '20g', fat: '19g', fiber: '5g', sodium: '600mg' },
    source: 'User-created',
    isFavorite: true,
    isPublic: false,
    isEdited: true,
    originalCreatorId: null,
    createdAt: new Date('2025-01-05T08:15:30.123Z'),
    updatedAt: new Date('2025-02-10T19:45:00.456Z'),
    ...overrides,
  };
}

/** Savor's export: `recipes/<slug>.json`, `images/<slug>.jpg`, and the shopping list, pantry and profile beside them. */
export function savorExport(recipes: SavorRecipeFixture[]): Promise<Buffer> {
  return zipOf([
    ...recipes.flatMap(({ photo, ...recipe }) => {
      const image = photo ? `images/${recipe.slug}.jpg` : null;
      return [
        { path: `recipes/${recipe.slug}.json`, data: json(savorRecipeDocument(recipe, image)) },
        ...(photo && image ? [{ path: image, data: photo }] : []),
      ];
    }),
    { path: 'shopping-list.json', data: json({ items: [{ name: 'eggs', checked: false }] }) },
    { path: 'pantry.json', data: json({ items: [{ name: 'olive oil' }] }) },
    { path: 'profile.json', data: json({ username: 'cook', bio: '' }) },
  ]);
}
