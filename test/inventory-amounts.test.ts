// Shopping items with an amount (issue 50): what the list answers, a checked amount in the pantry, and the meal
// planner's use case (not on HTTP yet: planning will call it from POST /api/meal-plan/shopping-list), resolved
// from the app and run against the real database, alone and 20 at once for one cook.
import { AddIngredientsToShoppingList, type IngredientLine } from '../src/modules/inventory/index.js';
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Cook = Awaited<ReturnType<typeof signedInBrowser>>;
interface ShoppingItem {
  id: number;
  name: string;
  category: string;
  checked: boolean;
  quantity: number | null;
  unit: string | null;
}

const cook = (): Promise<Cook> => signedInBrowser(t);
const addIngredients = (who: Cook, lines: IngredientLine[]) => t.app.get(AddIngredientsToShoppingList).execute(who.user.id, lines);
const once = (...lines: string[]): IngredientLine[] => lines.map((line) => ({ line, factor: 1 }));
const shoppingOf = async (who: Cook): Promise<ShoppingItem[]> => (await who.browser.get('/api/shopping').expect(200)).body;
const amountsOf = async (who: Cook) => (await shoppingOf(who)).map((item) => [item.name, item.quantity, item.unit]);
const fill = (userId: number, count: number) =>
  t.sql("insert into shopping_items (user_id, name, category) select ?, 'Filler ' || n, 'Other' from generate_series(1, ?) n", [userId, count]);

describe('items added the old ways', () => {
  it('answer quantity and unit null, by name and from a recipe', async () => {
    const me = await cook();
    const typed = (await me.browser.post('/api/shopping').send({ name: '500 g butter' }).expect(201)).body as ShoppingItem;
    expect(typed).toMatchObject({ name: '500 g butter', quantity: null, unit: null });
    const recipe = (
      await me.browser
        .post('/api/recipes')
        .send(recipeInput({ ingredients: ['2 cups rice', '3 eggs'] }))
        .expect(201)
    ).body;
    await me.browser.post(`/api/shopping/from-recipe/${recipe.id}`).expect(200);
    expect(await amountsOf(me)).toEqual([
      ['Rice', null, null],
      ['Eggs', null, null],
      ['500 g butter', null, null],
    ]);
    // and checked, the name is read as before
    const checked = await me.browser.patch(`/api/shopping/${typed.id}`).send({ checked: true }).expect(200);
    expect(checked.body).toMatchObject({ quantity: null, unit: null, pantryItem: { name: 'butter', quantity: 500, unit: 'grams' } });
  });
});

