import {
  attributionText,
  cardImageUrl,
  categoryFallbackImage,
  categoryImageKey,
  creatorUsername,
  formFromRecipe,
  isUsableImageUrl,
  nutritionRows,
  recipeAttribution,
  sourceSite,
  recipeContentFromForm,
  recipePath,
  recipeSlug,
  splitLines,
  splitTags,
  validateRecipeForm,
  EMPTY_RECIPE_FORM,
} from './recipeHelpers';
import { makeRecipe } from './testFixtures';

describe('recipe helpers', () => {
  it('makes the slug like the server: lower case, non-word characters removed, spaces as hyphens', () => {
    expect(recipeSlug('Lemon Garlic Roast Chicken')).toBe('lemon-garlic-roast-chicken');
    expect(recipeSlug("  Grandma's Apple Pie!  ")).toBe('grandmas-apple-pie');
    expect(recipeSlug('Pasta   e  Fagioli (quick)')).toBe('pasta-e-fagioli-quick');
    expect(recipeSlug('Crème brûlée')).toBe('crme-brle');
    expect(recipePath({ id: 7, name: 'Tomato Soup', slug: 'tomato-soup' })).toBe('/recipes/tomato-soup/7');
    expect(recipePath({ id: 8, name: '!!!' })).toBe('/recipes/8');
  });

  it('writes the attribution per source', () => {
    expect(recipeAttribution('AI-generated', 'ada')).toEqual({ text: 'By Savorus' });
    expect(recipeAttribution('User-created', 'ada')).toEqual({ text: 'By', username: 'ada' });
    // An imported recipe: the site's name, not its raw address.
    expect(recipeAttribution('https://www.seriouseats.com/the-best-chili-recipe', 'ada')).toEqual({ text: 'From seriouseats.com' });
    expect(sourceSite('http://127.0.0.1:4321/pages/soup.html')).toEqual({ name: '127.0.0.1', url: 'http://127.0.0.1:4321/pages/soup.html' });
    expect(sourceSite('Saved from ada')).toBeNull();
    expect(sourceSite('javascript:alert(1)')).toBeNull();
    expect(recipeAttribution('Photo-added', 'ada')).toEqual({ text: 'Added by', username: 'ada' });
    expect(attributionText('User-created', 'ada')).toBe('By ada');
    expect(attributionText('Photo-added', 'ada')).toBe('Added by ada');
    expect(attributionText('Saved from chef_marco', 'ada')).toBe('Saved from chef_marco');
    expect(attributionText('Savor Kitchen', 'ada')).toBe('Savor Kitchen');
  });

  it("names the creator: me, the fetched creator, else 'Chef'", () => {
    const me = { id: 1, username: 'ada' };
    expect(creatorUsername(1, me, null)).toBe('ada');
    expect(creatorUsername(2, me, { username: 'marco' })).toBe('marco');
    expect(creatorUsername(2, me, null)).toBe('Chef');
    expect(creatorUsername(2, null, undefined)).toBe('Chef');
  });

  it('chooses the category fallback picture by keywords', () => {
    expect(categoryImageKey('Breakfast')).toBe('breakfast');
    expect(categoryImageKey('Lunch')).toBe('lunch');
    expect(categoryImageKey('Dinner')).toBe('dinner');
    expect(categoryImageKey('Main Dish')).toBe('dinner');
    expect(categoryImageKey('Savory bakes')).toBe('dinner');
    expect(categoryImageKey('Dessert')).toBe('dessert');
    expect(categoryImageKey('Sweet treats')).toBe('dessert');
    expect(categoryImageKey('Cake')).toBe('dessert');
    expect(categoryImageKey('Pastry')).toBe('dessert');
    expect(categoryImageKey('Ice Cream')).toBe('dessert');
    expect(categoryImageKey('Appetizer')).toBe('appetizer');
    expect(categoryImageKey('Salad')).toBe('appetizer');
    expect(categoryImageKey('Seafood')).toBe('seafood');
    expect(categoryImageKey('Fish')).toBe('seafood');
    expect(categoryImageKey('Snack')).toBe('default');
    expect(categoryImageKey('')).toBe('default');
    expect(categoryImageKey(null)).toBe('default');
    expect(categoryFallbackImage('Side Dish')).toBe('/images/categories/default.webp');
    expect(categoryFallbackImage('Dessert')).toBe('/images/categories/dessert.webp');
  });

  it('accepts image addresses that are http(s), data:image or site paths', () => {
    expect(isUsableImageUrl('/media/abc.jpg')).toBe(true);
    expect(isUsableImageUrl('https://example.com/a.png')).toBe(true);
    expect(isUsableImageUrl('data:image/jpeg;base64,AAAA')).toBe(true);
    expect(isUsableImageUrl('')).toBe(false);
    expect(isUsableImageUrl('   ')).toBe(false);
    expect(isUsableImageUrl(null)).toBe(false);
    expect(isUsableImageUrl('ftp://x/y.jpg')).toBe(false);
    expect(isUsableImageUrl('/images/generated/soup.html')).toBe(false);
  });

  it('validates the recipe form with the spec messages', () => {
    expect(validateRecipeForm({ ...EMPTY_RECIPE_FORM, servings: '0' })).toEqual({
      name: 'Recipe name is required',
      description: 'Description is required',
      cookTime: 'Cook time must be at least 1 minute',
      servings: 'Servings must be at least 1',
      ingredients: 'At least one ingredient is required',
      instructions: 'At least one instruction is required',
    });
    expect(
      validateRecipeForm({ ...EMPTY_RECIPE_FORM, name: 'Soup', description: 'Warm', cookTime: '20', ingredients: 'water', instructions: 'boil' }),
    ).toEqual({});
    // The server's limits, said before a submit (a name read from a photo or a page may be longer).
    const filled = { ...EMPTY_RECIPE_FORM, cookTime: '20', ingredients: 'water', instructions: 'boil' };
    expect(validateRecipeForm({ ...filled, name: 'a'.repeat(201), description: 'b'.repeat(5001) })).toEqual({
      name: 'Recipe name cannot exceed 200 characters',
      description: 'Description cannot exceed 5000 characters',
    });
    expect(validateRecipeForm({ ...filled, name: 'a'.repeat(200), description: 'b'.repeat(5000) })).toEqual({});
  });

  it('splits lines and tags on submit', () => {
    expect(splitLines('  a \n\n b\r\n c  \n')).toEqual(['a', 'b', 'c']);
    expect(splitTags(' quick, , vegan ,soup ')).toEqual(['quick', 'vegan', 'soup']);
    expect(
      recipeContentFromForm({
        ...EMPTY_RECIPE_FORM,
        name: ' Soup ',
        description: 'Warm',
        cookTime: '20',
        servings: '2',
        ingredients: '1 cup water\n\n1 tsp salt',
        instructions: 'Boil\nServe',
        tags: 'quick, warm',
        tips: 'Use stock\n',
      }),
    ).toEqual({
      name: 'Soup',
      description: 'Warm',
      prepTime: null,
      cookTime: 20,
      totalTime: null,
      servings: 2,
      yield: null,
      difficulty: 'Medium',
      category: 'Main Dish',
      ingredients: ['1 cup water', '1 tsp salt'],
      instructions: ['Boil', 'Serve'],
      tags: ['quick', 'warm'],
      tips: ['Use stock'],
    });
  });

  it('reads the optional times and the yield: empty is none, numbers rounded, text trimmed', () => {
    const base = { ...EMPTY_RECIPE_FORM, name: 'Bread', description: 'Crusty', cookTime: '40', ingredients: 'flour', instructions: 'Bake' };
    expect(recipeContentFromForm({ ...base, prepTime: '15', totalTime: '180.4', yield: ' 2 loaves ' })).toMatchObject({
      prepTime: 15,
      cookTime: 40,
      totalTime: 180,
      yield: '2 loaves',
    });
    expect(validateRecipeForm({ ...base, prepTime: '0', totalTime: 'x', yield: 'a'.repeat(101) })).toEqual({
      prepTime: 'Prep time must be at least 1 minute',
      totalTime: 'Total time must be at least 1 minute',
      yield: 'Yield cannot exceed 100 characters',
    });
    expect(validateRecipeForm({ ...base, prepTime: ' ', totalTime: '' })).toEqual({});
    expect(formFromRecipe({ ...makeRecipe(), prepTime: 10, totalTime: null, yield: 'Makes 12' })).toMatchObject({
      prepTime: '10',
      totalTime: '',
      yield: 'Makes 12',
    });
  });

  it('shows the default nutrition when there is none, and Not available for missing values', () => {
    expect(nutritionRows(null).map((r) => r.value)).toEqual(['325 kcal', '24g', '30g', '12g', 'Not available']);
    expect(nutritionRows({}, { withDefaults: false })).toEqual([]);
    const rows = nutritionRows({ calories: '512 kcal', protein: '34g', sodium: '820mg' });
    expect(rows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Calories: 512 kcal',
      'Protein: 34g',
      'Carbs: Not available',
      'Fat: Not available',
      'Fiber: Not available',
      'Sodium: 820mg',
    ]);
  });
});

describe('cardImageUrl', () => {
  it('points a stored picture at its card-size copy, and nothing else', () => {
    const hash = 'ab'.repeat(32);
    expect(cardImageUrl(`/media/${hash}.jpg`)).toBe(`/media/${hash}.w480.jpg`);
    expect(cardImageUrl('https://example.com/pie.jpg')).toBeNull();
    expect(cardImageUrl('/images/fallback/dinner.jpg')).toBeNull();
    expect(cardImageUrl(null)).toBeNull();
  });
});
