import { pantryItemFromText } from './pantry-item-parser.js';

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
