import { addAmounts, convertAmount, type IngredientAmount, mergeAmounts } from './amounts.js';
import { parseIngredientLine } from './ingredient-parser.js';

/** The amount of an ingredient line as the shared parser reads it. */
function amountOf(line: string): IngredientAmount {
  const parsed = parseIngredientLine(line);
  if (!parsed) throw new Error(`no ingredient in "${line}"`);
  return { quantity: parsed.quantity, unit: parsed.unit };
}

describe('addAmounts', () => {
  it.each([
    // mass with mass, in the larger unit
    ['200 g butter', '300 g butter', { quantity: 500, unit: 'g' }],
    ['200 g flour', '1 kg flour', { quantity: 1.2, unit: 'kg' }],
    ['1 kg flour', '250 g flour', { quantity: 1.25, unit: 'kg' }],
    ['500 mg saffron', '1 g saffron', { quantity: 1.5, unit: 'g' }],
    ['8 oz cheese', '1 lb cheese', { quantity: 1.5, unit: 'lb' }],
    ['1 lb beef', '100 g beef', { quantity: 1.22, unit: 'lb' }],
    ['1 oz chocolate', '100 g chocolate', { quantity: 4.527, unit: 'oz' }],
    ['1 kg potatoes', '1 lb potatoes', { quantity: 1.454, unit: 'kg' }],
    // volume with volume, in the larger unit
    ['1 cup milk', '2 tbsp milk', { quantity: 1.125, unit: 'cup' }],
    ['2 tbsp olive oil', '3 tsp olive oil', { quantity: 3, unit: 'tbsp' }],
    ['500 ml stock', '1 l stock', { quantity: 1.5, unit: 'l' }],
    ['1/2 cup cream', '1/4 cup cream', { quantity: 0.75, unit: 'cup' }],
    ['1 tsp salt', '1 pinch salt', { quantity: 1.063, unit: 'tsp' }],
    ['1 dash vinegar', '1 pinch vinegar', { quantity: 1.5, unit: 'dash' }],
    ['4 fl oz cream', '1 cup cream', { quantity: 1.5, unit: 'cup' }],
    ['1 cup water', '100 ml water', { quantity: 1.417, unit: 'cup' }],
    ['1 1/2 cups flour', '1 cup plus 2 tbsp flour', { quantity: 2.625, unit: 'cup' }],
    // a count unit with itself, bare counts with bare counts
    ['2 cloves garlic', '3 garlic cloves', { quantity: 5, unit: 'clove' }],
    ['1 can chickpeas', '2 cans chickpeas', { quantity: 3, unit: 'can' }],
    ['2 eggs', '3 eggs', { quantity: 5, unit: null }],
    ['1 onion', '2-3 onions', { quantity: 3.5, unit: null }],
    ['a lemon', '1 dozen lemons', { quantity: 13, unit: null }],
    // no amount with no amount
    ['salt to taste', 'salt', { quantity: null, unit: null }],
    ['fresh parsley, for garnish', 'parsley (optional)', { quantity: null, unit: null }],
  ])('"%s" + "%s" is %j', (first, second, sum) => {
    expect(addAmounts(amountOf(first), amountOf(second))).toEqual(sum);
    // either way round
    expect(addAmounts(amountOf(second), amountOf(first))).toEqual(sum);
  });

  it.each([
    ['1 cup butter', '200 g butter'], // volume and mass
    ['2 tbsp honey', '1 oz honey'],
    ['1 fl oz cream', '1 oz cream'],
    ['3 eggs', '100 g eggs'], // a count and a mass
    ['2 cloves garlic', '1 tsp garlic'], // a count unit and a volume
    ['2 cloves garlic', '1 head garlic'], // two different count units
    ['2 garlic', '2 cloves garlic'], // a bare count and a count unit
    ['1 can tomatoes', '400 g tomatoes'], // "1 can" without a size is no weight
    ['1 tsp salt', 'salt to taste'], // an amount and none
    ['2 eggs', 'eggs'],
    ['1 bunch parsley', 'parsley, for garnish'],
  ])('"%s" and "%s" do not combine', (first, second) => {
    expect(addAmounts(amountOf(first), amountOf(second))).toBeNull();
    expect(addAmounts(amountOf(second), amountOf(first))).toBeNull();
    expect(mergeAmounts([amountOf(first), amountOf(second)])).toEqual([amountOf(first), amountOf(second)]);
  });
});

describe('mergeAmounts', () => {
  it('sums each kind once, in the largest unit present, and keeps the kinds apart in the order they first came', () => {
    const lines = [
      '1 tsp butter',
      '100 g butter',
      'butter, for greasing',
      '2 tbsp butter',
      '1 kg butter',
      '1 cup butter',
      '2 sticks butter',
      'butter',
    ];
    expect(mergeAmounts(lines.map(amountOf))).toEqual([
      { quantity: 1.146, unit: 'cup' }, // 5 + 30 + 240 ml
      { quantity: 1.1, unit: 'kg' },
      { quantity: null, unit: null },
      { quantity: 2, unit: 'stick' },
    ]);
  });

  it('answers nothing for nothing, and one amount as it is', () => {
    expect(mergeAmounts([])).toEqual([]);
    expect(mergeAmounts([{ quantity: 2, unit: 'cup' }])).toEqual([{ quantity: 2, unit: 'cup' }]);
  });

  it('rounds the sum to 3 decimals', () => {
    expect(
      mergeAmounts([
        { quantity: 0.1, unit: 'kg' },
        { quantity: 0.2, unit: 'kg' },
      ]),
    ).toEqual([{ quantity: 0.3, unit: 'kg' }]);
    expect(
      mergeAmounts([
        { quantity: 1, unit: 'cup' },
        { quantity: 1, unit: 'tbsp' },
      ]),
    ).toEqual([{ quantity: 1.063, unit: 'cup' }]);
  });
});

describe('convertAmount', () => {
  it.each([
    [{ quantity: 1.2, unit: 'kg' }, 'g', 1200],
    [{ quantity: 3, unit: 'tbsp' }, 'tsp', 9],
    [{ quantity: 1, unit: 'cup' }, 'ml', 240],
    [{ quantity: 6, unit: null }, null, 6],
    [{ quantity: 4, unit: 'clove' }, 'clove', 4],
    [{ quantity: 1, unit: 'cup' }, 'g', null],
    [{ quantity: 4, unit: 'clove' }, null, null],
    [{ quantity: null, unit: null }, null, null],
  ] as [IngredientAmount, IngredientAmount['unit'], number | null][])('%j in %s is %s', (amount, unit, quantity) => {
    expect(convertAmount(amount, unit)).toBe(quantity);
  });
});
