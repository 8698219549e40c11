export function recipeInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lemon Garlic Roast Chicken',
    description: 'Crisp skin, juicy meat, one pan.',
    cookTime: 75,
    servings: 4,
    difficulty: 'Medium',
    category: 'Dinner',
    ingredients: ['1 whole chicken (1.6 kg)', '1 lemon', '6 cloves garlic', '2 tbsp olive oil', 'salt and pepper'],
    instructions: ['Heat the oven to 220°C.', 'Rub the chicken with oil, garlic and lemon.', 'Roast for 70 minutes.'],
    tags: ['chicken', 'roast', 'sunday'],
    tips: ['Dry the skin well for crackling.'],
    source: 'User-created',
    ...overrides,
  };
}

/** The fields of a recipe card in a list, sorted: what the screen shows, nothing more. */
export const RECIPE_CARD_FIELDS = [
  'category',
  'cookTime',
  'createdAt',
  'description',
  'difficulty',
  'id',
  'imageUrl',
  'isFavorite',
  'isModerated',
  'isPublic',
  'name',
  'servings',
  'slug',
  'source',
  'tags',
  'userId',
];

/** The cook's own list (GET /api/recipes) adds the times the planner's list shows. */
export const OWN_RECIPE_CARD_FIELDS = [...RECIPE_CARD_FIELDS, 'prepTime', 'totalTime'].sort();
