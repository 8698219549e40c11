import { type HeldItems, type IngredientLine, planIngredientAdditions } from './ingredients-to-list.js';
import { InvalidServingsFactorError } from './inventory.errors.js';

const NOTHING_HELD: HeldItems = { onList: [], pantry: [] };
const once = (...lines: string[]): IngredientLine[] => lines.map((line) => ({ line, factor: 1 }));
const stocked = (name: string, quantity = 1, unit = 'item', percentage = 100) => ({ name, quantity, unit, percentage });
const listed = (id: number, name: string, quantity: number | null = null, unit: string | null = null) => ({ id, name, quantity, unit });

describe('planIngredientAdditions: merging the lines', () => {
  it("scales each line by its entry's factor and sums one ingredient's amounts across recipes, in the larger unit", () => {
    const week: IngredientLine[] = [
      // Monday: pancakes for 4 (recipe for 2)
      { line: '1 cup milk', factor: 2 },
      { line: '2 large eggs', factor: 2 },
      { line: '100 g butter, melted', factor: 2 },
      { line: 'Salt to taste', factor: 2 },
      // Wednesday: a cake as written
      { line: '2 tbsp milk', factor: 1 },
      { line: '3 eggs', factor: 1 },
      { line: '300 g Butter, softened', factor: 1 },
      { line: '1 kg flour', factor: 1 },
      { line: 'a pinch of salt', factor: 1 },
      // Friday: half a curry
      { line: '4 cloves garlic, minced', factor: 0.5 },
      { line: '3 garlic cloves', factor: 0.5 },
      { line: '500 g flour', factor: 0.5 },
      { line: 'salt', factor: 0.5 },
    ];
    expect(planIngredientAdditions(week, NOTHING_HELD)).toEqual({
      add: [
        { name: 'Milk', category: 'Dairy', quantity: 2.125, unit: 'cup' },
        { name: 'Eggs', category: 'Dairy', quantity: 7, unit: null },
        { name: 'Butter', category: 'Dairy', quantity: 500, unit: 'g' },
        { name: 'Salt', category: 'Spices', quantity: null, unit: null },
        { name: 'Salt', category: 'Spices', quantity: 1, unit: 'pinch' },
        { name: 'Flour', category: 'Grains', quantity: 1.25, unit: 'kg' },
        { name: 'Garlic', category: 'Produce', quantity: 3.5, unit: 'clove' },
      ],
      merge: [],
      skipped: [],
    });
  });

  it('keeps amounts that do not combine as separate items of one name, in the order they first came', () => {
    const plan = planIngredientAdditions(
      once('1 cup butter', '200 g butter', '2 tbsp butter', 'butter, for greasing', '1 stick butter'),
      NOTHING_HELD,
    );
    expect(plan.add).toEqual([
      { name: 'Butter', category: 'Dairy', quantity: 1.125, unit: 'cup' },
      { name: 'Butter', category: 'Dairy', quantity: 200, unit: 'g' },
      { name: 'Butter', category: 'Dairy', quantity: null, unit: null },
      { name: 'Butter', category: 'Dairy', quantity: 1, unit: 'stick' },
    ]);
  });

  it('merges names in any case and number and keeps the first as written; headings and blank lines name nothing', () => {
    const plan = planIngredientAdditions(
      once('For the sauce:', '2 Onions, chopped', '', '1 onion', '1 ONION', '2 tomatoes', '1 tomato'),
      NOTHING_HELD,
    );
    expect(plan.add).toEqual([
      { name: 'Onions', category: 'Produce', quantity: 4, unit: null },
      { name: 'Tomatoes', category: 'Produce', quantity: 3, unit: null },
    ]);
  });

  it('takes the category from the whole line of the first mention', () => {
    expect(planIngredientAdditions(once('1 cup frozen peas', '1 cup peas'), NOTHING_HELD).add).toEqual([
      { name: 'Peas', category: 'Frozen Foods', quantity: 2, unit: 'cup' },
    ]);
  });

  it('keeps the name but not an amount the list cannot store', () => {
    const plan = planIngredientAdditions(
      [
        { line: '1 pinch saffron', factor: 0.0001 },
        { line: '100000 kg rice', factor: 2 },
      ],
      NOTHING_HELD,
    );
    expect(plan.add).toEqual([
      { name: 'Saffron', category: 'Spices', quantity: null, unit: null },
      { name: 'Rice', category: 'Grains', quantity: null, unit: null },
    ]);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the factor %d', (factor) => {
    expect(() => planIngredientAdditions([{ line: '1 cup rice', factor }], NOTHING_HELD)).toThrow(InvalidServingsFactorError);
  });

  it('plans nothing for no lines', () => {
    expect(planIngredientAdditions([], { onList: [listed(1, 'Milk')], pantry: [stocked('milk')] })).toEqual({ add: [], merge: [], skipped: [] });
  });
});

