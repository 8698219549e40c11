import { isRecipeLike, parseRecipeText } from './recipe-text-parser.js';

const text = (lines: string[]) => lines.join('\n');

describe('parseRecipeText', () => {
  it('reads a headed card: name, servings, times, ingredients and wrapped numbered steps', () => {
    const fields = parseRecipeText(
      text([
        'Lemon Garlic Roast Chicken',
        '',
        'Serves 4    Prep time: 15 minutes    Cook time: 1 hr 15 min',
        '',
        'Ingredients',
        '1 whole chicken (1.6 kg)',
        '2 lemons, halved',
        '6 cloves garlic, crushed',
        '2 tbsp olive oil',
        '',
        'Method',
        '1. Heat the oven to 200C. Pat the chicken dry and rub it with',
        'the olive oil, salt and pepper.',
        '',
        '2. Stuff the lemons and garlic inside and roast for 1 hour 15 minutes.',
        '3. Rest for 10 minutes before carving.',
      ]),
    );
    expect(fields).toEqual({
      name: 'Lemon Garlic Roast Chicken',
      description: null,
      ingredients: ['1 whole chicken (1.6 kg)', '2 lemons, halved', '6 cloves garlic, crushed', '2 tbsp olive oil'],
      instructions: [
        'Heat the oven to 200C. Pat the chicken dry and rub it with the olive oil, salt and pepper.',
        'Stuff the lemons and garlic inside and roast for 1 hour 15 minutes.',
        'Rest for 10 minutes before carving.',
      ],
      tips: [],
      cookTime: 75,
      prepTime: 15,
      totalTime: null,
      servings: 4,
      yield: null,
      difficulty: null,
      category: null,
    });
    expect(isRecipeLike(fields)).toBe(true);
  });

  it('finds ingredients and steps without headings, and the description under the name', () => {
    const fields = parseRecipeText(
      text([
        'Weeknight Tomato Pasta',
        'A quick supper from the store cupboard, ready before the water boils twice.',
        '400 g spaghetti',
        '1 can (400 g) chopped tomatoes',
        '3 tbsp olive oil',
        '2 garlic cloves, sliced',
        '1. Boil the spaghetti in salted water until just tender.',
        '2. Warm the oil and garlic, add the tomatoes and simmer for 10 minutes.',
        '3. Toss the pasta through the sauce and serve.',
      ]),
    );
    expect(fields.name).toBe('Weeknight Tomato Pasta');
    expect(fields.description).toBe('A quick supper from the store cupboard, ready before the water boils twice.');
    expect(fields.ingredients).toEqual(['400 g spaghetti', '1 can (400 g) chopped tomatoes', '3 tbsp olive oil', '2 garlic cloves, sliced']);
    expect(fields.instructions).toHaveLength(3);
    expect(fields.instructions[1]).toBe('Warm the oil and garlic, add the tomatoes and simmer for 10 minutes.');
  });

  it('forgives OCR noise: stray marks, bullets read as letters, "l" and "I" for 1, "O" for 0', () => {
    const fields = parseRecipeText(
      text([
        '~ — .',
        'BANANA OAT MUFFINS',
        '',
        'Makes 12   |   Total time: 35 mins',
        '',
        'INGREDIENTS:',
        'e 2 ripe bananas, mashed',
        '© l cup rolled oats',
        '« I tsp baking powder',
        '* l/2 cup milk',
        '• 1 egg',
        '|',
        'DIRECTIONS',
        'l. Heat the oven to 2O0C and line a muffin tin.',
        '2, Mix everything in one bowl.',
        '3) Spoon into the tin and bake for 2O minutes.',
      ]),
    );
    expect(fields.name).toBe('Banana Oat Muffins');
    expect(fields.ingredients).toEqual(['2 ripe bananas, mashed', '1 cup rolled oats', '1 tsp baking powder', '1/2 cup milk', '1 egg']);
    expect(fields.instructions).toEqual([
      'Heat the oven to 200C and line a muffin tin.',
      'Mix everything in one bowl.',
      'Spoon into the tin and bake for 20 minutes.',
    ]);
    expect(fields.servings).toBe(12);
    expect(fields.yield).toBe('Makes 12');
    expect(fields).toMatchObject({ prepTime: null, cookTime: 35, totalTime: 35 });
  });

  it("reads OCR's 9 for a gram sign, a comma that ends a step and a name with a letter lowered", () => {
    const fields = parseRecipeText(
      text([
        'TOMATO BASIL Soup',
        'Ingredients:',
        '- 2 cans (400 9 each) tomatoes',
        '- 250 9 butter',
        'Method:',
        '1. Blend until smooth. Season to',
        'taste,',
      ]),
    );
    expect(fields.name).toBe('Tomato Basil Soup');
    expect(fields.ingredients).toEqual(['2 cans (400 g each) tomatoes', '250 g butter']);
    expect(fields.instructions).toEqual(['Blend until smooth. Season to taste.']);
  });

  it('joins unnumbered steps that wrap, and starts a new one after a full stop and a capital', () => {
    const fields = parseRecipeText(
      text([
        'Simple Pancakes',
        'Ingredients',
        '1 cup flour',
        '1 cup milk',
        '1 egg',
        'Directions',
        'Whisk the flour, milk and egg together until',
        'smooth, then rest the batter for 10 minutes.',
        'Heat a buttered pan over a medium heat.',
        'Pour in a ladle of batter and cook until bubbles',
        'appear, then flip.',
      ]),
    );
    expect(fields.instructions).toEqual([
      'Whisk the flour, milk and egg together until smooth, then rest the batter for 10 minutes.',
      'Heat a buttered pan over a medium heat.',
      'Pour in a ladle of batter and cook until bubbles appear, then flip.',
    ]);
    expect(fields.category).toBe('Breakfast');
  });

  it('keeps ingredients without amounts under a heading, skips sub-headings and joins wrapped lines', () => {
    const fields = parseRecipeText(
      text([
        'Chicken Traybake',
        'Ingredients',
        'For the chicken:',
        '8 chicken thighs',
        '1 can (400 g) chickpeas,',
        'drained and rinsed',
        'For the dressing',
        '3 tbsp yoghurt',
        'Salt and pepper',
        'Fresh parsley, to garnish',
        'Method',
        'Roast everything for 40 minutes.',
      ]),
    );
    expect(fields.ingredients).toEqual([
      '8 chicken thighs',
      '1 can (400 g) chickpeas, drained and rinsed',
      '3 tbsp yoghurt',
      'Salt and pepper',
      'Fresh parsley, to garnish',
    ]);
  });

  it('does not take a date under the name for an ingredient', () => {
    const fields = parseRecipeText(
      text([
        'Tomato Toast',
        '',
        '14 March 2022',
        '',
        'September 3rd, 2021',
        '',
        'Ingredients',
        '2 slices bread',
        '1 tomato',
        '',
        'Method',
        'Toast the bread.',
      ]),
    );
    expect(fields).toMatchObject({ name: 'Tomato Toast', ingredients: ['2 slices bread', '1 tomato'], instructions: ['Toast the bread.'] });
  });

  it('splits a row that OCR read across two columns of ingredients', () => {
    const fields = parseRecipeText(
      text(['Green Salad', 'Ingredients', '2 tbsp olive oil 1 tsp mustard', '1 tbsp vinegar 2 cups rocket', 'Method', 'Toss and serve.']),
    );
    expect(fields.ingredients).toEqual(['2 tbsp olive oil', '1 tsp mustard', '1 tbsp vinegar', '2 cups rocket']);
  });

  it('does not split amounts that belong together', () => {
    const fields = parseRecipeText(
      text(['Stew', 'Ingredients', '2 x 400 g cans tomatoes', '1 cup plus 2 tbsp stock', 'juice of 1 lemon', 'Method', 'Simmer for an hour.']),
    );
    expect(fields.ingredients).toEqual(['2 x 400 g cans tomatoes', '1 cup plus 2 tbsp stock', 'juice of 1 lemon']);
  });

  it('reads headings written with the first item on the same line', () => {
    const fields = parseRecipeText(
      text(['Toast', 'Ingredients: 2 slices bread', '1 tbsp butter', 'Method: Toast the bread.', 'Butter it while hot.']),
    );
    expect(fields.ingredients).toEqual(['2 slices bread', '1 tbsp butter']);
    expect(fields.instructions).toEqual(['Toast the bread.', 'Butter it while hot.']);
  });

  it('reads "Step 1" markers and bare numbers before a capital', () => {
    const steps = parseRecipeText(
      text(['Rice', 'Ingredients', '1 cup rice', '2 cups water', 'Steps', 'Step 1 Rinse the rice.', 'Step 2: Simmer with the water for 12 minutes.']),
    ).instructions;
    expect(steps).toEqual(['Rinse the rice.', 'Simmer with the water for 12 minutes.']);
    const bare = parseRecipeText(text(['Rice', 'Ingredients', '1 cup rice', 'Method', '1 Rinse the rice', '2 Simmer it'])).instructions;
    expect(bare).toEqual(['Rinse the rice', 'Simmer it']);
  });

  it('keeps notes as tips and leaves nutrition out', () => {
    const fields = parseRecipeText(
      text([
        'Lentil Soup',
        'Ingredients',
        '1 cup red lentils',
        '1 onion, chopped',
        'Method',
        '1. Simmer everything for 25 minutes.',
        'Nutrition per serving',
        'Calories 240',
        'Protein 14g',
        'Notes',
        'Freezes well for up to',
        'three months.',
        'Add lemon juice just before serving.',
      ]),
    );
    expect(fields.instructions).toEqual(['Simmer everything for 25 minutes.']);
    expect(fields.tips).toEqual(['Freezes well for up to three months.', 'Add lemon juice just before serving.']);
  });

  it('keeps the footnote to ingredients marked with an asterisk as a tip, not an ingredient', () => {
    const fields = parseRecipeText(
      text(['Bread', 'Ingredients', '500 g bread flour *', '10 g salt', '* Which flour to buy, see the notes', 'Method', '1. Knead and bake.']),
    );
    expect(fields.ingredients).toEqual(['500 g bread flour *', '10 g salt']);
    expect(fields.tips).toEqual(['Which flour to buy, see the notes']);
  });

  it('skips what heads a card without naming it, and title-cases a name in capitals', () => {
    const fields = parseRecipeText(
      text([
        'RECIPE CARD',
        'From the kitchen of Grandma Rose',
        "GRANDMA'S APPLE CRUMBLE",
        'Serves 6',
        '4 apples, sliced',
        '1 cup flour',
        'Bake for 40 minutes.',
      ]),
    );
    expect(fields.name).toBe("Grandma's Apple Crumble");
    expect(fields.category).toBe('Dessert');
    expect(fields.ingredients).toEqual(['4 apples, sliced', '1 cup flour']);
    expect(fields.instructions).toEqual(['Bake for 40 minutes.']);
  });

  it('joins a long name that wraps onto a second line', () => {
    const fields = parseRecipeText(text(['Slow Cooked Beef and', 'Ale Stew with Dumplings', 'Serves 6', '1 kg beef', 'Method', 'Cook slowly.']));
    expect(fields.name).toBe('Slow Cooked Beef and Ale Stew with Dumplings');
  });

  it('reads difficulty, ranges and totals', () => {
    const fields = parseRecipeText(
      text([
        'Chocolate Brownies',
        'Difficulty: Easy',
        'Prep: 15 mins | Bake: 25 mins | Total time: 45 mins',
        'Yield: 16 servings',
        '200 g dark chocolate',
        '3 eggs',
        'Melt, mix and bake.',
      ]),
    );
    expect(fields).toMatchObject({ difficulty: 'Easy', prepTime: 15, cookTime: 25, totalTime: 45, servings: 16, yield: null, category: 'Dessert' });
  });

  it('reads unicode fractions and ranges in amounts', () => {
    const fields = parseRecipeText(text(['Porridge', '½ cup oats', '1-2 cups milk', 'Method', 'Simmer, stirring.']));
    expect(fields.ingredients).toEqual(['½ cup oats', '1-2 cups milk']);
  });

  it('reads a page without markup, as the URL import gets it', () => {
    const fields = parseRecipeText(
      text([
        'Classic Guacamole',
        'Fresh, bright and ready in minutes. Serve with tortilla chips.',
        'Prep Time 10 minutes',
        'Servings 4',
        'Ingredients',
        '3 ripe avocados',
        '1 lime, juiced',
        '1/2 tsp salt',
        '1/4 cup diced onion',
        'Instructions',
        'Halve the avocados, remove the pits and scoop the flesh into a bowl.',
        'Mash with the lime juice and salt, then fold in the onion.',
        'Notes',
        'Press cling film onto the surface to stop it browning.',
      ]),
    );
    expect(fields).toMatchObject({
      name: 'Classic Guacamole',
      description: 'Fresh, bright and ready in minutes. Serve with tortilla chips.',
      cookTime: 10,
      servings: 4,
      category: 'Appetizer',
    });
    expect(fields.ingredients).toHaveLength(4);
    expect(fields.instructions).toHaveLength(2);
    expect(fields.tips).toEqual(['Press cling film onto the surface to stop it browning.']);
  });

  it.each([
    ['a letter', 'Dear Sam,\nThank you for the lovely evening.\nSee you soon,\nAlex'],
    ['a receipt', 'SUPERSTORE\nMilk 1.20\nBread 0.95\nTOTAL 2.15\nThank you for shopping'],
    ['a shopping list', '2 eggs\n1 cup milk\n3 apples'],
    ['nothing', ''],
    ['noise', '~~~ ,. -- |\n= =\n.'],
  ])('finds no recipe in %s', (_what, input) => {
    expect(isRecipeLike(parseRecipeText(input))).toBe(false);
  });
});

