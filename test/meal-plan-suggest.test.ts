import { burst, statusCounts } from './support/burst.js';
import { signedInBrowser } from './support/factories.js';
import { FakeOpenAi } from './support/fake-openai.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const NOT_CONFIGURED = 'The Savorus assistant is not configured on this server. Ask the administrator to set up an AI provider.';
const FAILED = 'The Savorus assistant could not answer right now. Please try again later.';

const fake = new FakeOpenAi();
let t: TestApp;
let offline: TestApp;

beforeAll(async () => {
  await fake.start();
  [t, offline] = await Promise.all([
    startTestApp({ OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url, OPENAI_TIMEOUT_MS: '4000' }),
    startTestApp(),
  ]);
}, 60_000);
beforeEach(() => fake.reset());
afterAll(async () => {
  await Promise.all([t?.close(), offline?.close()]);
  await fake.stop();
});

type Browser = ReturnType<TestApp['browser']>;
interface Suggested {
  date: string;
  meal: string;
  recipeId: number;
  servings: number;
  recipe: { id: number; name: string; slug: string; imageUrl: string | null; cookTime: number; servings: number };
}

const week = { from: '2026-11-23', to: '2026-11-29' };
const dinners = { ...week, meals: ['Dinner'] };

/** A signed-in cook without the welcome recipes, so that the test says which recipes there are. */
async function cook(app: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await signedInBrowser(app, overrides);
  await app.sql('delete from recipes where user_id = ?', [account.user.id]);
  return account;
}

async function addRecipe(browser: Browser, overrides: Record<string, unknown> = {}): Promise<{ id: number; name: string; imageUrl: string | null }> {
  return (await browser.post('/api/recipes').send(recipeInput(overrides)).expect(201)).body;
}

/** Recipes named `names`, created in that order (the last is the most recently updated), dinners with no meat unless said. */
async function addRecipes(browser: Browser, names: string[], overrides: Record<string, unknown> = {}) {
  const recipes = [];
  for (const name of names) recipes.push(await addRecipe(browser, { name, ingredients: ['2 cups rice', '1 onion'], tags: ['easy'], ...overrides }));
  return recipes;
}

async function balance(browser: Browser): Promise<number> {
  return (await browser.get('/api/tickets').expect(200)).body.balance as number;
}

async function ledger(app: TestApp, userId: number) {
  return app.sql<{ type: string; amount: number }>('select type, amount from ticket_transactions where user_id = ? order by id', [userId]);
}

/** What the cook's request to the provider said (the user message is JSON). */
function sentToProvider(index = 0): {
  slots: { date: string; meal: string }[];
  dietaryRestrictions: string[];
  recipes: { id: number; favorite: boolean }[];
} {
  const messages = fake.requests[index].body.messages as { role: string; content: string }[];
  return JSON.parse(messages.at(-1)!.content);
}

const ids = (entries: Suggested[]) => entries.map((entry) => entry.recipeId);

