import { DomainError } from '../../platform/errors/domain-error.js';
import { NUTRIENT_TABLE } from './nutrient-table.js';
import { assertNutritionInput, calculateNutrition, formatGrams, toGrams } from './nutrition-calculator.js';
import { NutritionInputError } from './nutrition.errors.js';

/** Within ±3% of the hand-computed value (or ±0.2 absolute for small values). */
function expectNear(actual: number, expected: number): void {
  const tolerance = Math.max(Math.abs(expected) * 0.03, 0.2);
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
}

function tableFood(id: string) {
  const food = NUTRIENT_TABLE.find((entry) => entry.id === id);
  if (!food) throw new Error(`no food ${id}`);
  return food;
}

describe('calculateNutrition', () => {
  it('totals a pancake batter (4 servings)', () => {
    /*
     * Hand-computed from the table (g = grams; kcal / protein / carbs / fat / fiber):
     *   1 1/2 cups flour     = 1.5 × 125 g       = 187.5 g → 682.5 / 19.31 / 143.06 / 1.88 / 5.06
     *   2 tbsp sugar         = 2/16 × 200 g      =  25 g   →  96.8 /  0    /  25.00 / 0    / 0
     *   1 tsp baking powder  = 1/48 × 220 g      =   4.6 g →   2.4 /  0    /   1.27 / 0    / 0.01
     *   1 1/4 cups milk      = 1.25 × 244 g      = 305 g   → 186.1 /  9.76 /  14.64 / 10.07 / 0
     *   1 egg                = 50 g                        →  71.5 /  6.30 /   0.35 / 4.75 / 0
     *   3 tbsp melted butter = 3/16 × 227 g      =  42.6 g → 305.2 /  0.38 /   0.04 / 34.52 / 0
     *   total                                              → 1344.4 / 35.75 / 184.36 / 51.21 / 5.07
     *   per serving (÷4)                                   →  336 / 8.9 / 46.1 / 12.8 / 1.3
     */
    const result = calculateNutrition(
      ['1 1/2 cups all-purpose flour', '2 tbsp sugar', '1 tsp baking powder', '1 1/4 cups milk', '1 egg', '3 tbsp melted butter'],
      4,
    );
    expectNear(result.perServing.calories, 336);
    expectNear(result.perServing.protein, 8.9);
    expectNear(result.perServing.carbs, 46.1);
    expectNear(result.perServing.fat, 12.8);
    expectNear(result.perServing.fiber, 1.3);
    expect(result.unmatched).toEqual([]);
    expect(result.matched.map((entry) => entry.food)).toEqual(['all-purpose flour', 'sugar', 'baking powder', 'milk', 'egg', 'butter']);
    expect(result.nutritionFacts).toEqual({ calories: '336 kcal', protein: '8.9g', carbs: '46g', fat: '13g', fiber: '1.3g' });
  });

  it('totals a chicken stir fry (4 servings) and reports the unknown line', () => {
    /*
     *   1 lb chicken breast  = 453.6 g  → 544.3 / 102.06 /  0    / 11.79 / 0
     *   2 tbsp soy sauce     =  31.9 g  →  16.9 /   2.58 /  1.56 /  0.18 / 0.26
     *   1 tbsp vegetable oil =  13.6 g  → 120.4 /   0    /  0    / 13.63 / 0
     *   1 red bell pepper    = 119 g    →  36.9 /   1.19 /  7.14 /  0.36 / 2.50
     *   2 cups broccoli      = 182 g    →  61.9 /   5.10 / 12.01 /  0.73 / 4.73
     *   2 cloves garlic      =   6 g    →   8.9 /   0.38 /  1.99 /  0.03 / 0.13
     *   1 tbsp ginger        =   6 g    →   4.8 /   0.11 /  1.07 /  0.05 / 0.12
     *   1 tsp sesame oil     =   4.5 g  →  40.2 /   0    /  0    /  4.54 / 0
     *   total                           → 834.3 / 111.42 / 23.77 / 31.31 / 7.74
     *   per serving (÷4)                → 209 / 27.9 / 5.9 / 7.8 / 1.9
     */
    const result = calculateNutrition(
      [
        '1 lb boneless skinless chicken breasts, cut into strips',
        '2 tbsp soy sauce',
        '1 tbsp vegetable oil',
        '1 red bell pepper, sliced',
        '2 cups broccoli florets',
        '2 cloves garlic, minced',
        '1 tbsp fresh ginger, grated',
        '1 tsp sesame oil',
        '1 cup unobtainium',
      ],
      4,
    );
    expectNear(result.perServing.calories, 209);
    expectNear(result.perServing.protein, 27.9);
    expectNear(result.perServing.carbs, 5.9);
    expectNear(result.perServing.fat, 7.8);
    expectNear(result.perServing.fiber, 1.9);
    expect(result.unmatched).toEqual(['1 cup unobtainium']);
    expect(result.unmatchedDetails).toEqual([{ line: '1 cup unobtainium', reason: 'unknown-ingredient' }]);
    expect(result.matched).toHaveLength(8);
  });

  it('totals a lentil soup (6 servings) with seasonings and a garnish', () => {
    /*
     *   1 cup dried red lentils      = 192 g    → 675.8 / 47.23 / 121.73 /  2.11 / 20.54
     *   1 onion                      = 110 g    →  44.0 /  1.21 /  10.23 /  0.11 /  1.87
     *   2 carrots                    = 122 g    →  50.0 /  1.10 /  11.71 /  0.24 /  3.42
     *   2 celery stalks              =  80 g    →  12.8 /  0.56 /   2.40 /  0.16 /  1.28
     *   3 garlic cloves              =   9 g    →  13.4 /  0.58 /   2.98 /  0.05 /  0.19
     *   1 (14 oz) can diced tomatoes = 396.9 g  → 127.0 /  6.35 /  28.97 /  1.19 /  7.54
     *   6 cups vegetable broth       = 1440 g   →  72.0 /  2.88 /  12.96 /  1.44 /  0
     *   2 tbsp olive oil             =  27 g    → 238.7 /  0    /   0    / 27.00 /  0
     *   1 tsp ground cumin, salt and pepper: seasonings, 0
     *   juice of 1 lemon             =  48 g    →  10.6 /  0.19 /   3.31 /  0.10 /  0.14
     *   total                                   → 1244.3 / 60.10 / 194.29 / 32.40 / 34.98
     *   per serving (÷6)                        → 207 / 10.0 / 32.4 / 5.4 / 5.8
     */
    const result = calculateNutrition(
      [
        '1 cup dried red lentils, rinsed',
        '1 onion, diced',
        '2 carrots, chopped',
        '2 celery stalks, chopped',
        '3 garlic cloves, minced',
        '1 (14 oz) can diced tomatoes',
        '6 cups vegetable broth',
        '2 tbsp extra-virgin olive oil',
        '1 tsp ground cumin',
        'Salt and pepper to taste',
        'juice of 1 lemon',
        'fresh parsley for garnish',
      ],
      6,
    );
    expectNear(result.perServing.calories, 207);
    expectNear(result.perServing.protein, 10.0);
    expectNear(result.perServing.carbs, 32.4);
    expectNear(result.perServing.fat, 5.4);
    expectNear(result.perServing.fiber, 5.8);
    expect(result.matched.find((entry) => entry.line === 'Salt and pepper to taste')).toEqual({
      line: 'Salt and pepper to taste',
      grams: 0,
      food: 'salt, black pepper',
    });
    expect(result.unmatchedDetails).toEqual([{ line: 'fresh parsley for garnish', reason: 'no-quantity' }]);
  });

  it('leaves unmatched lines out of the totals', () => {
    const base = calculateNutrition(['2 cups milk'], 2);
    const withUnknown = calculateNutrition(['2 cups milk', '1 cup unobtainium', '2 tsp xanthan gum'], 2);
    expect(withUnknown.perServing).toEqual(base.perServing);
    expect(withUnknown.unmatched).toEqual(['1 cup unobtainium', '2 tsp xanthan gum']);
  });

  it('matches quantified water, salt and spices with no contribution', () => {
    const result = calculateNutrition(['2 cups water', '1 tsp salt', 'a pinch of cinnamon', '1/2 tsp black pepper'], 1);
    expect(result.unmatched).toEqual([]);
    expect(result.perServing).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 });
    expect(result.nutritionFacts).toEqual({ calories: '0 kcal', protein: '0g', carbs: '0g', fat: '0g', fiber: '0g' });
  });

  it('reports a unit it cannot convert for the food instead of guessing', () => {
    // Chicken breast has no density, so a cup of it is not converted; a lemon has no "slice" weight.
    const result = calculateNutrition(['1 cup chicken breast', '2 slices lemon', '1 egg'], 1);
    expect(result.unmatchedDetails).toEqual([
      { line: '1 cup chicken breast', reason: 'unconvertible-unit' },
      { line: '2 slices lemon', reason: 'unconvertible-unit' },
    ]);
    expect(result.perServing.calories).toBe(72); // the egg alone: 50 g × 1.43
  });

  it('reports a line without an amount unless it lists only seasonings', () => {
    const result = calculateNutrition(['olive oil for frying', 'salt to taste', 'freshly ground black pepper'], 1);
    expect(result.unmatched).toEqual(['olive oil for frying']);
    expect(result.matched.map((entry) => entry.food)).toEqual(['salt', 'black pepper']);
  });

  it('converts mass, volume, counts, sizes and parentheses weights', () => {
    const egg = tableFood('egg');
    expect(toGrams(2, null, egg, 'large')).toBe(100);
    expect(toGrams(2, null, egg, 'small')).toBe(76);
    expect(toGrams(1, 'kg', tableFood('potato'))).toBe(1000);
    expect(toGrams(1, 'oz', tableFood('cheddar'))).toBeCloseTo(28.35, 2);
    expect(toGrams(1, 'tbsp', tableFood('sugar'))).toBeCloseTo(12.5, 6);
    expect(toGrams(250, 'ml', tableFood('milk'))).toBeCloseTo(254.2, 1);
    expect(toGrams(1, 'stick', tableFood('butter'))).toBe(113);
    expect(toGrams(1, 'cup', tableFood('chicken breast'))).toBeNull();
    // The whole chicken counts its edible share (68%) of the weight in parentheses.
    const chicken = calculateNutrition(['1 chicken (1.6 kg)'], 4);
    expect(chicken.matched[0]).toMatchObject({ food: 'whole chicken', grams: 1088 });
    expectNear(chicken.perServing.calories, (1088 * 2.15) / 4);
  });

  it('counts the drained share of a canned weight when the line says drained', () => {
    // 15 oz = 425.2 g as labelled; 60% is left after draining: 255.1 g of black beans.
    const result = calculateNutrition(['1 (15 oz) can black beans, drained and rinsed', '1 can chickpeas'], 1);
    expect(result.matched.map((entry) => entry.grams)).toEqual([255.1, 240]);
  });

  it('prefers the longer food name', () => {
    const result = calculateNutrition(['2 tbsp peanut butter', '1 can coconut milk', '1 sweet potato'], 1);
    expect(result.matched.map((entry) => entry.food)).toEqual(['peanut butter', 'coconut milk', 'sweet potato']);
  });

  it('skips blank lines and headings', () => {
    const result = calculateNutrition(['For the dough:', '', '100 g flour'], 1);
    expect(result.matched).toHaveLength(1);
    expect(result.unmatched).toEqual([]);
  });
});

