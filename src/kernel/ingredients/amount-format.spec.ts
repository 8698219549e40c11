import { formatIngredientAmount } from './amount-format.js';

describe('formatIngredientAmount', () => {
  it.each([
    [500, 'g', '500 g'],
    [1.2, 'kg', '1.2 kg'],
    [0.75, 'l', '0.75 l'],
    [333.333, 'ml', '333 ml'],
    [1250, 'g', '1250 g'],
    [1.125, 'cup', '1⅛ cups'],
    [0.5, 'cup', '½ cup'],
    [1, 'cup', '1 cup'],
    [2.5, 'tbsp', '2½ tbsp'],
    [1.5, 'lb', '1½ lb'],
    [3, 'fl oz', '3 fl oz'],
    [1, 'clove', '1 clove'],
    [3, 'clove', '3 cloves'],
    [2, 'pinch', '2 pinches'],
    [2, 'bunch', '2 bunches'],
    [5, null, '5'],
    [2.5, null, '2½'],
    [null, null, ''],
  ])('shows %s %s as "%s"', (quantity, unit, shown) => {
    expect(formatIngredientAmount(quantity, unit)).toBe(shown);
  });
});
