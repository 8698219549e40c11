import { amountLeftOf, pantryItemFromShoppingItem, pantryItemFromText } from './pantry-item-parser.js';

describe('pantryItemFromText: a checked shopping item as a pantry item', () => {
  it.each([
    ['2 cups rice', 'rice', 2, 'cups'],
    ['500 g Flour', 'Flour', 500, 'grams'],
    ['milk', 'milk', 1, 'item'],
    ['Milk', 'Milk', 1, 'item'],
    ['3 eggs', 'eggs', 3, 'item'],
    ['2 large eggs, beaten', 'eggs', 2, 'item'],
    ['1 1/2 lb chicken', 'chicken', 1.5, 'pounds'],
    ['1½ cups Arborio rice', 'Arborio rice', 1.5, 'cups'],
    ['½ tsp salt', 'salt', 0.5, 'teaspoons'],
    ['2-3 onions', 'onions', 2.5, 'item'],
    ['2 to 3 tbsp olive oil', 'olive oil', 2.5, 'tablespoons'],
    ['1 kg potatoes', 'potatoes', 1, 'kilograms'],
    ['8 oz cream cheese', 'cream cheese', 8, 'ounces'],
    ['250 ml Whole Milk', 'Whole Milk', 250, 'milliliters'],
    ['1 litre chicken stock', 'chicken stock', 1, 'liters'],
    ['3 cloves garlic', 'garlic', 3, 'cloves'],
    ['4 garlic cloves', 'garlic', 4, 'cloves'],
    ['2 slices bread', 'bread', 2, 'slices'],
    ['1 bunch Coriander', 'Coriander', 1, 'bunches'],
    ['6 pieces fried chicken', 'fried chicken', 6, 'pieces'],
    ['1 (14 oz) can diced tomatoes', 'diced tomatoes', 14, 'ounces'],
    ['2 x 400g cans chickpeas', 'chickpeas', 800, 'grams'],
    ['1 can chickpeas', 'chickpeas', 1, 'item'],
    ['2 sticks butter', 'butter', 2, 'item'],
    ['1 head lettuce', 'lettuce', 1, 'item'],
    ['500 mg vitamin C', 'vitamin C', 0.5, 'grams'],
    ['8 fl oz cream', 'cream', 240, 'milliliters'],
    ['1 pinch saffron', 'saffron', 0.063, 'teaspoons'],
    ['2 dashes Tabasco', 'Tabasco', 0.25, 'teaspoons'],
    ['Salt to taste', 'Salt', 1, 'item'],
    ['a dozen eggs', 'eggs', 12, 'item'],
    ['1/3 cup honey', 'honey', 0.333, 'cups'],
  ])('"%s" → %s, %d %s', (text, name, quantity, unit) => {
    expect(pantryItemFromText(text)).toEqual({ name, quantity, unit });
  });

  it('keeps the whole text as 1 item when no name or no storable quantity is left', () => {
    expect(pantryItemFromText('2 cups')).toEqual({ name: '2 cups', quantity: 1, unit: 'item' });
    expect(pantryItemFromText('200000 g flour')).toEqual({ name: '200000 g flour', quantity: 1, unit: 'item' });
    expect(pantryItemFromText('0.1 mg salt')).toEqual({ name: '0.1 mg salt', quantity: 1, unit: 'item' });
    expect(pantryItemFromText('  —  ')).toEqual({ name: '—', quantity: 1, unit: 'item' });
  });
});

describe('pantryItemFromShoppingItem', () => {
  it.each([
    [
      { name: 'Butter', quantity: 500, unit: 'g' },
      { name: 'Butter', quantity: 500, unit: 'grams' },
    ],
    [
      { name: 'Flour', quantity: 1.25, unit: 'kg' },
      { name: 'Flour', quantity: 1.25, unit: 'kilograms' },
    ],
    [
      { name: 'Milk', quantity: 1.125, unit: 'cup' },
      { name: 'Milk', quantity: 1.125, unit: 'cups' },
    ],
    [
      { name: 'Cream', quantity: 2, unit: 'fl oz' },
      { name: 'Cream', quantity: 60, unit: 'milliliters' },
    ],
    [
      { name: 'Saffron', quantity: 250, unit: 'mg' },
      { name: 'Saffron', quantity: 0.25, unit: 'grams' },
    ],
    [
      { name: 'Salt', quantity: 2, unit: 'pinch' },
      { name: 'Salt', quantity: 0.125, unit: 'teaspoons' },
    ],
    [
      { name: 'Garlic', quantity: 3.5, unit: 'clove' },
      { name: 'Garlic', quantity: 3.5, unit: 'cloves' },
    ],
    [
      { name: 'Chickpeas', quantity: 2, unit: 'can' },
      { name: 'Chickpeas', quantity: 2, unit: 'item' },
    ],
    [
      { name: 'Eggs', quantity: 7, unit: null },
      { name: 'Eggs', quantity: 7, unit: 'item' },
    ],
  ])('moves %j into the pantry as %j', (item, pantryItem) => {
    expect(pantryItemFromShoppingItem(item)).toEqual(pantryItem);
  });

  it('reads an item without an amount from its name, as before', () => {
    expect(pantryItemFromShoppingItem({ name: '2 cups rice', quantity: null, unit: null })).toEqual({ name: 'rice', quantity: 2, unit: 'cups' });
    expect(pantryItemFromShoppingItem({ name: 'Milk', quantity: null, unit: null })).toEqual({ name: 'Milk', quantity: 1, unit: 'item' });
  });

  it('reads the name when the amount is one the pantry cannot hold', () => {
    expect(pantryItemFromShoppingItem({ name: 'Rice', quantity: 2, unit: 'sack' })).toEqual({ name: 'Rice', quantity: 1, unit: 'item' });
    expect(pantryItemFromShoppingItem({ name: 'Salt', quantity: 1, unit: 'constructor' })).toEqual({ name: 'Salt', quantity: 1, unit: 'item' });
    expect(pantryItemFromShoppingItem({ name: 'Pepper', quantity: 0.0001, unit: 'pinch' })).toEqual({ name: 'Pepper', quantity: 1, unit: 'item' });
  });
});

describe('amountLeftOf', () => {
  it.each([
    [
      { quantity: 500, unit: 'grams', percentage: 100 },
      { quantity: 500, unit: 'g' },
    ],
    [
      { quantity: 2, unit: 'liters', percentage: 25 },
      { quantity: 0.5, unit: 'l' },
    ],
    [
      { quantity: 12, unit: 'item', percentage: 50 },
      { quantity: 6, unit: null },
    ],
    [
      { quantity: 3, unit: 'Items', percentage: 100 },
      { quantity: 3, unit: null },
    ],
    [
      { quantity: 4, unit: 'cloves', percentage: 100 },
      { quantity: 4, unit: 'clove' },
    ],
    [
      { quantity: 1, unit: 'bunches', percentage: 100 },
      { quantity: 1, unit: 'bunch' },
    ],
    [
      { quantity: 2, unit: 'lbs', percentage: 100 },
      { quantity: 2, unit: 'lb' },
    ],
    [
      { quantity: 1, unit: 'pinch', percentage: 0 },
      { quantity: 0, unit: 'pinch' },
    ],
    [{ quantity: 1, unit: 'jar', percentage: 100 }, null],
    [{ quantity: 1, unit: 'g of it', percentage: 100 }, null],
  ])('%j is %j', (item, amount) => {
    expect(amountLeftOf(item)).toEqual(amount);
  });
});
