import { normaliseRecipeDraft } from './recipe-draft.js';

describe('normaliseRecipeDraft', () => {
  it('gives what is missing the defaults of document 1 §5', () => {
    expect(normaliseRecipeDraft({ name: '  Pea Soup ' })).toEqual({
      name: 'Pea Soup',
      description: '',
      cookTime: 30,
      prepTime: null,
      totalTime: null,
      servings: 4,
      yield: null,
      difficulty: 'Medium',
      category: 'Main Dish',
      ingredients: [],
      instructions: [],
      tags: [],
      tips: [],
      isFavorite: false,
    });
  });

  it('keeps what is valid and replaces what is not', () => {
    const draft = normaliseRecipeDraft({
      name: 'Pea Soup',
      description: ' Green. ',
      cookTime: '45 minutes',
      servings: 0,
      difficulty: 'moderate',
      category: 'Lunch',
      ingredients: '500 g peas\n\n 1 onion ',
      instructions: ['Cook.', '', 42, ' Blend. '],
      tags: null,
      isFavorite: 'yes',
    });
    expect(draft).toMatchObject({
      description: 'Green.',
      cookTime: 45,
      servings: 4,
      difficulty: 'Medium',
      category: 'Lunch',
      ingredients: ['500 g peas', '1 onion'],
      instructions: ['Cook.', 'Blend.'],
      tags: [],
      isFavorite: false,
    });
    expect(normaliseRecipeDraft({ cookTime: 12.6, servings: -2, difficulty: 'Impossible' })).toMatchObject({
      cookTime: 13,
      servings: 4,
      difficulty: 'Medium',
    });
  });

  it('keeps prep and total minutes and a yield that says more than the servings', () => {
    expect(normaliseRecipeDraft({ prepTime: '10', totalTime: 45.4, yield: ' Makes 12  cookies ' })).toMatchObject({
      prepTime: 10,
      totalTime: 45,
      yield: 'Makes 12 cookies',
    });
    expect(normaliseRecipeDraft({ prepTime: 0, totalTime: 'soon', yield: '4 servings' })).toMatchObject({
      prepTime: null,
      totalTime: null,
      yield: null,
    });
  });
});