describe('planIngredientAdditions: the pantry', () => {
  it.each([
    ['500 g butter', stocked('Butter', 500, 'grams'), 'Butter'],
    ['500 g butter', stocked('butter', 1, 'kilograms', 50), 'Butter'],
    ['1 cup milk', stocked('Milk', 1, 'liters'), 'Milk'],
    ['2 tbsp olive oil', stocked('olive oil', 0.25, 'cups'), 'Olive oil'],
    ['6 eggs', stocked('Egg', 12, 'item', 50), 'Eggs'],
    ['3 cloves garlic', stocked('garlic', 4, 'cloves'), 'Garlic'],
    ['2 cups basmati rice', stocked('rice', 500, 'ml'), 'Basmati rice'],
    ['1 lb beef', stocked('Beef', 16, 'oz'), 'Beef'],
    ['a pinch of salt', stocked('salt', 1, 'teaspoons'), 'Salt'],
    ['salt to taste', stocked('salt'), 'Salt'],
    ['fresh parsley, for garnish', stocked('parsley', 1, 'bunches', 5), 'Parsley'],
  ])('skips "%s" when the pantry holds %j', (line, item, name) => {
    expect(planIngredientAdditions(once(line), { onList: [], pantry: [item] })).toEqual({
      add: [],
      merge: [],
      skipped: [{ name, reason: 'in_pantry' }],
    });
  });

  it.each([
    ['500 g butter', stocked('Butter', 200, 'grams'), 300, 'g'],
    ['1 kg flour', stocked('flour', 1, 'kilograms', 25), 0.75, 'kg'],
    ['1 cup milk', stocked('milk', 4, 'tablespoons'), 0.75, 'cup'],
    ['6 eggs', stocked('eggs', 2), 4, null],
    ['2 lb chicken', stocked('chicken', 1, 'lb', 0), 2, 'lb'],
  ])('adds only the shortfall of "%s" when the pantry holds %j', (line, item, quantity, unit) => {
    const plan = planIngredientAdditions(once(line), { onList: [], pantry: [item] });
    expect(plan.add).toEqual([expect.objectContaining({ quantity, unit })]);
    expect(plan.skipped).toEqual([]);
  });

  it('sums every pantry item of the name that has a comparable amount', () => {
    const pantry = [stocked('Butter', 100, 'grams'), stocked('salted butter', 0.2, 'kilograms'), stocked('Butter'), stocked('butter', 1, 'cups')];
    expect(planIngredientAdditions(once('500 g butter'), { onList: [], pantry }).add).toEqual([
      { name: 'Butter', category: 'Dairy', quantity: 400, unit: 'g' },
    ]);
    expect(planIngredientAdditions(once('500 g salted butter'), { onList: [], pantry }).add).toEqual([
      { name: 'Salted butter', category: 'Dairy', quantity: 200, unit: 'g' },
    ]);
  });

  it('adds the whole amount when the pantry item has no comparable amount, but counts it for an amount-less line', () => {
    const pantry = [stocked('butter'), stocked('Salt', 500, 'grams'), stocked('honey', 1, 'jar')];
    expect(planIngredientAdditions(once('500 g butter', '1 tsp salt', 'salt to taste', '2 tbsp honey'), { onList: [], pantry })).toEqual({
      add: [
        { name: 'Butter', category: 'Dairy', quantity: 500, unit: 'g' },
        { name: 'Salt', category: 'Spices', quantity: 1, unit: 'tsp' },
        { name: 'Honey', category: 'Condiments', quantity: 2, unit: 'tbsp' },
      ],
      merge: [],
      skipped: [{ name: 'Salt', reason: 'in_pantry' }],
    });
  });

  it("matches a pantry item's name as whole words in any case and number, as for a recipe", () => {
    const pantry = [stocked('RICE', 2, 'kilograms'), stocked('egg', 12), stocked('Gar', 10, 'cloves')];
    const plan = planIngredientAdditions(once('1 cup basmati rice', '2 large eggs', '2 cloves garlic'), { onList: [], pantry });
    expect(plan.skipped).toEqual([{ name: 'Eggs', reason: 'in_pantry' }]);
    // 1 cup is a volume, 2 kg a mass: not comparable
    expect(plan.add.map((item) => item.name)).toEqual(['Basmati rice', 'Garlic']);
  });
});

