// Kitchen inventory (issue 15): the shopping list, the pantry and a recipe's ingredients onto the list, as an API
// client sees them. Parallel requests are in races.test.ts, statement counts in query-count.test.ts.
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Cook = Awaited<ReturnType<typeof signedInBrowser>>;
type Client = Cook['browser'];
type Method = 'get' | 'post' | 'patch' | 'delete';

interface ShoppingItem {
  id: number;
  userId: number;
  name: string;
  category: string;
  checked: boolean;
  createdAt: string;
  quantity: number | null;
  unit: string | null;
}
interface PantryItem {
  id: number;
  userId: number;
  name: string;
  quantity: number;
  unit: string;
  percentage: number;
  addedAt: string;
}

const cook = (): Promise<Cook> => signedInBrowser(t);
const call = (client: Client, method: Method, path: string) =>
  (client as unknown as Record<Method, (path: string) => ReturnType<Client['get']>>)[method](path);

const addShopping = async (who: Cook, name: string, category?: string): Promise<ShoppingItem> =>
  (await who.browser.post('/api/shopping').send({ name, category }).expect(201)).body;
const addPantry = async (who: Cook, item: Record<string, unknown>): Promise<PantryItem> =>
  (await who.browser.post('/api/pantry').send(item).expect(201)).body;
const shoppingOf = async (who: Cook): Promise<ShoppingItem[]> => (await who.browser.get('/api/shopping').expect(200)).body;
const pantryOf = async (who: Cook): Promise<PantryItem[]> => (await who.browser.get('/api/pantry').expect(200)).body;
const isRecent = (iso: string) => Math.abs(Date.parse(iso) - Date.now()) < 60_000 && new Date(iso).toISOString() === iso;

/** Adds `count` rows straight to a table, for the caps. */
async function fill(table: 'shopping_items' | 'pantry_items', userId: number, count: number): Promise<void> {
  const values = table === 'shopping_items' ? "?, 'Filler ' || n, 'Other'" : "?, 'Filler ' || n, 1, 'item', 100";
  const columns = table === 'shopping_items' ? 'user_id, name, category' : 'user_id, name, quantity, unit, percentage';
  await t.sql(`insert into ${table} (${columns}) select ${values} from generate_series(1, ?) n`, [userId, count]);
}

const CATEGORIES = 'Produce, Meat, Dairy, Grains, Bakery, Canned Goods, Frozen Foods, Snacks, Beverages, Condiments, Spices, Other';