describe('the meal planner onto the list', () => {
  it('adds merged, scaled amounts that the list answers and a check moves into the pantry', async () => {
    const me = await cook();
    const result = await addIngredients(me, [
      { line: '100 g butter, melted', factor: 2 },
      { line: '300 g Butter', factor: 1 },
      { line: '1 cup milk', factor: 1 },
      { line: '2 tbsp milk', factor: 1 },
      { line: 'Salt to taste', factor: 2 },
    ]);
    expect(result.added.map((item) => [item.name, item.category, item.quantity, item.unit])).toEqual([
      ['Butter', 'Dairy', 500, 'g'],
      ['Milk', 'Dairy', 1.125, 'cup'],
      ['Salt', 'Spices', null, null],
    ]);
    expect(result).toMatchObject({ merged: [], skipped: [] });
    // newest first, in the lines' order
    expect(await amountsOf(me)).toEqual([
      ['Butter', 500, 'g'],
      ['Milk', 1.125, 'cup'],
      ['Salt', null, null],
    ]);

    const butter = (await shoppingOf(me)).find((item) => item.name === 'Butter')!;
    const checked = await me.browser.patch(`/api/shopping/${butter.id}`).send({ checked: true }).expect(200);
    expect(checked.body).toMatchObject({ name: 'Butter', quantity: 500, unit: 'g', checked: true });
    expect(checked.body.pantryItem).toMatchObject({ name: 'Butter', quantity: 500, unit: 'grams', percentage: 100 });
    const milk = (await shoppingOf(me)).find((item) => item.name === 'Milk')!;
    expect((await me.browser.patch(`/api/shopping/${milk.id}`).send({ checked: true }).expect(200)).body.pantryItem).toMatchObject({
      name: 'Milk',
      quantity: 1.125,
      unit: 'cups',
    });
  });

  it('adds to unchecked items of the name, skips what the pantry holds, adds the shortfall, and leaves checked items alone', async () => {
    const me = await cook();
    const first = await addIngredients(me, once('200 g flour', '2 eggs', 'salt'));
    const [flour, eggs] = first.added;
    await me.browser.patch(`/api/shopping/${eggs.id}`).send({ checked: true }).expect(200); // 2 eggs in the pantry now
    await me.browser.post('/api/pantry').send({ name: 'Sugar', quantity: 1, unit: 'kilograms', percentage: 50 }).expect(201);

    const second = await addIngredients(me, once('1 kg flour', '3 eggs', 'salt', '400 g sugar', '800 g sugar', '1 tsp sugar'));
    expect(second.merged.map((item) => [item.id, item.name, item.quantity, item.unit])).toEqual([[flour.id, 'Flour', 1.2, 'kg']]);
    expect(second.skipped).toEqual([{ name: 'Salt', reason: 'on_list' }]);
    expect(second.added.map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['Eggs', 1, null], // 3 eggs, 2 in the pantry
      ['Sugar', 700, 'g'], // 1.2 kg, 500 g left
      ['Sugar', 1, 'tsp'], // a volume: the kilograms say nothing about it
    ]);
    const third = await addIngredients(me, once('50 g sugar', '1 egg'));
    expect(third.skipped).toEqual([
      { name: 'Sugar', reason: 'in_pantry' },
      { name: 'Egg', reason: 'in_pantry' },
    ]);
    expect(third.added).toEqual([]);
  });

  it('adds nothing and merges nothing when the additions would take the list past 500 items', async () => {
    const me = await cook();
    await addIngredients(me, once('100 g butter'));
    await fill(me.user.id, 498);
    await expect(addIngredients(me, once('100 g butter', '1 onion', '1 carrot'))).rejects.toMatchObject({
      message: 'Your shopping list is full (500 items). Remove some items first.',
      code: 'LIST_FULL',
    });
    expect((await shoppingOf(me)).filter((item) => !item.name.startsWith('Filler'))).toEqual([expect.objectContaining({ quantity: 100, unit: 'g' })]);
    // a merge alone adds no item: it fits
    const merged = await addIngredients(me, once('100 g butter'));
    expect(merged.merged).toEqual([expect.objectContaining({ quantity: 200, unit: 'g' })]);
  });

  it('never loses a merge when 20 calls for one cook arrive at once', async () => {
    const me = await cook();
    const results = await Promise.all(Array.from({ length: 20 }, () => addIngredients(me, once('100 g butter', '1 egg', '1 tbsp milk'))));
    expect(results.map((result) => result.added.length).sort((a, b) => b - a)).toEqual([3, ...Array<number>(19).fill(0)]);
    expect(results.filter((result) => result.merged.length === 3)).toHaveLength(19);
    expect(await amountsOf(me)).toEqual([
      ['Butter', 2000, 'g'],
      ['Egg', 20, null],
      ['Milk', 20, 'tbsp'],
    ]);
  });

  it('never passes the 500-item cap when 20 calls arrive at it at once, and merges exactly for the calls that succeed', async () => {
    const me = await cook();
    await fill(me.user.id, 490);
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => addIngredients(me, once('100 g butter', `1 tsp spice number ${i + 1}`))),
    );
    const succeeded = settled.filter((outcome) => outcome.status === 'fulfilled');
    const refused = settled.filter((outcome) => outcome.status === 'rejected');
    // the first adds butter and a spice (492), each next one a spice and 100 g of butter, up to 500
    expect(succeeded).toHaveLength(9);
    expect(refused.every((outcome) => (outcome.reason as { code?: string }).code === 'LIST_FULL')).toBe(true);
    const list = await shoppingOf(me);
    expect(list).toHaveLength(500);
    expect(list.filter((item) => item.name === 'Butter').map((item) => [item.quantity, item.unit])).toEqual([[900, 'g']]);
  });
});