describe('parseRecipeText on printed cards', () => {
  it('reads facts printed as labels over their values, row by row or column by column', () => {
    const rows = parseRecipeText(
      text(['Roast Vegetable Couscous', 'PREP', 'COOK', 'SERVES', '15 min', '30 min', '4', 'Ingredients', '250 g couscous']),
    );
    expect(rows).toMatchObject({ prepTime: 15, cookTime: 30, servings: 4, ingredients: ['250 g couscous'] });
    const columns = parseRecipeText(
      text(['Cinnamon Rolls', 'PREP', '30 min', 'BAKE', '25 min', 'YIELD', '12 rolls', 'You will need', '500 g flour']),
    );
    expect(columns).toMatchObject({ prepTime: 30, cookTime: 25, servings: 12, yield: '12 rolls', ingredients: ['500 g flour'] });
  });

  it('does not take an ingredient for the value of a label left without one', () => {
    const fields = parseRecipeText(
      text(['Stir-Fry', 'SERVES', 'What you need', '1 tbsp groundnut oil', '2 nests of noodles', 'Method', 'Stir-fry everything.']),
    );
    expect(fields.servings).toBeNull();
    expect(fields.ingredients).toEqual(['1 tbsp groundnut oil', '2 nests of noodles']);
  });

  it("reads a 'STEP 1' heading above its step, and a number alone in the margin", () => {
    const fields = parseRecipeText(
      text([
        'Tagine',
        'Ingredients',
        '1 kg lamb',
        'Method',
        'STEP 1',
        'Brown the lamb in the oil.',
        '',
        'STEP 2',
        'Add the spices and',
        'simmer for an hour.',
        '3',
        'Serve.',
      ]),
    );
    expect(fields.instructions).toEqual(['Brown the lamb in the oil.', 'Add the spices and simmer for an hour.', 'Serve.']);
  });

  it('takes paragraphs for steps when the method sets them apart, whatever ends its lines', () => {
    const fields = parseRecipeText(
      text([
        'Soda Bread',
        'Ingredients',
        '4 cups flour',
        'Method',
        'Heat the oven to 220°C.',
        '',
        'Mix the dry ingredients and pour in the buttermilk.',
        'Stir to a soft dough.',
        '',
        'Bake for 35 minutes.',
      ]),
    );
    expect(fields.instructions).toEqual([
      'Heat the oven to 220°C.',
      'Mix the dry ingredients and pour in the buttermilk. Stir to a soft dough.',
      'Bake for 35 minutes.',
    ]);
  });

  it('keeps a line it cannot read as an amount in a list without a heading, until the method starts', () => {
    const fields = parseRecipeText(
      text([
        'Overnight Oats',
        'Serves 1',
        '',
        'Y2 cup rolled oats',
        '1 small apple, grated',
        '1 tsp honey',
        '',
        'Stir everything together in a jar.',
      ]),
    );
    expect(fields.ingredients).toEqual(['Y2 cup rolled oats', '1 small apple, grated', '1 tsp honey']);
    expect(fields.instructions).toEqual(['Stir everything together in a jar.']);
  });

  it('skips the sub-headings of a list of ingredients', () => {
    const fields = parseRecipeText(
      text([
        'Lasagne',
        'Ingredients',
        'For the meat sauce',
        '750 g beef mince',
        'To assemble',
        '12 lasagne sheets',
        'TO SERVE',
        'Method',
        'Layer and bake.',
      ]),
    );
    expect(fields.ingredients).toEqual(['750 g beef mince', '12 lasagne sheets']);
  });

  it("mends OCR's slips in amounts and units: | and I for 1, thsp, 1b, 0z, dashes for bullets", () => {
    const fields = parseRecipeText(
      text([
        'Meatloaf',
        'Ingredients',
        '— 2 1b ground beef',
        '| onion, chopped',
        'I large egg',
        '_ 8 0z noodles',
        '2 thsp ketchup',
        'Method',
        'I like to bake it for an hour.',
      ]),
    );
    expect(fields.ingredients).toEqual(['2 lb ground beef', '1 onion, chopped', '1 large egg', '8 oz noodles', '2 tbsp ketchup']);
    expect(fields.instructions).toEqual(['I like to bake it for an hour.']);
  });

  it("reads a step's number before a word OCR lowered, a 'STEP 5' read as 'STEPS', and a bullet read as 'e' against its amount", () => {
    const fields = parseRecipeText(
      text([
        'Couscous',
        'Ingredients',
        'e225 g couscous',
        'Method',
        'STEP 1',
        'Soak the couscous.',
        'STEP 2',
        'Roast the vegetables.',
        'STEPS',
        'Serve.',
        '4 stir in the mint.',
      ]),
    );
    expect(fields.ingredients).toEqual(['225 g couscous']);
    expect(fields.instructions).toEqual(['Soak the couscous.', 'Roast the vegetables.', 'Serve.', 'stir in the mint.']);
  });
});
