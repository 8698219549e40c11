import { guessCategory } from '../../../kernel/inventory/category-guess.js';
import { planRecipeAdditions } from './recipe-to-list.js';

const RECIPE = [
  '2 cups basmati rice',
  '1 lb boneless chicken thighs',
  '2 large eggs, beaten',
  '1 (14 oz) can coconut milk',
  '1 medium onion, chopped',
  '3 cloves garlic',
  'Salt and pepper to taste',
  '1 cup frozen peas',
  'fresh cilantro, for garnish',
];

describe('planRecipeAdditions', () => {
  it('adds every ingredient once, in the recipe order, with a guessed category, when nothing is held', () => {
    expect(planRecipeAdditions([...RECIPE, '1 ONION'], { pantry: [], onList: [] })).toEqual({
      add: [
        { name: 'Basmati rice', category: 'Grains' },
        { name: 'Chicken thighs', category: 'Meat' },
        { name: 'Eggs', category: 'Dairy' },
        { name: 'Coconut milk', category: 'Canned Goods' },
        { name: 'Onion', category: 'Produce' },
        { name: 'Garlic', category: 'Produce' },
        { name: 'Salt and pepper', category: 'Spices' },
        { name: 'Peas', category: 'Frozen Foods' },
        { name: 'Cilantro', category: 'Produce' },
      ],
      skipped: [],
    });
  });

  it('skips what contains a pantry item as whole words, in any case and number, then what is on the list unchecked', () => {
    const plan = planRecipeAdditions(RECIPE, { pantry: ['RICE', 'egg', 'salt', 'pea', 'Gar'], onList: ['garlic', 'Cilantro '] });
    expect(plan.skipped).toEqual([
      { name: 'Basmati rice', reason: 'in_pantry' },
      { name: 'Eggs', reason: 'in_pantry' },
      { name: 'Garlic', reason: 'on_list' },
      { name: 'Salt and pepper', reason: 'in_pantry' },
      { name: 'Peas', reason: 'in_pantry' },
      { name: 'Cilantro', reason: 'on_list' },
    ]);
    expect(plan.add.map((item) => item.name)).toEqual(['Chicken thighs', 'Coconut milk', 'Onion']);
  });

  it('prefers the pantry as the reason when both hold an ingredient', () => {
    expect(planRecipeAdditions(['2 onions'], { pantry: ['onion'], onList: ['onions'] }).skipped).toEqual([{ name: 'Onions', reason: 'in_pantry' }]);
  });
});

describe('guessCategory', () => {
  it.each([
    ['Chicken broth', 'Canned Goods'],
    ['Chicken breasts', 'Meat'],
    ['Garlic powder', 'Spices'],
    ['Red bell peppers', 'Produce'],
    ['Black pepper', 'Spices'],
    ['Peanut butter', 'Condiments'],
    ['Unsalted butter', 'Dairy'],
    ['Ice cream', 'Frozen Foods'],
    ['Sourdough bread', 'Bakery'],
    ['Breadcrumbs', 'Grains'],
    ['Lemon juice', 'Produce'],
    ['Orange juice', 'Beverages'],
    ['Dark chocolate', 'Snacks'],
    ['Bay leaves', 'Spices'],
    ['Dijon mustard', 'Condiments'],
    ['Granulated sugar', 'Other'],
  ])('%s → %s', (name, category) => {
    expect(guessCategory(name)).toBe(category);
  });

  it('reads a can or frozen from the whole line, outside its parentheses', () => {
    expect(guessCategory('Tomatoes', '1 (14 oz) can diced tomatoes')).toBe('Canned Goods');
    expect(guessCategory('Spinach', '10 oz frozen spinach')).toBe('Frozen Foods');
    expect(guessCategory('Chickpeas', '400 g chickpeas (1 can)')).toBe('Canned Goods');
  });
});
