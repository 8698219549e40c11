import { burst, statusCounts } from './support/burst.js';
import { newAccount, signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_BASE_URL: 'https://savor.test' });
});
afterAll(() => t.close());

async function cookWithRecipe(overrides: Record<string, unknown> = {}) {
  const cook = await signedInBrowser(t);
  const recipe = (
    await cook.browser
      .post('/api/recipes')
      .send(recipeInput({ name: 'Lemon Pasta', servings: 4, ...overrides }))
      .expect(201)
  ).body;
  return { ...cook, recipe };
}

const week = { from: '2026-11-23', to: '2026-11-29' };

describe('the meal plan', () => {
  it('plans recipes and notes by calendar date and meal, and reads the week in the day’s order', async () => {
    const { browser, recipe } = await cookWithRecipe({ imageUrl: undefined, cookTime: 25 });
    const dinner = await browser.post('/api/meal-plan').send({ date: '2026-11-27', meal: 'Dinner', recipeId: recipe.id }).expect(201);
    expect(dinner.body).toEqual({
      id: expect.any(Number),
      date: '2026-11-27',
      meal: 'Dinner',
      recipeId: recipe.id,
      servings: 4,
      recipe: {
        id: recipe.id,
        name: 'Lemon Pasta',
        slug: 'lemon-pasta',
        imageUrl: recipe.imageUrl ?? null,
        cookTime: 25,
        prepTime: null,
        totalTime: null,
        servings: 4,
      },
    });
    const note = await browser.post('/api/meal-plan').send({ date: '2026-11-27', meal: 'Lunch', note: '  Leftovers ' }).expect(201);
    expect(note.body).toEqual({ id: expect.any(Number), date: '2026-11-27', meal: 'Lunch', note: 'Leftovers', servings: null });
    await browser.post('/api/meal-plan').send({ date: '2026-11-23', meal: 'Snack', recipeId: recipe.id, servings: 2 }).expect(201);
    await browser.post('/api/meal-plan').send({ date: '2026-11-27', meal: 'Breakfast', note: 'Eat out' }).expect(201);
    await browser.post('/api/meal-plan').send({ date: '2026-11-30', meal: 'Dinner', note: 'Next week' }).expect(201);

    const plan = (await browser.get('/api/meal-plan').query(week).expect(200)).body as { date: string; meal: string; servings: number | null }[];
    expect(plan.map((entry) => `${entry.date} ${entry.meal}`)).toEqual([
      '2026-11-23 Snack',
      '2026-11-27 Breakfast',
      '2026-11-27 Lunch',
      '2026-11-27 Dinner',
    ]);
    expect(plan[0].servings).toBe(2);
  });

  it('keeps dates as calendar dates whatever the time zone, and refuses ranges that are not dates, reversed or longer than 62 days', async () => {
    const { browser } = await cookWithRecipe();
    // Late on the 31st in UTC is already the 1st east of it: the date stays the one the cook chose.
    await browser.post('/api/meal-plan').send({ date: '2026-12-31', meal: 'Dinner', note: 'New Year’s Eve' }).expect(201);
    const plan = (await browser.get('/api/meal-plan').query({ from: '2026-12-31', to: '2026-12-31' }).expect(200)).body;
    expect(plan.map((entry: { date: string }) => entry.date)).toEqual(['2026-12-31']);

    expect((await browser.get('/api/meal-plan').query({ from: '2026-01-01', to: '2026-03-03' }).expect(200)).body).toEqual([]); // 62 days
    const long = await browser.get('/api/meal-plan').query({ from: '2026-01-01', to: '2026-03-04' }).expect(400);
    expect(long.body.message).toBe('A range spans at most 62 days');
    const reversed = await browser.get('/api/meal-plan').query({ from: '2026-02-02', to: '2026-02-01' }).expect(400);
    expect(reversed.body.message).toBe('to must not be before from');
    for (const query of [
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-2-1', to: '2026-02-03' },
      { from: 'monday', to: '2026-02-03' },
      { to: '2026-02-03' },
    ]) {
      const refused = await browser.get('/api/meal-plan').query(query).expect(400);
      expect(refused.body.message).toMatch(/calendar dates written YYYY-MM-DD/);
    }
    for (const date of ['2026-02-29', '2026-13-01', '27/11/2026', '2026-11-27T00:00:00Z', 20261127]) {
      const refused = await browser.post('/api/meal-plan').send({ date, meal: 'Dinner', note: 'x' }).expect(400);
      expect(refused.body.message).toBe('date must be a calendar date written YYYY-MM-DD');
    }
    await browser.post('/api/meal-plan').send({ date: '2028-02-29', meal: 'Dinner', note: 'Leap day' }).expect(201);
  });

  it('refuses what is not an entry: both or neither of recipe and note, a wrong meal, servings on a note, unknown fields', async () => {
    const { browser, recipe } = await cookWithRecipe();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ date: '2026-11-27', meal: 'Dinner' }, 'An entry needs a recipeId or a note'],
      [{ date: '2026-11-27', meal: 'Dinner', recipeId: recipe.id, note: 'x' }, 'An entry is a recipe or a note, not both'],
      [{ date: '2026-11-27', meal: 'Brunch', note: 'x' }, 'meal must be one of: Breakfast, Lunch, Dinner, Snack'],
      [{ date: '2026-11-27', meal: 'Dinner', note: 'x', servings: 2 }, 'A note has no servings'],
      [{ date: '2026-11-27', meal: 'Dinner', recipeId: recipe.id, servings: 0 }, 'servings must be a whole number from 1 to 100'],
      [{ date: '2026-11-27', meal: 'Dinner', recipeId: recipe.id, servings: 2.5 }, 'servings must be a whole number from 1 to 100'],
      [{ date: '2026-11-27', meal: 'Dinner', note: '   ' }, 'note must not be empty'],
      [{ date: '2026-11-27', meal: 'Dinner', note: 'x'.repeat(201) }, 'note must be at most 200 characters'],
      [{ date: '2026-11-27', meal: 'Dinner', note: 'x', userId: 1 }, /userId/],
    ];
    for (const [body, message] of cases) {
      const refused = await browser.post('/api/meal-plan').send(body).expect(400);
      expect(refused.body.message).toMatch(message);
    }
    expect((await browser.get('/api/meal-plan').query(week).expect(200)).body).toEqual([]);
  });

  it('plans a public recipe of another cook, but a private one is 404; another cook’s entries are 404; visitors are 401', async () => {
    const owner = await cookWithRecipe({ name: 'Secret Stew' });
    const shared = (
      await owner.browser
        .post('/api/recipes')
        .send(recipeInput({ name: 'Shared Soup', isPublic: true }))
        .expect(201)
    ).body;
    const other = await signedInBrowser(t);
    const missing = await other.browser.post('/api/meal-plan').send({ date: '2026-11-27', meal: 'Dinner', recipeId: owner.recipe.id }).expect(404);
    expect(missing.body.message).toBe('Recipe not found');
    await other.browser.post('/api/meal-plan').send({ date: '2026-11-27', meal: 'Dinner', recipeId: 999_999 }).expect(404);
    const planned = await other.browser.post('/api/meal-plan').send({ date: '2026-11-27', meal: 'Dinner', recipeId: shared.id }).expect(201);
    expect(planned.body.recipe.name).toBe('Shared Soup');

    const mine = await owner.browser.post('/api/meal-plan').send({ date: '2026-11-27', meal: 'Lunch', note: 'Mine' }).expect(201);
    for (const call of [
      other.browser.patch(`/api/meal-plan/${mine.body.id}`).send({ meal: 'Dinner' }),
      other.browser.delete(`/api/meal-plan/${mine.body.id}`),
    ]) {
      expect((await call.expect(404)).body.message).toBe('Meal plan entry not found');
    }
    await t.http().get('/api/meal-plan').query(week).expect(401);
    await t.http().post('/api/meal-plan').send({ date: '2026-11-27', meal: 'Lunch', note: 'x' }).expect(401);

    // The owner makes the soup private: the other cook's entry stays, without the recipe's details.
    await owner.browser.patch(`/api/recipes/${shared.id}/public`).send({ isPublic: false }).expect(200);
    const [entry] = (await other.browser.get('/api/meal-plan').query(week).expect(200)).body;
    expect(entry).toEqual({ id: planned.body.id, date: '2026-11-27', meal: 'Dinner', recipeId: shared.id, servings: expect.any(Number) });
  });

  it('moves an entry to the end of another meal, changes servings and notes, removes it; a deleted recipe takes its entries with it', async () => {
    const { browser, recipe } = await cookWithRecipe();
    const first = (await browser.post('/api/meal-plan').send({ date: '2026-11-24', meal: 'Dinner', note: 'First' }).expect(201)).body;
    const moving = (await browser.post('/api/meal-plan').send({ date: '2026-11-23', meal: 'Lunch', recipeId: recipe.id }).expect(201)).body;
    const moved = await browser.patch(`/api/meal-plan/${moving.id}`).send({ date: '2026-11-24', meal: 'Dinner', servings: 6 }).expect(200);
    expect(moved.body).toMatchObject({ date: '2026-11-24', meal: 'Dinner', servings: 6 });
    expect((await browser.get('/api/meal-plan').query(week).expect(200)).body.map((entry: { id: number }) => entry.id)).toEqual([
      first.id,
      moving.id,
    ]);

    expect((await browser.patch(`/api/meal-plan/${first.id}`).send({ note: 'Eat out' }).expect(200)).body.note).toBe('Eat out');
    expect((await browser.patch(`/api/meal-plan/${first.id}`).send({ servings: 2 }).expect(400)).body.message).toBe('A note has no servings');
    expect((await browser.patch(`/api/meal-plan/${moving.id}`).send({ note: 'x' }).expect(400)).body.message).toBe('A recipe entry has no note');
    expect((await browser.patch(`/api/meal-plan/${moving.id}`).send({}).expect(400)).body.message).toBe('Nothing to update');
    await browser.patch('/api/meal-plan/abc').send({ meal: 'Lunch' }).expect(400);

    expect((await browser.delete(`/api/meal-plan/${first.id}`).expect(200)).body.message).toBe('Removed from the plan');
    await browser.delete(`/api/meal-plan/${first.id}`).expect(404);
    await browser.delete(`/api/recipes/${recipe.id}`).expect(200);
    expect((await browser.get('/api/meal-plan').query(week).expect(200)).body).toEqual([]);
  });

  it('creates every one of 30 entries sent at once in distinct places, and no more than 40 on a day when 60 arrive at once', async () => {
    const base = await t.url();
    const registered = await t.http().post('/api/register').send(newAccount()).expect(201);
    const cookie = (registered.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('savor.sid='))!.split(';')[0];
    const headers = { cookie, origin: base };

    const thirty = await burst(`${base}/api/meal-plan`, 30, (i) => ({ body: { date: '2026-11-23', meal: 'Dinner', note: `Dish ${i}` }, headers }));
    expect(statusCounts(thirty)).toEqual({ 201: 30 });
    const positions = await t.sql<{ position: number }>(
      `select position from meal_plan_entries e join users u on u.id = e.user_id where u.email = ? order by position`,
      [registered.body.email],
    );
    expect(positions.map((row) => row.position)).toEqual(Array.from({ length: 30 }, (_, i) => i));

    const sixty = await burst(`${base}/api/meal-plan`, 60, (i) => ({
      body: { date: '2026-11-24', meal: ['Breakfast', 'Lunch', 'Dinner', 'Snack'][i % 4], note: `Dish ${i}` },
      headers,
    }));
    expect(statusCounts(sixty)).toEqual({ 201: 40, 409: 20 });
    expect(sixty.find((answer) => answer.status === 409)!.body).toMatchObject({
      code: 'DAY_FULL',
      message: 'This day already has 40 planned meals. Remove one first.',
    });
    const day = (await t.http().get('/api/meal-plan').query({ from: '2026-11-24', to: '2026-11-24' }).set(headers).expect(200)).body;
    expect(day).toHaveLength(40);
  });
});

