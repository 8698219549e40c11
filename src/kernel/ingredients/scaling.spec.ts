import { friendlyNumber, scaleIngredientLine } from './scaling.js';

describe('friendlyNumber', () => {
  it.each([
    [1.5, '1½'],
    [0.5, '½'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [0.75, '¾'],
    [2.25, '2¼'],
    [0.125, '⅛'],
    [3, '3'],
    [2.99, '3'],
    [12.4, '12'],
    [1.06, '1.1'],
  ])('shows %d as %s', (value, shown) => {
    expect(friendlyNumber(value)).toBe(shown);
  });
});

describe('scaleIngredientLine', () => {
  it.each([
    ['1 1/2 cups flour', 1.5, '2¼ cups flour'],
    ['½ tsp salt', 2, '1 tsp salt'],
    ['1½ cups rice', 2, '3 cups rice'],
    ['1 ½ cups rice', 0.5, '¾ cup rice'],
    ['2-3 tbsp olive oil', 1.5, '3-4½ tbsp olive oil'],
    ['2 to 3 carrots', 2, '4-6 carrots'],
    ['2 eggs', 1.5, '3 eggs'],
    ['3 cloves garlic', 0.5, '1½ cloves garlic'],
    ['1 clove garlic', 2, '2 cloves garlic'],
    ['2 cups flour', 0.5, '1 cup flour'],
    ['1 pinch salt', 3, '3 pinches salt'],
    ['200g flour', 1.5, '300g flour'],
    ['1 (14 oz) can tomatoes', 2, '2 (14 oz) can tomatoes'],
    ['- 2 tbsp butter, melted', 2, '- 4 tbsp butter, melted'],
    ['1 dozen eggs', 0.5, '½ dozen eggs'],
  ])('scales "%s" by %d to "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor)).toBe(scaled);
  });

  it('says "1 egg" and "2 eggs" when the count crosses one, for a counted thing of a few plain words', () => {
    expect(scaleIngredientLine('2 eggs', 0.5)).toBe('1 egg');
    expect(scaleIngredientLine('1 onion, chopped', 2)).toBe('2 onions, chopped');
    expect(scaleIngredientLine('1 large tomato', 3)).toBe('3 large tomatoes');
    expect(scaleIngredientLine('2 peaches (ripe)', 0.5)).toBe('1 peach (ripe)');
    expect(scaleIngredientLine('1 cherry', 2)).toBe('2 cherries');
    expect(scaleIngredientLine('1 whole chicken (1.6 kg)', 1.5)).toBe('1½ whole chickens (1.6 kg)');
    expect(scaleIngredientLine('1 red bell pepper', 2)).toBe('2 red bell peppers');
    expect(scaleIngredientLine('2 chicken breasts, sliced', 0.5)).toBe('1 chicken breast, sliced');
    expect(scaleIngredientLine('1 garlic clove finely minced', 2)).toBe('2 garlic clove finely minced');
    expect(scaleIngredientLine('1 onion sliced thin', 2)).toBe('2 onion sliced thin');
    expect(scaleIngredientLine('1 salt and pepper', 2)).toBe('2 salt and pepper');
    expect(scaleIngredientLine('4 eggs', 2)).toBe('8 eggs');
    expect(scaleIngredientLine('1 egg', 0.5)).toBe('½ egg');
  });

  it('leaves lines without an amount, and "a pinch", as they are', () => {
    expect(scaleIngredientLine('salt to taste', 2)).toBe('salt to taste');
    expect(scaleIngredientLine('a pinch of salt', 2)).toBe('a pinch of salt');
    expect(scaleIngredientLine('Fresh basil, to serve', 3, 'metric')).toBe('Fresh basil, to serve');
  });

  it('returns the line untouched for the recipe as written', () => {
    expect(scaleIngredientLine('1½ cups rice', 1)).toBe('1½ cups rice');
  });

  it.each([
    ['1 cup milk', 1, '240 ml milk'],
    ['1 1/2 cups milk', 2, '720 ml milk'],
    ['5 cups stock', 1, '1.2 l stock'],
    ['8 oz cream cheese', 1, '225 g cream cheese'],
    ['1 lb ground beef', 1.5, '680 g ground beef'],
    ['2 lbs potatoes', 2, '1.8 kg potatoes'],
    ['2-3 cups water', 1, '480-720 ml water'],
    ['1 tbsp olive oil', 2, '2 tbsp olive oil'],
    ['200 g flour', 2, '400 g flour'],
    ['800 g flour', 2, '1.6 kg flour'],
    ['600 ml water', 2, '1.2 l water'],
    ['1.5 kg potatoes', 2, '3 kg potatoes'],
  ])('converts "%s" ×%d to metric: "%s"', (line, factor, converted) => {
    expect(scaleIngredientLine(line, factor, 'metric')).toBe(converted);
  });

  it.each([
    ['200 g flour', 1, '7 oz flour'],
    ['1 kg potatoes', 1, '2¼ lb potatoes'],
    ['480 ml stock', 1, '2 cups stock'],
    ['500 ml stock', 1, '2⅛ cups stock'],
    ['60 ml milk', 1, '¼ cup milk'],
    ['15 ml soy sauce', 1, '1 tbsp soy sauce'],
    ['5 ml vanilla', 1.5, '1½ tsp vanilla'],
    ['1 cup flour', 1, '1 cup flour'],
  ])('converts "%s" ×%d to US: "%s"', (line, factor, converted) => {
    expect(scaleIngredientLine(line, factor, 'us')).toBe(converted);
  });

  it('never converts a pinch, a dash, a can or a count', () => {
    expect(scaleIngredientLine('1 pinch salt', 1, 'metric')).toBe('1 pinch salt');
    expect(scaleIngredientLine('1 dash hot sauce', 2, 'us')).toBe('2 dashes hot sauce');
    expect(scaleIngredientLine('1 can chickpeas', 2, 'metric')).toBe('2 cans chickpeas');
    expect(scaleIngredientLine('3 eggs', 2, 'us')).toBe('6 eggs');
  });
});
