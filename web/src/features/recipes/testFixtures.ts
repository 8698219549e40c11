import type { PublicRecipeCard, Recipe, RecipeSummary } from './api';

/** Test data for the recipe screens' component tests. */
export function makeSummary(overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  return {
    id: 42,
    userId: 1,
    name: 'Lemon Garlic Roast Chicken',
    slug: 'lemon-garlic-roast-chicken',
    description: 'Crisp skin, juicy meat, one pan.',
    imageUrl: '/media/chicken.jpg',
    cookTime: 45,
    prepTime: null,
    totalTime: null,
    servings: 0,
    difficulty: 'Easy',
    category: 'Dinner',
    tags: ['weeknight', 'one-pan'],
    isFavorite: false,
    isPublic: false,
    isModerated: false,
    source: 'User-created',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    ...makeSummary(),
    servings: 4,
    yield: null,
    ingredients: ['1 whole chicken', '2 lemons', '6 garlic cloves'],
    instructions: ['Heat the oven to 220°C.', 'Roast for 45 minutes.'],
    tags: ['weeknight', 'one-pan', 'sunday'],
    tips: [],
    nutritionFacts: null,
    isEdited: false,
    originalCreatorId: null,
    isWelcomeRecipe: false,
    averageRating: 0,
    totalRatings: 0,
    ...overrides,
  };
}

export function makePublicCard(overrides: Partial<PublicRecipeCard> = {}): PublicRecipeCard {
  return { ...makeSummary({ isPublic: true }), username: 'ada_cooks', averageRating: 0, totalRatings: 0, ...overrides };
}