describe('the calendar feed', () => {
  it('is off until made, answers iCalendar at its private address, and a regenerated or revoked address is 404', async () => {
    const { browser, recipe } = await cookWithRecipe({ name: 'Pasta, Lemon; Garlic' });
    expect((await browser.get('/api/meal-plan/ical-feed').expect(200)).body).toEqual({ url: null });
    const today = new Date().toISOString().slice(0, 10);
    await browser.post('/api/meal-plan').send({ date: today, meal: 'Dinner', recipeId: recipe.id }).expect(201);
    await browser.post('/api/meal-plan').send({ date: today, meal: 'Lunch', note: 'Leftovers' }).expect(201);

    const { url } = (await browser.post('/api/meal-plan/ical-feed').expect(201)).body;
    expect(url).toMatch(/^https:\/\/savor\.test\/api\/meal-plan\/ical\/[A-Za-z0-9_-]{43}$/);
    expect((await browser.get('/api/meal-plan/ical-feed').expect(200)).body).toEqual({ url });
    const path = new URL(url).pathname;

    const feed = await t.http().get(path).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = feed.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const compact = today.replace(/-/g, '');
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact}`);
    expect(text).toContain('SUMMARY:Dinner: Pasta\\, Lemon\\; Garlic');
    expect(text).toContain('SUMMARY:Lunch: Leftovers');
    expect(text.replace(/\r\n /g, '')).toContain(`URL:https://savor.test/recipes/pasta-lemon-garlic/${recipe.id}`);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const { url: renewed } = (await browser.post('/api/meal-plan/ical-feed').expect(201)).body;
    expect(renewed).not.toBe(url);
    expect((await t.http().get(path).expect(404)).body.message).toBe('Calendar feed not found');
    await t.http().get(new URL(renewed).pathname).expect(200);
    await browser.delete('/api/meal-plan/ical-feed').expect(200);
    await t.http().get(new URL(renewed).pathname).expect(404);
    expect((await browser.get('/api/meal-plan/ical-feed').expect(200)).body).toEqual({ url: null });
    await t.http().get('/api/meal-plan/ical/not-a-token').expect(404);
  });

  it('shows only its owner’s plan, and the address is for the calendar, not a sign-in', async () => {
    const first = await cookWithRecipe();
    const second = await cookWithRecipe();
    const today = new Date().toISOString().slice(0, 10);
    await first.browser.post('/api/meal-plan').send({ date: today, meal: 'Dinner', note: 'First cook’s dinner' }).expect(201);
    await second.browser.post('/api/meal-plan').send({ date: today, meal: 'Dinner', note: 'Second cook’s dinner' }).expect(201);
    const { url } = (await second.browser.post('/api/meal-plan/ical-feed').expect(201)).body;
    const path = new URL(url).pathname;
    const text = (await t.http().get(path).expect(200)).text;
    expect(text).toContain('Second cook’s dinner');
    expect(text).not.toContain('First cook’s dinner');
    await t
      .http()
      .get('/api/meal-plan')
      .query({ from: today, to: today, token: path.split('/').pop() })
      .expect(401);
  });
});

