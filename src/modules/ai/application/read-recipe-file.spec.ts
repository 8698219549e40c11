import { type FoundRecipe, RecipeExtractor } from './ports/recipe-extractor.js';
import { ReadRecipeFile } from './read-recipe-file.js';

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.7\n').toString('base64')}`;
const COOK = 7;
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`;

function reading(fields: Partial<FoundRecipe> | null) {
  class Found extends RecipeExtractor {
    extract() {
      return Promise.resolve(
        fields && {
          name: null,
          description: null,
          ingredients: [],
          instructions: [],
          tips: [],
          cookTime: null,
          prepTime: null,
          totalTime: null,
          servings: null,
          yield: null,
          difficulty: null,
          category: null,
          ...fields,
        },
      );
    }
  }
  return new ReadRecipeFile(new Found());
}

describe('ReadRecipeFile', () => {
  it('normalises what was found, naming and describing a recipe that did not say', async () => {
    const { draft } = await reading({ ingredients: ['2 eggs'], instructions: ['Scramble them.'] }).execute(COOK, PDF);
    expect(draft).toEqual({
      name: 'Untitled Recipe',
      description: 'Extracted from a PDF.',
      cookTime: 30,
      prepTime: null,
      totalTime: null,
      servings: 4,
      yield: null,
      difficulty: 'Medium',
      category: 'Main Dish',
      ingredients: ['2 eggs'],
      instructions: ['Scramble them.'],
      tags: [],
      tips: [],
      isFavorite: false,
    });
    expect((await reading({ name: 'Eggs', ingredients: ['2 eggs'], instructions: ['Cook.'] }).execute(COOK, JPEG)).draft.description).toBe(
      'Extracted from a photo.',
    );
  });

  it('is unsure of what the file did not give (a default stands in) and of what the extractor doubted', async () => {
    const bare = await reading({ ingredients: ['2 eggs'], instructions: ['Scramble them.'] }).execute(COOK, PDF);
    expect(bare.uncertainFields).toEqual(['name', 'cookTime', 'servings']);
    const full = { name: 'Eggs', ingredients: ['2 eggs'], instructions: ['Cook.'], servings: 2, cookTime: 5 };
    expect((await reading(full).execute(COOK, JPEG)).uncertainFields).toEqual([]);
    // No cooking time found (a preparation alone is read as the cooking time by the parser): 30 minutes stands in.
    expect((await reading({ ...full, cookTime: null }).execute(COOK, JPEG)).uncertainFields).toEqual(['cookTime']);
    const doubted = await reading({ ...full, uncertain: ['instructions', 'servings'] }).execute(COOK, JPEG);
    expect(doubted.uncertainFields).toEqual(['servings', 'instructions']);
  });

  it('finds no recipe without ingredients and steps, or in a file that could not be read', async () => {
    for (const fields of [null, { name: 'Eggs', ingredients: ['2 eggs'] }, { name: 'Eggs', instructions: ['Cook.'] }]) {
      await expect(reading(fields).execute(COOK, JPEG)).rejects.toMatchObject({ kind: 'unprocessable', code: 'NO_RECIPE_FOUND' });
    }
  });

  it('checks the upload before reading it', async () => {
    await expect(reading(null).execute(COOK, undefined)).rejects.toMatchObject({ code: 'NO_FILE' });
  });
});