describe('planIngredientAdditions: the shopping list', () => {
  it('adds the amount to an unchecked item of the same name (any case or number) whose amount combines, in the larger unit', () => {
    const onList = [listed(7, 'butter ', 200, 'g'), listed(8, 'MILK', 1, 'cup'), listed(9, 'Egg', 2, null), listed(10, 'garlic', 2, 'clove')];
    const plan = planIngredientAdditions(once('1 kg butter', '2 tbsp milk', '3 eggs', '1 clove garlic'), { onList, pantry: [] });
    expect(plan).toEqual({
      add: [],
      merge: [
        { id: 7, quantity: 1.2, unit: 'kg' },
        { id: 8, quantity: 1.125, unit: 'cup' },
        { id: 9, quantity: 5, unit: null },
        { id: 10, quantity: 3, unit: 'clove' },
      ],
      skipped: [],
    });
  });

  it('skips an amount-less line when an amount-less item of the name is on the list', () => {
    expect(planIngredientAdditions(once('Salt to taste', 'salt'), { onList: [listed(3, 'salt')], pantry: [] })).toEqual({
      add: [],
      merge: [],
      skipped: [{ name: 'Salt', reason: 'on_list' }],
    });
  });

  it('adds a separate item when the amounts do not combine: mass and volume, an amount and none, another count unit', () => {
    const onList = [listed(1, 'Butter', 1, 'cup'), listed(2, 'Salt'), listed(3, 'Garlic', 1, 'head'), listed(4, 'Parsley', 1, 'bunch')];
    const plan = planIngredientAdditions(once('200 g butter', '1 tsp salt', '2 cloves garlic', 'parsley, for garnish'), { onList, pantry: [] });
    expect(plan.merge).toEqual([]);
    expect(plan.skipped).toEqual([]);
    expect(plan.add).toEqual([
      { name: 'Butter', category: 'Dairy', quantity: 200, unit: 'g' },
      { name: 'Salt', category: 'Spices', quantity: 1, unit: 'tsp' },
      { name: 'Garlic', category: 'Produce', quantity: 2, unit: 'clove' },
      { name: 'Parsley', category: 'Produce', quantity: null, unit: null },
    ]);
  });

  it('picks the item whose amount combines when the name is on the list more than once, and never another name', () => {
    const onList = [listed(1, 'Butter'), listed(2, 'Butter', 1, 'cup'), listed(3, 'Butter', 100, 'g'), listed(4, 'Peanut butter', 100, 'g')];
    const plan = planIngredientAdditions(once('150 g butter', '2 tbsp butter', 'butter'), { onList, pantry: [] });
    expect(plan).toEqual({
      add: [],
      merge: [
        { id: 3, quantity: 250, unit: 'g' },
        { id: 2, quantity: 1.125, unit: 'cup' },
      ],
      skipped: [{ name: 'Butter', reason: 'on_list' }],
    });
  });

  it('puts only the shortfall after the pantry onto the list item', () => {
    const plan = planIngredientAdditions(once('500 g butter'), {
      onList: [listed(5, 'Butter', 100, 'g')],
      pantry: [stocked('butter', 200, 'grams')],
    });
    expect(plan).toEqual({ add: [], merge: [{ id: 5, quantity: 400, unit: 'g' }], skipped: [] });
  });

  it('names the pantry when both the pantry and the list hold an amount-less line', () => {
    expect(planIngredientAdditions(once('salt'), { onList: [listed(1, 'Salt')], pantry: [stocked('salt')] }).skipped).toEqual([
      { name: 'Salt', reason: 'in_pantry' },
    ]);
  });

  it('leaves an item with a unit the shared table does not know alone', () => {
    const plan = planIngredientAdditions(once('2 cups rice'), { onList: [listed(1, 'Rice', 2, 'sack')], pantry: [] });
    expect(plan.merge).toEqual([]);
    expect(plan.add).toEqual([{ name: 'Rice', category: 'Grains', quantity: 2, unit: 'cup' }]);
  });

  it('adds a separate item rather than take a list item past 100,000', () => {
    const plan = planIngredientAdditions(once('2 kg rice'), { onList: [listed(1, 'Rice', 99_999, 'kg')], pantry: [] });
    expect(plan.merge).toEqual([]);
    expect(plan.add).toEqual([{ name: 'Rice', category: 'Grains', quantity: 2, unit: 'kg' }]);
  });
});