describe('POST /api/meal-plan/suggest offline (no provider)', () => {
  it('drafts the empty slots free: favourites first, then the most recent, no repeats, nothing saved', async () => {
    const { browser } = await cook(offline);
    const [a, b, c, d, e] = await addRecipes(browser, ['Alpha Stew', 'Bean Chili', 'Corn Soup', 'Dal', 'Egg Fried Rice']);
    const favourite = await addRecipe(browser, {
      name: 'Favourite Risotto',
      isFavorite: true,
      servings: 3,
      cookTime: 35,
      ingredients: ['300 g rice'],
    });
    // Planned already: a note on Wednesday and Alpha Stew on Thursday; those slots stay as they are.
    await browser.post('/api/meal-plan').send({ date: '2026-11-25', meal: 'Dinner', note: 'Eat out' }).expect(201);
    await browser.post('/api/meal-plan').send({ date: '2026-11-26', meal: 'Dinner', recipeId: a.id }).expect(201);

    const answer = await browser.post('/api/meal-plan/suggest').send(dinners).expect(200);
    expect(answer.body.engine).toBe('offline');
    expect(answer.body.ticketsSpent).toBe(0);
    const entries = answer.body.entries as Suggested[];
    expect(entries.map((entry) => `${entry.date} ${entry.meal}`)).toEqual([
      '2026-11-23 Dinner',
      '2026-11-24 Dinner',
      '2026-11-27 Dinner',
      '2026-11-28 Dinner',
      '2026-11-29 Dinner',
    ]);
    // Alpha Stew, planned on Thursday, is not suggested again while others remain.
    expect(ids(entries)).toEqual([favourite.id, e.id, d.id, c.id, b.id]);
    expect(entries[0]).toEqual({
      date: '2026-11-23',
      meal: 'Dinner',
      recipeId: favourite.id,
      servings: 3,
      recipe: {
        id: favourite.id,
        name: 'Favourite Risotto',
        slug: 'favourite-risotto',
        imageUrl: favourite.imageUrl ?? null,
        cookTime: 35,
        prepTime: null,
        totalTime: null,
        servings: 3,
      },
    });

    expect(await balance(browser)).toBe(20);
    const plan = (await browser.get('/api/meal-plan').query(week).expect(200)).body as { date: string }[];
    expect(plan.map((entry) => entry.date)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('fits recipes to the meal, leaves out what clashes with the cook’s diet, and avoids last week’s recipes', async () => {
    const { browser } = await cook(offline, { dietaryRestrictions: ['vegetarian'] });
    await addRecipe(browser, { name: 'Roast Chicken', isFavorite: true });
    await addRecipe(browser, { name: 'Fish Pie', category: 'Dinner', tags: ['comfort'], ingredients: ['400 g cod', '500 g potatoes'] });
    const pancakes = await addRecipe(browser, {
      name: 'Pancakes',
      category: 'Breakfast',
      tags: ['vegetarian'],
      ingredients: ['2 eggs', '1 cup flour'],
    });
    const chili = await addRecipe(browser, { name: 'Veggie Chili', category: 'Dinner', tags: ['vegan'], ingredients: ['2 cans beans'] });
    const soup = await addRecipe(browser, { name: 'Lentil Soup', category: 'Soup', tags: [], ingredients: ['1 cup lentils'] });
    const brownies = await addRecipe(browser, { name: 'Brownies', category: 'Dessert', tags: ['baking'], ingredients: ['200 g chocolate'] });
    await browser.post('/api/meal-plan').send({ date: '2026-11-20', meal: 'Dinner', recipeId: soup.id }).expect(201);

    const day = await browser
      .post('/api/meal-plan/suggest')
      .send({ from: '2026-11-23', to: '2026-11-23', meals: ['Snack', 'Dinner', 'Breakfast'] })
      .expect(200);
    // Lentil Soup was planned last Friday: the Chili, more recent as well, comes first.
    expect((day.body.entries as Suggested[]).map((entry) => [entry.meal, entry.recipeId])).toEqual([
      ['Breakfast', pancakes.id],
      ['Dinner', chili.id],
      ['Snack', brownies.id],
    ]);

    const all = (await browser.post('/api/meal-plan/suggest').send(dinners).expect(200)).body.entries as Suggested[];
    expect(all).toHaveLength(7);
    expect(all.map((entry) => entry.recipe.name)).not.toContain('Roast Chicken');
    expect(new Set(all.map((entry) => entry.recipe.name))).toEqual(new Set(['Pancakes', 'Veggie Chili', 'Lentil Soup', 'Brownies']));
  });

  it('answers 503 to engine savorus, and nothing to a cook without recipes', async () => {
    const { browser } = await cook(offline);
    const refused = await browser
      .post('/api/meal-plan/suggest')
      .send({ ...dinners, engine: 'savorus' })
      .expect(503);
    expect(refused.body).toEqual({ message: NOT_CONFIGURED, code: 'ASSISTANT_NOT_CONFIGURED' });
    expect((await browser.post('/api/meal-plan/suggest').send(dinners).expect(200)).body).toEqual({
      entries: [],
      engine: 'offline',
      ticketsSpent: 0,
    });
  });
});

describe('POST /api/meal-plan/suggest with Savorus', () => {
  it('charges ai_meal_plan (5 tickets) and asks the provider about the cook’s own recipes and restrictions only', async () => {
    const stranger = await signedInBrowser(t);
    const theirs = await addRecipe(stranger.browser, {
      name: 'Stranger Stew',
      isPublic: true,
      isFavorite: true,
      ingredients: ['2 cups rice'],
      tags: [],
    });
    const { browser, user } = await cook(t, { dietaryRestrictions: ['gluten-free', 'vegetarian'] });
    const own = await addRecipes(browser, ['One', 'Two', 'Three', 'Four', 'Five', 'Six']);
    await addRecipe(browser, { name: 'Chicken Wings' }); // clashes: never offered
    const favourite = await addRecipe(browser, { name: 'Polenta Bake', isFavorite: true, tags: ['gluten-free'], ingredients: ['1 cup polenta'] });
    const copy = (await browser.post(`/api/recipes/save/${theirs.id}`).expect(201)).body as { id: number };

    const answer = await browser.post('/api/meal-plan/suggest').send(dinners).expect(200);
    expect(answer.body.engine).toBe('savorus');
    expect(answer.body.ticketsSpent).toBe(5);
    expect(await balance(browser)).toBe(15);
    expect((await ledger(t, user.id)).map((row) => [row.type, row.amount])).toEqual([
      ['welcome_bonus', 20],
      ['ai_meal_plan', -5],
    ]);

    expect(fake.requests).toHaveLength(1);
    expect((fake.requests[0].body.response_format as { json_schema: { name: string } }).json_schema.name).toBe('meal_plan');
    const sent = sentToProvider();
    expect(sent.dietaryRestrictions).toEqual(['gluten-free', 'vegetarian']);
    expect(sent.slots).toHaveLength(7);
    // The stranger's stew is offered only as the cook's saved copy, the chicken not at all; favourites first.
    expect(sent.recipes.map((recipe) => recipe.id).sort((x, y) => x - y)).toEqual(
      [...own.map((r) => r.id), favourite.id, copy.id].sort((x, y) => x - y),
    );
    expect(sent.recipes.slice(0, 1)).toEqual([expect.objectContaining({ id: favourite.id, favorite: true })]);
    expect(JSON.stringify(fake.requests[0].body)).not.toContain('Chicken Wings');

    // The fake plans the request's recipes in order, one per slot.
    const entries = answer.body.entries as Suggested[];
    expect(ids(entries)).toEqual(sent.recipes.slice(0, 7).map((recipe) => recipe.id));
    expect(ids(entries)).not.toContain(theirs.id);
    expect((await browser.get('/api/meal-plan').query(week).expect(200)).body).toEqual([]);
  });

  it('drops unknown ids, someone else’s recipe, repeats and slots not asked for, and fills the gaps offline', async () => {
    const stranger = await signedInBrowser(t);
    const theirs = await addRecipe(stranger.browser, { name: 'Public Pie', isPublic: true });
    const { browser } = await cook(t);
    const [r1, r2, r3, r4] = await addRecipes(browser, ['R1', 'R2', 'R3', 'R4']);
    fake.next.push({
      content: JSON.stringify({
        entries: [
          { date: '2026-11-23', meal: 'Dinner', recipeId: 999_999 },
          { date: '2026-11-24', meal: 'Dinner', recipeId: r2.id },
          { date: '2026-11-25', meal: 'Dinner', recipeId: r2.id },
          { date: '2026-11-25', meal: 'Dinner', recipeId: theirs.id },
          { date: '2026-11-26', meal: 'Dinner', recipeId: r3.id },
          { date: '2026-11-24', meal: 'Lunch', recipeId: r1.id },
          { date: '2026-11-24', meal: 'Dinner', recipeId: r1.id },
        ],
      }),
    });
    const answer = await browser
      .post('/api/meal-plan/suggest')
      .send({ from: '2026-11-23', to: '2026-11-25', meals: ['Dinner'] })
      .expect(200);
    expect(answer.body.ticketsSpent).toBe(5);
    // Only Tuesday's R2 was usable; Monday and Wednesday get the most recent of the others.
    expect((answer.body.entries as Suggested[]).map((entry) => [entry.date, entry.recipeId])).toEqual([
      ['2026-11-23', r4.id],
      ['2026-11-24', r2.id],
      ['2026-11-25', r3.id],
    ]);
  });

  it('refunds when the provider fails or answers nothing usable', async () => {
    const { browser, user } = await cook(t);
    await addRecipes(browser, ['Only Dish']);
    fake.next.push({ status: 500 });
    expect((await browser.post('/api/meal-plan/suggest').send(dinners).expect(502)).body).toEqual({ message: FAILED, code: 'ASSISTANT_FAILED' });
    fake.next.push({ content: JSON.stringify({ entries: [{ date: '2026-11-23', meal: 'Dinner', recipeId: 999_999 }] }) });
    await browser.post('/api/meal-plan/suggest').send(dinners).expect(502);
    fake.next.push({ content: 'Here is your plan: pasta every night!' });
    await browser.post('/api/meal-plan/suggest').send(dinners).expect(502);
    expect(await balance(browser)).toBe(20);
    expect((await ledger(t, user.id)).map((row) => row.type)).toEqual([
      'welcome_bonus',
      'ai_meal_plan',
      'refund',
      'ai_meal_plan',
      'refund',
      'ai_meal_plan',
      'refund',
    ]);
  });

  it('answers 402 when the cook is short of tickets, without asking the provider; offline stays free', async () => {
    const { browser, user } = await cook(t);
    await addRecipes(browser, ['Only Dish']);
    await t.sql('update user_tickets set balance = 3 where user_id = ?', [user.id]);
    const short = await browser.post('/api/meal-plan/suggest').send(dinners).expect(402);
    expect(short.body).toMatchObject({ code: 'INSUFFICIENT_TICKETS', required: 5, balance: 3 });
    expect(fake.requests).toHaveLength(0);
    const free = await browser
      .post('/api/meal-plan/suggest')
      .send({ ...dinners, engine: 'offline' })
      .expect(200);
    expect(free.body).toMatchObject({ engine: 'offline', ticketsSpent: 0 });
    expect(free.body.entries).toHaveLength(7);
    expect(fake.requests).toHaveLength(0);
    expect(await balance(browser)).toBe(3);
  });

  it('charges nothing when there is no recipe or no empty slot', async () => {
    const { browser } = await cook(t);
    expect((await browser.post('/api/meal-plan/suggest').send(dinners).expect(200)).body).toEqual({
      entries: [],
      engine: 'savorus',
      ticketsSpent: 0,
    });
    const [dish] = await addRecipes(browser, ['Only Dish']);
    await browser.post('/api/meal-plan').send({ date: '2026-11-23', meal: 'Dinner', recipeId: dish.id }).expect(201);
    const full = await browser
      .post('/api/meal-plan/suggest')
      .send({ from: '2026-11-23', to: '2026-11-23', meals: ['Dinner'] })
      .expect(200);
    expect(full.body).toEqual({ entries: [], engine: 'savorus', ticketsSpent: 0 });
    expect(fake.requests).toHaveLength(0);
    expect(await balance(browser)).toBe(20);
  });

  it('refuses bad bodies before any charge', async () => {
    await t.http().post('/api/meal-plan/suggest').send(dinners).expect(401);
    const { browser } = await cook(t);
    await addRecipes(browser, ['Only Dish']);
    const refused = async (body: Record<string, unknown>) =>
      (await browser.post('/api/meal-plan/suggest').send(body).expect(400)).body.message as string;
    expect(await refused({ ...dinners, to: '2026-12-07' })).toBe('A suggestion covers at most 14 days');
    expect(await refused({ ...dinners, to: '2026-11-22' })).toBe('to must not be before from');
    expect(await refused({ ...dinners, from: '2026-02-30' })).toMatch(/calendar dates written YYYY-MM-DD/);
    expect(await refused({ ...week })).toMatch(/meals must be a non-empty list of: Breakfast, Lunch, Dinner, Snack/);
    expect(await refused({ ...week, meals: [] })).toMatch(/meals must be a non-empty list/);
    expect(await refused({ ...week, meals: 'Dinner' })).toMatch(/meals must be a non-empty list/);
    expect(await refused({ ...week, meals: ['Supper'] })).toMatch(/meals must be a non-empty list/);
    expect(await refused({ ...week, meals: ['Dinner', 'Dinner'] })).toMatch(/meals must not name a meal twice/);
    expect(await refused({ ...dinners, engine: 'gpt' })).toMatch(/engine must be one of: savorus, offline/);
    expect(await refused({ ...dinners, save: true })).toMatch(/save/);
    expect(fake.requests).toHaveLength(0);
    expect(await balance(browser)).toBe(20);
    // 14 days is fine.
    const fortnight = await browser
      .post('/api/meal-plan/suggest')
      .send({ ...dinners, to: '2026-12-06', engine: 'offline' })
      .expect(200);
    expect(fortnight.body.entries).toHaveLength(14);
  });

  it('lets exactly two of 20 parallel suggestions through on 10 tickets, never below zero', async () => {
    const { browser, user, account } = await cook(t);
    await addRecipes(browser, ['Only Dish', 'Other Dish']);
    // A second session of the cook, for raw parallel requests over real connections; then exactly 10 tickets.
    const session = await t.http().post('/api/login').send({ email: account.email, password: account.password }).expect(200);
    const headers = { cookie: (session.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ') };
    await t.sql('update user_tickets set balance = 10 where user_id = ?', [user.id]);
    const answers = await burst(`${await t.url()}/api/meal-plan/suggest`, 20, () => ({ body: dinners, headers }));
    expect(statusCounts(answers)).toEqual({ 200: 2, 402: 18 });
    for (const answer of answers.filter((a) => a.status === 200)) expect(answer.body).toMatchObject({ engine: 'savorus', ticketsSpent: 5 });
    expect(await balance(browser)).toBe(0);
    const rows = await ledger(t, user.id);
    expect(rows.filter((row) => row.type === 'ai_meal_plan')).toHaveLength(2);
    expect(rows.filter((row) => row.type === 'refund')).toHaveLength(0);
  }, 30_000);
});