describe('who may call', () => {
  const routes: [Method, string][] = [
    ['get', '/api/shopping'],
    ['post', '/api/shopping'],
    ['patch', '/api/shopping/1'],
    ['delete', '/api/shopping/1'],
    ['delete', '/api/shopping-clear-all'],
    ['post', '/api/shopping/from-recipe/1'],
    ['get', '/api/pantry'],
    ['post', '/api/pantry'],
    ['patch', '/api/pantry/1'],
    ['delete', '/api/pantry/1'],
  ];

  it.each(routes)('answers 401 to a visitor on %s %s', async (method, path) => {
    const response = await call(t.http(), method, path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
  });

  let someone: Cook | undefined;
  it.each([
    ['patch', '/api/shopping/abc'],
    ['delete', '/api/shopping/0'],
    ['post', '/api/shopping/from-recipe/-3'],
    ['patch', '/api/pantry/1.5'],
    ['delete', '/api/pantry/2147483648'],
  ] as [Method, string][])('refuses an id that is not a positive whole number: %s %s', async (method, path) => {
    const { browser } = (someone ??= await cook());
    const response = await call(browser, method, path).send(method === 'patch' ? { checked: true, percentage: 50 } : undefined);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid id: expected a positive whole number' });
  });

  it("answers 404 for another cook's items on every id route, and changes nothing", async () => {
    const [owner, other] = [await cook(), await cook()];
    const shopping = await addShopping(owner, '2 cups rice');
    const pantry = await addPantry(owner, { name: 'Flour' });
    for (const [method, path, body, message] of [
      ['patch', `/api/shopping/${shopping.id}`, { checked: true }, 'Shopping item not found'],
      ['patch', `/api/shopping/${shopping.id}`, { checked: false }, 'Shopping item not found'],
      ['delete', `/api/shopping/${shopping.id}`, undefined, 'Shopping item not found'],
      ['patch', `/api/pantry/${pantry.id}`, { percentage: 10 }, 'Pantry item not found'],
      ['delete', `/api/pantry/${pantry.id}`, undefined, 'Pantry item not found'],
    ] as [Method, string, object | undefined, string][]) {
      const response = await call(other.browser, method, path).send(body);
      expect([response.status, response.body]).toEqual([404, { message }]);
    }
    expect(await shoppingOf(owner)).toEqual([shopping]);
    expect(await pantryOf(owner)).toEqual([pantry]);
    expect(await shoppingOf(other)).toEqual([]);
    expect(await pantryOf(other)).toEqual([]);
    // and a clear-all of the other cook leaves the owner's list alone
    expect((await other.browser.delete('/api/shopping-clear-all').expect(200)).body).toEqual({ success: true, itemsCleared: 0, itemsRemaining: 0 });
    expect(await shoppingOf(owner)).toHaveLength(1);
  });

  it('answers 404 for an item that does not exist', async () => {
    const { browser } = await cook();
    await browser.patch('/api/shopping/2147483647').send({ checked: true }).expect(404);
    await browser.delete('/api/shopping/2147483647').expect(404);
    await browser.patch('/api/pantry/2147483647').send({ unit: 'cups' }).expect(404);
    await browser.delete('/api/pantry/2147483647').expect(404);
  });
});

describe('the shopping list', () => {
  it('adds an item: name trimmed, category Other by default, the session user as owner and the server time', async () => {
    const me = await cook();
    const other = await cook();
    const response = await me.browser
      .post('/api/shopping')
      .send({ name: '  2 cups rice  ', userId: other.user.id, createdAt: '2001-01-01T00:00:00.000Z' })
      .expect(201);
    const item = response.body as ShoppingItem;
    expect(item).toEqual({
      id: expect.any(Number),
      userId: me.user.id,
      name: '2 cups rice',
      category: 'Other',
      checked: false,
      createdAt: item.createdAt,
      // an item added by its name has no amount of its own: the name keeps it
      quantity: null,
      unit: null,
    });
    expect(isRecent(item.createdAt)).toBe(true);
    expect(await shoppingOf(other)).toEqual([]);
    expect((await addShopping(me, 'Milk', 'Dairy')).category).toBe('Dairy');
  });

  it('lists my items newest first', async () => {
    const me = await cook();
    const names = ['Eggs', 'Bread', 'Milk', 'Apples'];
    for (const name of names) await addShopping(me, name);
    expect((await shoppingOf(me)).map((item) => item.name)).toEqual([...names].reverse());
  });

  it.each([
    [{}, 'Item name is required'],
    [{ name: '' }, 'Item name is required'],
    [{ name: '    ' }, 'Item name is required'],
    [{ name: 42 }, 'Item name is required'],
    [{ name: null }, 'Item name is required'],
    [{ name: 'x'.repeat(201) }, 'Item name must be at most 200 characters'],
    [{ name: 'Rice', category: 'Rice' }, `Category must be one of: ${CATEGORIES}`],
    [{ name: 'Rice', category: 'produce' }, `Category must be one of: ${CATEGORIES}`],
    [{ name: 'Rice', checked: true }, 'Unknown field: checked'],
  ])('refuses %j: %s', async (body, message) => {
    const me = await cook();
    const response = await me.browser.post('/api/shopping').send(body).expect(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
    expect(await shoppingOf(me)).toEqual([]);
  });

  it('takes a name of exactly 200 characters and every category', async () => {
    const me = await cook();
    expect((await addShopping(me, 'y'.repeat(200))).name).toHaveLength(200);
    for (const category of CATEGORIES.split(', ')) expect((await addShopping(me, `Thing ${category}`, category)).category).toBe(category);
  });

  it('checking moves the item into the pantry once, with the quantity and unit of its name; unchecking leaves the pantry alone', async () => {
    const me = await cook();
    const rice = await addShopping(me, '2 cups rice', 'Grains');
    const checked = await me.browser.patch(`/api/shopping/${rice.id}`).send({ checked: true }).expect(200);
    const pantryItem = checked.body.pantryItem as PantryItem;
    expect(checked.body).toEqual({ ...rice, checked: true, pantryItem });
    expect(pantryItem).toEqual({
      id: expect.any(Number),
      userId: me.user.id,
      name: 'rice',
      quantity: 2,
      unit: 'cups',
      percentage: 100,
      addedAt: pantryItem.addedAt,
    });
    expect(isRecent(pantryItem.addedAt)).toBe(true);
    expect(await pantryOf(me)).toEqual([pantryItem]);

    // checking a checked item again changes nothing
    const again = await me.browser.patch(`/api/shopping/${rice.id}`).send({ checked: true }).expect(200);
    expect(again.body).toEqual({ ...rice, checked: true, pantryItem: null });
    // unchecking never touches the pantry
    const unchecked = await me.browser.patch(`/api/shopping/${rice.id}`).send({ checked: false }).expect(200);
    expect(unchecked.body).toEqual({ ...rice, checked: false, pantryItem: null });
    expect(await pantryOf(me)).toEqual([pantryItem]);
    expect(await shoppingOf(me)).toEqual([{ ...rice, checked: false }]);
    // a new check is a new purchase: one more pantry item
    const bought = await me.browser.patch(`/api/shopping/${rice.id}`).send({ checked: true }).expect(200);
    expect(bought.body.pantryItem).toMatchObject({ name: 'rice', quantity: 2, unit: 'cups' });
    expect(await pantryOf(me)).toHaveLength(2);
  });

  it.each([
    ['500 g Flour', 'Flour', 500, 'grams'],
    ['milk', 'milk', 1, 'item'],
    ['3 eggs', 'eggs', 3, 'item'],
    ['1 1/2 lb chicken', 'chicken', 1.5, 'pounds'],
    ['2-3 onions', 'onions', 2.5, 'item'],
    ['1 (14 oz) can diced tomatoes', 'diced tomatoes', 14, 'ounces'],
  ])('a checked "%s" is %s, %d %s in the pantry', async (text, name, quantity, unit) => {
    const me = await cook();
    const item = await addShopping(me, text);
    const { body } = await me.browser.patch(`/api/shopping/${item.id}`).send({ checked: true }).expect(200);
    expect(body.pantryItem).toMatchObject({ name, quantity, unit, percentage: 100 });
  });

  it.each([
    [{}, 'checked must be true or false'],
    [{ checked: 'yes' }, 'checked must be true or false'],
    [{ checked: null }, 'checked must be true or false'],
    [{ checked: true, name: 'Rice' }, 'Unknown field: name'],
  ])('refuses the check %j: %s', async (body, message) => {
    const me = await cook();
    const item = await addShopping(me, 'Rice');
    const response = await me.browser.patch(`/api/shopping/${item.id}`).send(body).expect(400);
    expect(response.body).toMatchObject({ message });
    expect(await shoppingOf(me)).toEqual([item]);
    expect(await pantryOf(me)).toEqual([]);
  });

  it('deletes an item', async () => {
    const me = await cook();
    const [keep, drop] = [await addShopping(me, 'Keep'), await addShopping(me, 'Drop')];
    expect((await me.browser.delete(`/api/shopping/${drop.id}`).expect(200)).body).toEqual({ message: 'Item deleted' });
    expect(await shoppingOf(me)).toEqual([keep]);
    await me.browser.delete(`/api/shopping/${drop.id}`).expect(404);
  });

  it('clears the whole list, checked items too, and says how many it cleared', async () => {
    const me = await cook();
    for (const name of ['A', 'B', 'C']) await addShopping(me, name);
    const checked = await addShopping(me, 'D');
    await me.browser.patch(`/api/shopping/${checked.id}`).send({ checked: true }).expect(200);
    expect((await me.browser.delete('/api/shopping-clear-all').expect(200)).body).toEqual({ success: true, itemsCleared: 4, itemsRemaining: 0 });
    expect(await shoppingOf(me)).toEqual([]);
    expect(await pantryOf(me)).toHaveLength(1);
    expect((await me.browser.delete('/api/shopping-clear-all').expect(200)).body).toEqual({ success: true, itemsCleared: 0, itemsRemaining: 0 });
  });

  it('holds at most 500 items: the 501st is refused with LIST_FULL', async () => {
    const me = await cook();
    await fill('shopping_items', me.user.id, 499);
    await addShopping(me, 'The 500th');
    const full = await me.browser.post('/api/shopping').send({ name: 'One more' }).expect(409);
    expect(full.body).toEqual({ message: 'Your shopping list is full (500 items). Remove some items first.', code: 'LIST_FULL' });
    expect(await shoppingOf(me)).toHaveLength(500);
  });
});

describe('the pantry', () => {
  it('adds an item with the defaults: quantity 1, unit item, 100% left; userId and addedAt are ignored', async () => {
    const [me, other] = [await cook(), await cook()];
    const response = await me.browser
      .post('/api/pantry')
      .send({ name: ' Olive oil ', userId: other.user.id, addedAt: '2001-01-01T00:00:00.000Z' })
      .expect(201);
    const item = response.body as PantryItem;
    expect(item).toEqual({
      id: expect.any(Number),
      userId: me.user.id,
      name: 'Olive oil',
      quantity: 1,
      unit: 'item',
      percentage: 100,
      addedAt: item.addedAt,
    });
    expect(isRecent(item.addedAt)).toBe(true);
    expect(await pantryOf(other)).toEqual([]);
  });

  it('keeps quantities to 3 decimals and percentages whole', async () => {
    const me = await cook();
    const item = await addPantry(me, { name: 'Rice', quantity: 0.1 + 0.5, unit: '  cups ', percentage: 33.4 });
    expect(item).toMatchObject({ quantity: 0.6, unit: 'cups', percentage: 33 });
    expect((await addPantry(me, { name: 'Salt', quantity: 1.23456, percentage: 99.5 })).quantity).toBe(1.235);
    expect((await addPantry(me, { name: 'Sugar', quantity: 100000, unit: 'grams', percentage: 0 })).quantity).toBe(100000);
    expect((await addPantry(me, { name: 'Saffron', quantity: 0.001, unit: 'a-very-long-unit-20c' })).unit).toBe('a-very-long-unit-20c');
  });

  it('lists my items newest first', async () => {
    const me = await cook();
    for (const name of ['Flour', 'Sugar', 'Butter']) await addPantry(me, { name });
    expect((await pantryOf(me)).map((item) => item.name)).toEqual(['Butter', 'Sugar', 'Flour']);
  });

  const invalid: [Record<string, unknown>, string][] = [
    [{ quantity: 0 }, 'Quantity must be greater than 0'],
    [{ quantity: -1 }, 'Quantity must be greater than 0'],
    [{ quantity: 0.0004 }, 'Quantity must be greater than 0'],
    [{ quantity: '2' }, 'Quantity must be greater than 0'],
    [{ quantity: 100000.5 }, 'Quantity must be at most 100000'],
    [{ unit: '' }, 'Unit is required'],
    [{ unit: '   ' }, 'Unit is required'],
    [{ unit: 3 }, 'Unit is required'],
    [{ unit: 'x'.repeat(21) }, 'Unit must be at most 20 characters'],
    [{ percentage: -1 }, 'Percentage must be between 0 and 100'],
    [{ percentage: 101 }, 'Percentage must be between 0 and 100'],
    [{ percentage: 100.5 }, 'Percentage must be between 0 and 100'],
    [{ percentage: 'full' }, 'Percentage must be between 0 and 100'],
  ];

  it.each([
    ...invalid.map(([body, message]): [Record<string, unknown>, string] => [{ name: 'Rice', ...body }, message]),
    [{}, 'Item name is required'],
    [{ name: '  ' }, 'Item name is required'],
    [{ name: 'x'.repeat(201) }, 'Item name must be at most 200 characters'],
    [{ name: 'Rice', category: 'Grains' }, 'Unknown field: category'],
  ])('refuses the new item %j: %s', async (body, message) => {
    const me = await cook();
    const response = await me.browser.post('/api/pantry').send(body).expect(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
    expect(await pantryOf(me)).toEqual([]);
  });

  it('changes any of quantity, unit and percentage, and only those', async () => {
    const me = await cook();
    const item = await addPantry(me, { name: 'Milk', quantity: 2, unit: 'liters', percentage: 80 });
    const patch = async (body: object) => (await me.browser.patch(`/api/pantry/${item.id}`).send(body).expect(200)).body as PantryItem;
    expect(await patch({ percentage: 10 })).toEqual({ ...item, percentage: 10 });
    expect(await patch({ quantity: 1.5 })).toEqual({ ...item, percentage: 10, quantity: 1.5 });
    expect(await patch({ unit: ' cups ' })).toEqual({ ...item, percentage: 10, quantity: 1.5, unit: 'cups' });
    expect(await patch({ quantity: 0.1, unit: 'item', percentage: 0 })).toEqual({ ...item, quantity: 0.1, unit: 'item', percentage: 0 });
    expect(await pantryOf(me)).toEqual([{ ...item, quantity: 0.1, unit: 'item', percentage: 0 }]);
  });

  it.each([...invalid, [{}, 'Nothing to update'], [{ quantity: null }, 'Nothing to update'], [{ name: 'Cream' }, 'Unknown field: name']])(
    'refuses the change %j: %s',
    async (body, message) => {
      const me = await cook();
      const item = await addPantry(me, { name: 'Milk' });
      const response = await me.browser.patch(`/api/pantry/${item.id}`).send(body).expect(400);
      expect(response.body).toMatchObject({ message });
      expect(await pantryOf(me)).toEqual([item]);
    },
  );

  it('removes an item', async () => {
    const me = await cook();
    const [keep, drop] = [await addPantry(me, { name: 'Keep' }), await addPantry(me, { name: 'Drop' })];
    expect((await me.browser.delete(`/api/pantry/${drop.id}`).expect(200)).body).toEqual({ message: 'Item removed' });
    expect(await pantryOf(me)).toEqual([keep]);
    await me.browser.delete(`/api/pantry/${drop.id}`).expect(404);
  });

  it('holds at most 1,000 items: the 1,001st is refused, and so is a check that would move one more in, which then stays unchecked', async () => {
    const me = await cook();
    const rice = await addShopping(me, '2 cups rice');
    await fill('pantry_items', me.user.id, 999);
    await addPantry(me, { name: 'The 1000th' });
    const full = { message: 'Your pantry is full (1000 items). Remove some items first.', code: 'LIST_FULL' };
    expect((await me.browser.post('/api/pantry').send({ name: 'One more' }).expect(409)).body).toEqual(full);
    expect((await me.browser.patch(`/api/shopping/${rice.id}`).send({ checked: true }).expect(409)).body).toEqual(full);
    expect(await shoppingOf(me)).toEqual([rice]);
    expect(await pantryOf(me)).toHaveLength(1000);
  });
});

describe('a recipe onto the shopping list', () => {
  const INGREDIENTS = [
    '2 cups basmati rice',
    '1 lb boneless, skinless chicken thighs',
    '2 large eggs, beaten',
    '1 (14 oz) can coconut milk',
    '1 medium onion, finely chopped',
    '3 cloves garlic, minced',
    '3 garlic cloves, sliced',
    'Salt and pepper to taste',
    'fresh cilantro, for garnish',
    '1/4 cup chopped peanuts (optional)',
  ];
  const ADDED = [
    ['Basmati rice', 'Grains'],
    ['Chicken thighs', 'Meat'],
    ['Eggs', 'Dairy'],
    ['Coconut milk', 'Canned Goods'],
    ['Onion', 'Produce'],
    ['Garlic', 'Produce'],
    ['Salt and pepper', 'Spices'],
    ['Cilantro', 'Produce'],
    ['Peanuts', 'Snacks'],
  ];

  async function recipeOf(owner: Cook, isPublic = false): Promise<number> {
    const { id } = (
      await owner.browser
        .post('/api/recipes')
        .send(recipeInput({ ingredients: INGREDIENTS, isPublic }))
        .expect(201)
    ).body;
    return id as number;
  }

  it("adds my recipe's ingredients normalised, once each, with guessed categories, in the recipe's order at the top of the list", async () => {
    const me = await cook();
    const earlier = await addShopping(me, 'Dish soap');
    const recipeId = await recipeOf(me);
    const response = await me.browser.post(`/api/shopping/from-recipe/${recipeId}`).expect(200);
    const added = response.body.added as ShoppingItem[];
    expect(response.body).toEqual({ added, addedCount: 9, skipped: [] });
    expect(added.map((item) => [item.name, item.category])).toEqual(ADDED);
    expect(added.every((item) => item.userId === me.user.id && item.checked === false && isRecent(item.createdAt))).toBe(true);
    expect(added.every((item) => item.quantity === null && item.unit === null)).toBe(true);
    expect(await shoppingOf(me)).toEqual([...added, earlier]);
  });

  it('skips what the pantry holds and what is on the list unchecked, and says why (the data of the toasts)', async () => {
    const me = await cook();
    const recipeId = await recipeOf(me);
    for (const name of ['Rice', 'egg', 'Salt']) await addPantry(me, { name });
    const onList = await addShopping(me, 'garlic');
    const bought = await addShopping(me, 'Onion');
    await me.browser.patch(`/api/shopping/${bought.id}`).send({ checked: true }).expect(200);
    await me.browser.delete(`/api/shopping/${bought.id}`).expect(200);
    await addShopping(me, 'Cilantro').then((item) => me.browser.patch(`/api/shopping/${item.id}`).send({ checked: true }).expect(200));

    const first = (await me.browser.post(`/api/shopping/from-recipe/${recipeId}`).send({}).expect(200)).body;
    expect(first.skipped).toEqual([
      { name: 'Basmati rice', reason: 'in_pantry' },
      { name: 'Eggs', reason: 'in_pantry' },
      // the onion and the cilantro were checked, so they are in the pantry now
      { name: 'Onion', reason: 'in_pantry' },
      { name: 'Garlic', reason: 'on_list' },
      { name: 'Salt and pepper', reason: 'in_pantry' },
      { name: 'Cilantro', reason: 'in_pantry' },
    ]);
    expect(first.added.map((item: ShoppingItem) => item.name)).toEqual(['Chicken thighs', 'Coconut milk', 'Peanuts']);
    expect(first.addedCount).toBe(3);

    // a second click adds nothing: "Everything is already on your shopping list or in your pantry."
    const second = (await me.browser.post(`/api/shopping/from-recipe/${recipeId}`).expect(200)).body;
    expect(second).toMatchObject({ added: [], addedCount: 0 });
    expect(second.skipped.filter((skip: { reason: string }) => skip.reason === 'on_list').map((skip: { name: string }) => skip.name)).toEqual([
      'Chicken thighs',
      'Coconut milk',
      'Garlic',
      'Peanuts',
    ]);
    expect((await shoppingOf(me)).filter((item) => item.name === onList.name)).toHaveLength(1);
  });

  it('answers "nothing to add" data when the pantry holds everything', async () => {
    const me = await cook();
    const { id } = (
      await me.browser
        .post('/api/recipes')
        .send(recipeInput({ ingredients: ['2 cups rice', 'Salt to taste'] }))
        .expect(201)
    ).body;
    for (const name of ['rice', 'salt']) await addPantry(me, { name });
    expect((await me.browser.post(`/api/shopping/from-recipe/${id}`).expect(200)).body).toEqual({
      added: [],
      addedCount: 0,
      skipped: [
        { name: 'Rice', reason: 'in_pantry' },
        { name: 'Salt', reason: 'in_pantry' },
      ],
    });
  });

  it("adds another cook's public recipe, and answers 404 for their private one and for no recipe", async () => {
    const [owner, me] = [await cook(), await cook()];
    const shared = await recipeOf(owner, true);
    const secret = await recipeOf(owner);
    expect((await me.browser.post(`/api/shopping/from-recipe/${shared}`).expect(200)).body.addedCount).toBe(9);
    expect((await me.browser.post(`/api/shopping/from-recipe/${secret}`).expect(404)).body).toEqual({ message: 'Recipe not found' });
    expect((await me.browser.post('/api/shopping/from-recipe/2147483647').expect(404)).body).toEqual({ message: 'Recipe not found' });
    expect(await shoppingOf(me)).toHaveLength(9);
    expect(await shoppingOf(owner)).toEqual([]);
  });

  it('refuses unknown body fields', async () => {
    const me = await cook();
    const recipeId = await recipeOf(me);
    expect((await me.browser.post(`/api/shopping/from-recipe/${recipeId}`).send({ servings: 8 }).expect(400)).body).toMatchObject({
      message: 'Unknown field: servings',
    });
    expect(await shoppingOf(me)).toEqual([]);
  });

  it('adds nothing when the ingredients would take the list past 500 items', async () => {
    const me = await cook();
    const recipeId = await recipeOf(me);
    await fill('shopping_items', me.user.id, 492);
    const full = await me.browser.post(`/api/shopping/from-recipe/${recipeId}`).expect(409);
    expect(full.body).toEqual({ message: 'Your shopping list is full (500 items). Remove some items first.', code: 'LIST_FULL' });
    expect(await shoppingOf(me)).toHaveLength(492);
  });
});

it("removes a cook's shopping list and pantry with the account", async () => {
  const me = await cook();
  await addShopping(me, 'Rice');
  await addPantry(me, { name: 'Flour' });
  await t.sql('delete from users where id = ?', [me.user.id]);
  expect(
    await t.sql('select id from shopping_items where user_id = ? union all select id from pantry_items where user_id = ?', [me.user.id, me.user.id]),
  ).toEqual([]);
});
