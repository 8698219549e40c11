import { shoppingNameOf, shoppingNamesOf } from './ingredient-names.js';

describe('shoppingNameOf: the name to shop for in a recipe line', () => {
  it.each([
    // amounts: whole, decimal, mixed and unicode fractions, ranges
    ['2 cups all-purpose flour', 'All-purpose flour'],
    ['1 1/2 cups whole milk', 'Whole milk'],
    ['1½ cups basmati rice', 'Basmati rice'],
    ['½ tsp ground cumin', 'Ground cumin'],
    ['¾ cup granulated sugar', 'Granulated sugar'],
    ['2-3 tbsp olive oil', 'Olive oil'],
    ['2 to 3 carrots, peeled and sliced', 'Carrots'],
    ['0.5 kg new potatoes', 'New potatoes'],
    // metric and US units
    ['500 g spaghetti', 'Spaghetti'],
    ['200g dark chocolate (70%), roughly chopped', 'Dark chocolate'],
    ['1 kg beef chuck, cut into cubes', 'Beef chuck'],
    ['250 ml double cream', 'Double cream'],
    ['1 litre chicken stock', 'Chicken stock'],
    ['8 oz cream cheese, softened', 'Cream cheese'],
    ['1 lb boneless, skinless chicken thighs', 'Chicken thighs'],
    ['2 tablespoons unsalted butter, melted', 'Unsalted butter'],
    ['1 tsp vanilla extract', 'Vanilla extract'],
    ['1 T honey', 'Honey'],
    ['1 pinch of salt', 'Salt'],
    // size and state words, preparation words, notes
    ['2 large eggs, beaten', 'Eggs'],
    ['1 medium onion, finely chopped', 'Onion'],
    ['3 cloves garlic, minced', 'Garlic'],
    ['3 garlic cloves, crushed', 'Garlic'],
    ['1 (14 oz) can diced tomatoes', 'Tomatoes'],
    ['2 (15-ounce) cans chickpeas, rinsed and drained', 'Chickpeas'],
    ['1 cup frozen peas, thawed', 'Peas'],
    ['2 ripe avocados', 'Avocados'],
    ['1/2 cup freshly grated Parmesan cheese', 'Parmesan cheese'],
    ['4 tbsp butter, at room temperature', 'Butter'],
    ['1 cup cooked rice', 'Rice'],
    ['1 tbsp sun-dried tomato paste', 'Sun-dried tomato paste'],
    ['Juice of 1 lemon', 'Lemon juice'],
    ['1 cup milk or water', 'Milk'],
    ['- 2 tbsp soy sauce', 'Soy sauce'],
    // trailing remarks and optional lines
    ['fresh parsley, for garnish', 'Parsley'],
    ['Chopped fresh cilantro for garnish', 'Cilantro'],
    ['Pepper to taste', 'Pepper'],
    ['1/4 cup chopped walnuts (optional)', 'Walnuts'],
    ['1 tsp red pepper flakes, optional', 'Red pepper flakes'],
    ['Optional: 1 tsp chili flakes', 'Chili flakes'],
    // salt and pepper, whatever the wording
    ['Salt and pepper to taste', 'Salt and pepper'],
    ['salt and pepper', 'Salt and pepper'],
    ['SALT AND PEPPER, to taste', 'Salt and pepper'],
    ['Salt & freshly ground black pepper', 'Salt and pepper'],
  ])('"%s" → "%s"', (line, name) => {
    expect(shoppingNameOf(line)).toBe(name);
  });

  it.each([[''], ['   '], ['For the sauce:'], ['2 cups'], ['(optional)'], ['—']])('drops "%s": nothing to buy', (line) => {
    expect(shoppingNameOf(line)).toBeNull();
  });

  it('cuts a name to the 200 characters of a shopping item', () => {
    expect(shoppingNameOf(`1 cup ${'pepperoni'.repeat(40)}`)).toHaveLength(200);
  });
});

describe("shoppingNamesOf: a recipe's ingredient list", () => {
  it('keeps the recipe order, removes duplicates in any case and blank results, and keeps the line of each name', () => {
    expect(
      shoppingNamesOf([
        '2 cloves garlic, minced',
        '1 large onion',
        '',
        'For the topping:',
        '3 garlic cloves, sliced',
        '1 ONION, diced',
        'Salt and pepper to taste',
        'salt and pepper',
      ]),
    ).toEqual([
      { name: 'Garlic', line: '2 cloves garlic, minced' },
      { name: 'Onion', line: '1 large onion' },
      { name: 'Salt and pepper', line: 'Salt and pepper to taste' },
    ]);
  });
});
