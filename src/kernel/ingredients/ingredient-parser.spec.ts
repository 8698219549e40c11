import { parseIngredientLine } from './ingredient-parser.js';

function parse(line: string) {
  const parsed = parseIngredientLine(line);
  if (!parsed) throw new Error(`not parsed: ${line}`);
  return parsed;
}

describe('parseIngredientLine', () => {
  it.each([
    ['2 eggs', 2],
    ['1.5 kg potatoes', 1.5],
    ['1/2 cup sugar', 0.5],
    ['1 1/2 cups flour', 1.5],
    ['½ tsp salt', 0.5],
    ['¼ cup oil', 0.25],
    ['¾ cup milk', 0.75],
    ['⅓ cup honey', 1 / 3],
    ['⅔ cup water', 2 / 3],
    ['⅛ tsp nutmeg', 0.125],
    ['1½ cups rice', 1.5],
    ['1 ½ cups rice', 1.5],
    ['2-3 tbsp olive oil', 2.5],
    ['2 – 3 tbsp olive oil', 2.5],
    ['2 to 3 carrots', 2.5],
    ['1/2-1 tsp chili flakes', 0.75],
    ['a pinch of salt', 1],
  ])('reads the quantity of "%s"', (line, quantity) => {
    expect(parse(line).quantity).toBeCloseTo(quantity, 6);
  });

  it.each([
    ['200 g flour', 'g'],
    ['200g flour', 'g'],
    ['2 grams saffron', 'g'],
    ['1 kg chicken', 'kg'],
    ['500 mg salt', 'mg'],
    ['8 oz cream cheese', 'oz'],
    ['2 ounces cheddar', 'oz'],
    ['1 lb ground beef', 'lb'],
    ['2 lbs potatoes', 'lb'],
    ['1 pound pork', 'lb'],
    ['250 ml milk', 'ml'],
    ['250 millilitres milk', 'ml'],
    ['1 l water', 'l'],
    ['1 litre stock', 'l'],
    ['2 liters water', 'l'],
    ['2 cups flour', 'cup'],
    ['1 c. sugar', 'cup'],
    ['1 tbsp oil', 'tbsp'],
    ['2 tablespoons butter', 'tbsp'],
    ['1 T honey', 'tbsp'],
    ['1 tsp vanilla', 'tsp'],
    ['2 teaspoons cumin', 'tsp'],
    ['1 t baking soda', 'tsp'],
    ['1 pinch salt', 'pinch'],
    ['1 dash hot sauce', 'dash'],
    ['3 cloves garlic', 'clove'],
    ['2 slices bread', 'slice'],
    ['1 can chickpeas', 'can'],
    ['1 stick of butter', 'stick'],
    ['4 pieces chicken', 'piece'],
    ['1 bunch spinach', 'bunch'],
    ['1 handful almonds', 'handful'],
  ])('reads the unit of "%s"', (line, unit) => {
    expect(parse(line).unit).toBe(unit);
  });

  it('reads a bare count with no unit and its size word', () => {
    expect(parse('2 large eggs')).toMatchObject({ quantity: 2, unit: null, size: 'large', name: 'eggs' });
    expect(parse('1 medium onion')).toMatchObject({ quantity: 1, unit: null, size: 'medium', name: 'onion' });
    expect(parse('3 small potatoes')).toMatchObject({ quantity: 3, size: 'small', name: 'potatoes' });
  });

  it('keeps "T" (tablespoon) and "t" (teaspoon) apart', () => {
    expect(parse('1 T sugar').unit).toBe('tbsp');
    expect(parse('1 t sugar').unit).toBe('tsp');
  });

  it('takes a count unit written after the name', () => {
    expect(parse('3 garlic cloves, minced')).toMatchObject({ quantity: 3, unit: 'clove', name: 'garlic' });
    expect(parse('2 celery stalks')).toMatchObject({ quantity: 2, unit: 'stalk', name: 'celery' });
  });

  it('prefers the weight in parentheses', () => {
    expect(parse('1 chicken (1.6 kg)')).toMatchObject({ quantity: 1.6, unit: 'kg', name: 'chicken' });
    expect(parse('1 (14 oz) can diced tomatoes, drained')).toMatchObject({ quantity: 14, unit: 'oz', name: 'diced tomatoes' });
    expect(parse('2 (15-ounce) cans chickpeas')).toMatchObject({ quantity: 30, unit: 'oz', name: 'chickpeas' });
    expect(parse('1 can (400 g) coconut milk')).toMatchObject({ quantity: 400, unit: 'g', name: 'coconut milk' });
    expect(parse('1 1/2 cups (190 g) flour')).toMatchObject({ quantity: 190, unit: 'g', name: 'flour' });
  });

  it('keeps the outer measure when the parenthesis is only a note or an equivalent volume', () => {
    expect(parse('1 cup (240 ml) milk')).toMatchObject({ quantity: 1, unit: 'cup', name: 'milk' });
    expect(parse('2 tbsp butter (melted)')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'butter' });
  });

  it('drops "of", preparation notes and remarks', () => {
    expect(parse('2 cups of flour').name).toBe('flour');
    expect(parse('2 onions, finely chopped')).toMatchObject({ quantity: 2, name: 'onions' });
    expect(parse('1/4 cup chopped parsley (optional)').name).toBe('chopped parsley');
    expect(parse('1 tsp chili flakes, optional').name).toBe('chili flakes');
    expect(parse('1 tbsp sesame seeds for garnish').name).toBe('sesame seeds');
    expect(parse('1 cup milk or water').name).toBe('milk');
    expect(parse('- 2 tbsp olive oil, divided').name).toBe('olive oil');
  });

  it('returns quantity null for a line without an amount', () => {
    expect(parse('salt to taste')).toMatchObject({ quantity: null, unit: null, name: 'salt' });
    expect(parse('Salt and pepper, to taste')).toMatchObject({ quantity: null, name: 'salt and pepper' });
    expect(parse('fresh basil for garnish')).toMatchObject({ quantity: null, name: 'fresh basil' });
  });

  it('reads "juice of" and "zest of" a counted fruit', () => {
    expect(parse('juice of 1 lemon')).toMatchObject({ quantity: 1, unit: null, name: 'lemon juice' });
    expect(parse('zest of 2 limes')).toMatchObject({ quantity: 2, name: 'limes zest' });
    expect(parse('Zest and juice of 1/2 lemon')).toMatchObject({ quantity: 0.5, name: 'lemon juice' });
  });

  it('reads "dozen", "x 400 g" per item and "1 cup plus 2 tbsp"', () => {
    expect(parse('1 dozen eggs')).toMatchObject({ quantity: 12, unit: null, name: 'eggs' });
    expect(parse('2 x 400g cans chickpeas')).toMatchObject({ quantity: 800, unit: 'g', name: 'chickpeas' });
    expect(parse('1 cup plus 2 tbsp sugar')).toMatchObject({ quantity: 1.125, unit: 'cup', name: 'sugar' });
    expect(parse('2 tbsp flour, plus more for dusting')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'flour' });
  });

  it('keeps the original line and returns null for a blank one', () => {
    expect(parse('  2 eggs ').original).toBe('  2 eggs ');
    expect(parseIngredientLine('   ')).toBeNull();
  });

  it('does not read a name starting with "a" as an amount', () => {
    expect(parse('avocado')).toMatchObject({ quantity: null, name: 'avocado' });
  });
});