describe('shopping for the plan', () => {
  async function plan(browser: ReturnType<TestApp['browser']>, date: string, recipe: { id: number }, servings?: number) {
    await browser.post('/api/meal-plan').send({ date, meal: 'Dinner', recipeId: recipe.id, servings }).expect(201);
  }

  it('puts the week’s recipes on the list scaled to each entry’s servings, amounts summed across recipes in compatible units', async () => {
    const { browser } = await signedInBrowser(t);
    const create = async (name: string, servings: number, ingredients: string[]) =>
      (await browser.post('/api/recipes').send(recipeInput({ name, servings, ingredients })).expect(201)).body;
    const cake = await create('Butter Cake', 4, ['200 g butter', '1 cup milk', '2 eggs', '1 tsp vanilla extract', 'salt to taste']);
    const sauce = await create('White Sauce', 2, ['150 g butter', '2 tbsp milk', '1 egg', '1 tbsp flour', '1 pinch salt']);
    const soup = await create('Green Soup', 4, ['1 l vegetable stock', '2 cloves garlic']);
    await plan(browser, '2026-11-23', cake); // 4 servings: as written
    await plan(browser, '2026-11-25', sauce, 4); // twice the recipe: 300 g butter, 4 tbsp milk, 2 eggs
    await plan(browser, '2026-11-30', soup); // next week: left out
    await browser.post('/api/meal-plan').send({ date: '2026-11-24', meal: 'Lunch', note: 'Leftovers' }).expect(201);

    const shopped = await browser.post('/api/meal-plan/shopping-list').send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
    const amounts = Object.fromEntries(
      (shopped.body.added as { name: string; quantity: number | null; unit: string | null }[]).map((item) => [item.name, [item.quantity, item.unit]]),
    );
    expect(amounts.Butter).toEqual([500, 'g']);
    expect(amounts.Milk).toEqual([1.25, 'cup']); // 1 cup + 4 tbsp
    expect(amounts.Eggs ?? amounts.Egg).toEqual([4, null]);
    expect(amounts.Flour).toEqual([2, 'tbsp']);
    expect(amounts['Vanilla extract']).toEqual([1, 'tsp']);
    expect(Object.keys(amounts)).not.toContain('Vegetable stock');
    // 'to taste' and 2 pinches: an amount and no amount do not combine.
    expect(shopped.body.added.filter((item: { name: string }) => item.name === 'Salt')).toHaveLength(2);
    expect(shopped.body.merged).toEqual([]);

    const list = (await browser.get('/api/shopping').expect(200)).body as { name: string; quantity: number | null; unit: string | null }[];
    expect(list.find((item) => item.name === 'Butter')).toMatchObject({ quantity: 500, unit: 'g' });

    // Shopping again merges into the items already on the list.
    const again = await browser.post('/api/meal-plan/shopping-list').send({ from: '2026-11-25', to: '2026-11-25' }).expect(200);
    expect(again.body.added).toEqual([]);
    expect(again.body.merged.find((item: { name: string }) => item.name === 'Butter')).toMatchObject({ quantity: 800, unit: 'g' });
    expect(again.body.skipped).toEqual([]);
  });

  it('skips what the pantry holds enough of, adds the shortfall of what it holds too little of, and ticking moves the amount into the pantry', async () => {
    const { browser } = await signedInBrowser(t);
    const recipe = (
      await browser
        .post('/api/recipes')
        .send(recipeInput({ servings: 2, ingredients: ['500 g flour', '300 g sugar', '2 cups rice'] }))
        .expect(201)
    ).body;
    await browser.post('/api/pantry').send({ name: 'Flour', quantity: 1, unit: 'kilograms' }).expect(201);
    await browser.post('/api/pantry').send({ name: 'Sugar', quantity: 100, unit: 'grams' }).expect(201);
    await plan(browser, '2026-11-23', recipe);
    const shopped = (await browser.post('/api/meal-plan/shopping-list').send({ from: '2026-11-23', to: '2026-11-23' }).expect(200)).body;
    expect(shopped.skipped).toEqual([{ name: 'Flour', reason: 'in_pantry' }]);
    const sugar = shopped.added.find((item: { name: string }) => item.name === 'Sugar');
    expect(sugar).toMatchObject({ quantity: 200, unit: 'g' });

    const ticked = await browser.patch(`/api/shopping/${sugar.id}`).send({ checked: true }).expect(200);
    expect(ticked.body.pantryItem).toMatchObject({ name: 'Sugar', quantity: 200, unit: 'grams' });
  });

  it('answers empty lists for an empty plan, checks the range, and leaves out a recipe its owner made private', async () => {
    const owner = await signedInBrowser(t);
    const shared = (
      await owner.browser
        .post('/api/recipes')
        .send(recipeInput({ isPublic: true, ingredients: ['3 lemons'] }))
        .expect(201)
    ).body;
    const { browser } = await signedInBrowser(t);
    expect((await browser.post('/api/meal-plan/shopping-list').send({ from: '2026-11-23', to: '2026-11-29' }).expect(200)).body).toEqual({
      added: [],
      merged: [],
      skipped: [],
    });
    await plan(browser, '2026-11-23', shared);
    await owner.browser.patch(`/api/recipes/${shared.id}/public`).send({ isPublic: false }).expect(200);
    expect((await browser.post('/api/meal-plan/shopping-list').send({ from: '2026-11-23', to: '2026-11-29' }).expect(200)).body.added).toEqual([]);
    expect((await browser.post('/api/meal-plan/shopping-list').send({ from: '2026-11-23', to: '2027-11-29' }).expect(400)).body.message).toBe(
      'A range spans at most 62 days',
    );
    await browser.post('/api/meal-plan/shopping-list').send({ from: '2026-11-23', to: '2026-11-29', extra: 1 }).expect(400);
    await t.http().post('/api/meal-plan/shopping-list').send({ from: '2026-11-23', to: '2026-11-29' }).expect(401);
  });
});