describe('formatGrams', () => {
  it('shows whole grams from 10 g and one decimal below', () => {
    expect(formatGrams(34.4)).toBe('34g');
    expect(formatGrams(9.96)).toBe('10g');
    expect(formatGrams(6.54)).toBe('6.5g');
    expect(formatGrams(6)).toBe('6g');
    expect(formatGrams(0)).toBe('0g');
  });
});

describe('assertNutritionInput', () => {
  it('accepts a list with a line and a positive number of servings', () => {
    expect(() => assertNutritionInput(['1 egg'], 1)).not.toThrow();
  });

  it.each([[[]], [['', '   ']]])('rejects an empty ingredient list %j', (ingredients) => {
    expect(() => assertNutritionInput(ingredients, 2)).toThrow('Ingredients list cannot be empty');
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p servings', (servings) => {
    expect(() => assertNutritionInput(['1 egg'], servings)).toThrow('Servings must be a positive number');
  });

  it('throws an invalid-input domain error', () => {
    try {
      assertNutritionInput([], 1);
      throw new Error('did not throw');
    } catch (error) {
      expect(error).toBeInstanceOf(NutritionInputError);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as NutritionInputError).kind).toBe('invalid');
      expect((error as NutritionInputError).name).toBe('NutritionInputError');
    }
  });
});
