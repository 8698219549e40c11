// Every list answers in at most two SQL statements: the session with its user, and the page with its
// total (ARCHITECTURE notes: docs/architecture-notes.md). Counted on the wire, between the app and a
// real PostgreSQL, for requests sent through the real HTTP stack.
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import sharp from 'sharp';
import { setAdmin } from '../src/modules/auth/index.js';
import { AddIngredientsToShoppingList } from '../src/modules/inventory/index.js';
import { TicketLedger } from '../src/modules/tickets/index.js';
import { signedInBrowser } from './support/factories.js';
import { countStatementsTo, type StatementCounter } from './support/pg-statement-counter.js';
import { OWN_RECIPE_CARD_FIELDS, recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually } from './support/zip-entries.js';

let t: TestApp;
let counter: StatementCounter;

beforeAll(async () => {
  t = await startTestApp({}, { connectVia: async (url) => (counter = await countStatementsTo(url)).url });
});
afterAll(async () => {
  await t.close();
  await counter.close();
});

/** The SQL statements PostgreSQL receives while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const before = counter.statements();
  await work();
  return counter.statements() - before;
}

it('lists my recipes in two SQL statements, for 3 or 60 recipes, with any filter and past the last page', async () => {
  const { browser } = await signedInBrowser(t);
  await browser.get('/api/recipes').expect(200); // the pool's connections are open
  const few = await statementsDuring(() => browser.get('/api/recipes').expect(200));
  for (let index = 0; index < 57; index += 1) {
    await browser
      .post('/api/recipes')
      .send(recipeInput({ name: `Recipe ${index}`, category: index % 3 ? 'Dinner' : 'Lunch' }))
      .expect(201);
  }
  let count = 0;
  const many = await statementsDuring(async () => {
    count = (await browser.get('/api/recipes').expect(200)).body.length;
  });
  expect(count).toBe(60);
  expect(few).toBe(2);
  expect(many).toBe(2);

  for (const query of ['?category=Lunch&limit=10', '?search=recipe%201&limit=5&offset=5', '?limit=24&offset=48']) {
    expect(await statementsDuring(() => browser.get(`/api/recipes${query}`).expect(200))).toBe(2);
  }
  expect(await statementsDuring(() => browser.get('/api/recipes/categories').expect(200))).toBe(2);

  // An API client: the token's holder (with its last use, written at most once a minute) in one statement.
  const { token } = (await browser.post('/api/tokens').send({ name: 'Counter', scope: 'read' }).expect(201)).body as { token: string };
  const withToken = () => t.http().get('/api/recipes?limit=24').set('Authorization', `Bearer ${token}`).expect(200);
  expect(await statementsDuring(withToken)).toBe(2);
  expect(await statementsDuring(withToken)).toBe(2);
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a plan reads whole (sequential scans). */
const tablesScannedIn = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(tablesScannedIn),
];

it('reads the cards of a cook with thousands of recipes by primary key, not by scanning the table, on any page', async () => {
  // A small site of two busy cooks: their recipes are half the table each, so a plan that reads the
  // whole table to fetch a page's cards looks cheap to the planner; the answer must not take it.
  const { browser, user } = await signedInBrowser(t);
  const { user: neighbour } = await signedInBrowser(t);
  for (const cook of [user, neighbour]) {
    await t.sql(
      `insert into recipes (user_id, name, description, cook_time, servings, difficulty, category, ingredients, instructions,
         tags, tips, is_favorite, is_public, source, created_at, updated_at)
       select ?, 'Stew ' || n, 'A slow stew.', 30, 4, 'Easy', 'Dinner', array['1 onion'], array['Simmer.'],
         array['slow'], array[]::text[], n % 10 = 0, false, 'User-created', now(), now()
       from generate_series(1, 3000) n`,
      [cook.id],
    );
  }
  await t.sql('vacuum analyze recipes');
  for (const query of ['?limit=24', '?limit=24&offset=1500', '?limit=24&offset=2990', '?category=Dinner&limit=24&offset=2000']) {
    const before = counter.executed().length;
    const page = await browser.get(`/api/recipes${query}`).expect(200);
    expect(page.body.length).toBeGreaterThan(0);
    const [statement] = counter
      .executed()
      .slice(before)
      .filter((sql) => /from recipes/.test(sql));
    const [{ 'QUERY PLAN': plan }] = await t.sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${statement}`);
    expect(tablesScannedIn(plan[0].Plan)).not.toContain('recipes');
  }

  // The lists run as prepared statements, which PostgreSQL may answer with one generic plan for
  // every cook: that plan, forced, must not scan the table either.
  const pageStatements = [...new Set(counter.parsed().flatMap(({ name, text }) => (name && /from recipes/.test(text) ? [text] : [])))];
  expect(pageStatements).toHaveLength(2); // the plain list and the category's
  const client = new pg.Client({ connectionString: counter.url });
  await client.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    for (const [index, text] of pageStatements.entries()) {
      await client.query(`prepare page_${index} as ${text}`);
      const values = text.includes('r.category = $2') ? [user.id, "'Dinner'", 24, 2000] : [user.id, 24, 2990];
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) execute page_${index}(${values.join(', ')})`,
      );
      expect(tablesScannedIn(rows[0]['QUERY PLAN'][0].Plan)).not.toContain('recipes');
    }
  } finally {
    await client.end();
  }
});

it('parses the session and list statements once per connection, not on every request, and a search for its own words', async () => {
  const { browser } = await signedInBrowser(t);
  const lists = ['/api/recipes', '/api/recipes?category=Lunch&limit=10', '/api/recipes?limit=2&offset=2'];
  const [parsedBefore, statementsBefore] = [counter.parsed().length, counter.statements()];
  for (let round = 0; round < 10; round += 1) for (const list of lists) await browser.get(list).expect(200);
  const parsed = counter.parsed().slice(parsedBefore);
  expect(parsed.length).toBeLessThan((counter.statements() - statementsBefore) / 2);
  // a named statement is parsed once on a connection, and kept there
  const named = counter.parsed().filter(({ name }) => name !== '');
  expect(new Set(named.map(({ connection, name }) => `${connection} ${name}`)).size).toBe(named.length);

  const searchesBefore = counter.parsed().length;
  for (let round = 0; round < 3; round += 1) await browser.get('/api/recipes?search=soup').expect(200);
  const searches = counter
    .parsed()
    .slice(searchesBefore)
    .filter(({ text }) => /ilike/.test(text));
  expect(searches).toHaveLength(3);
  expect(searches.every(({ name }) => name === '')).toBe(true);
});

it('tells the true total in X-Total-Count on every page, past the last one too', async () => {
  const { browser } = await signedInBrowser(t);
  for (let index = 0; index < 7; index += 1)
    await browser
      .post('/api/recipes')
      .send(recipeInput({ name: `Soup ${index}` }))
      .expect(201);
  // 3 welcome recipes + 7
  const first = await browser.get('/api/recipes?limit=4').expect(200);
  expect(first.headers['x-total-count']).toBe('10');
  expect(first.body).toHaveLength(4);
  const last = await browser.get('/api/recipes?limit=4&offset=8').expect(200);
  expect(last.headers['x-total-count']).toBe('10');
  expect(last.body).toHaveLength(2);
  let past: { headers: Record<string, string>; body: unknown[] } | undefined;
  const statements = await statementsDuring(async () => {
    past = await browser.get('/api/recipes?limit=4&offset=40').expect(200);
  });
  expect(past?.headers['x-total-count']).toBe('10');
  expect(past?.body).toEqual([]);
  expect(statements).toBe(2);
  const searched = await browser.get('/api/recipes?search=soup&offset=100').expect(200);
  expect(searched.headers['x-total-count']).toBe('7');
  expect(searched.body).toEqual([]);
  // the cards carry exactly the card fields
  expect(Object.keys(first.body[0]).sort()).toEqual(OWN_RECIPE_CARD_FIELDS);
});

it('moves the session expiry forward at most once an hour, not on every request, and only then resends the cookie', async () => {
  const { browser, user } = await signedInBrowser(t);
  const expiry = async () =>
    new Date(
      (await t.sql<{ expiresAt: string }>('select expires_at as "expiresAt" from sessions where user_id = ?', [user.id]))[0].expiresAt,
    ).getTime();
  const cookieSent = (response: { headers: Record<string, unknown> }) => response.headers['set-cookie'] !== undefined;
  expect(cookieSent(await browser.get('/api/recipes').expect(200))).toBe(false);
  const stored = await expiry();
  await browser.get('/api/recipes').expect(200);
  expect(await expiry()).toBe(stored); // read only: no write

  // the stored expiry is two hours old: the next request writes it once (a third statement), then no more
  await t.sql("update sessions set expires_at = expires_at - interval '2 hours' where user_id = ?", [user.id]);
  const aged = await expiry();
  let refreshingResponse: { headers: Record<string, unknown> } | undefined;
  const refreshing = await statementsDuring(async () => {
    refreshingResponse = await browser.get('/api/recipes').expect(200);
  });
  expect(refreshing).toBe(3);
  const refreshed = await expiry();
  expect(refreshed).toBeGreaterThan(aged + 60 * 60 * 1000);
  // the browser's cookie gets the new expiry too, on that response only
  const renewed = String((refreshingResponse!.headers['set-cookie'] as string[])[0]);
  expect(new Date(/Expires=([^;]+)/.exec(renewed)![1]).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  let afterResponse: { headers: Record<string, unknown> } | undefined;
  expect(
    await statementsDuring(async () => {
      afterResponse = await browser.get('/api/recipes').expect(200);
    }),
  ).toBe(2);
  expect(cookieSent(afterResponse!)).toBe(false);
  expect(await expiry()).toBe(refreshed);
});

it('signs out a session whose account is gone, in the same single session statement', async () => {
  const { browser, user } = await signedInBrowser(t);
  await browser.get('/api/recipes').expect(200);
  await t.sql('delete from users where id = ?', [user.id]);
  await browser.get('/api/recipes').expect(401);
  await browser.get('/api/user').expect(401);
});

it('lists public recipes (card, author, rating summary) in one statement after the session, on any page', async () => {
  const { browser } = await signedInBrowser(t);
  for (let index = 0; index < 30; index += 1) {
    const recipe = (
      await browser
        .post('/api/recipes')
        .send(recipeInput({ name: `Shared ${index}`, category: index % 2 ? 'Dinner' : 'Lunch' }))
        .expect(201)
    ).body;
    await browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
    if (index % 3 === 0) await browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 4 }).expect(201);
  }
  await browser.get('/api/public-recipes').expect(200);
  const next = (await browser.get('/api/public-recipes?limit=5').expect(200)).headers['x-next-cursor'];
  expect(next).toEqual(expect.any(String));
  for (const query of ['', '?category=Dinner&limit=10', '?search=shared%201&limit=5', `?limit=5&cursor=${next}`, '?search=nothing-matches']) {
    expect(await statementsDuring(() => browser.get(`/api/public-recipes${query}`).expect(200))).toBe(2);
    // a visitor has no session to read
    expect(await statementsDuring(() => t.http().get(`/api/public-recipes${query}`).expect(200))).toBe(1);
  }
  expect(await statementsDuring(() => browser.get('/api/public-recipes/categories').expect(200))).toBe(2);
});

it("lists a recipe's comments, photos and ratings in one statement each after the session, with the visibility check", async () => {
  const owner = await signedInBrowser(t);
  const { browser } = await signedInBrowser(t);
  // Twelve comments by two cooks: one cook may add 10 a minute.
  const commenters = [browser, (await signedInBrowser(t)).browser];
  const recipe = (await owner.browser.post('/api/recipes').send(recipeInput()).expect(201)).body;
  await owner.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  for (let index = 0; index < 12; index += 1) {
    await commenters[index % 2]
      .post(`/api/recipes/${recipe.id}/comments`)
      .send({ content: `Comment ${index}` })
      .expect(201);
  }
  await browser
    .post(`/api/recipes/${recipe.id}/photos`)
    .send({ photoUrl: `data:image/png;base64,${png.toString('base64')}` })
    .expect(201);
  await browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 5 }).expect(201);
  for (const path of ['comments', 'comments?limit=5&offset=5', 'comments?offset=50', 'photos', 'ratings', 'ratings/user']) {
    expect(await statementsDuring(() => browser.get(`/api/recipes/${recipe.id}/${path}`).expect(200))).toBe(2);
  }
  await owner.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: false }).expect(200);
  for (const path of ['comments', 'photos', 'ratings']) {
    expect(await statementsDuring(() => browser.get(`/api/recipes/${recipe.id}/${path}`).expect(404))).toBe(2);
  }
});

it('lists the social feed, followers, following, search, suggested cooks, a profile and the notifications in one statement each after the session, for few or many', async () => {
  const me = await signedInBrowser(t);
  const authors = [await signedInBrowser(t), await signedInBrowser(t)];
  const social = (path: string) => statementsDuring(() => me.browser.get(`/api/social/${path}`).expect(200));
  await me.browser.get('/api/social/feed').expect(200); // the pool's connections are open
  const few = [
    'feed',
    'followers',
    'following',
    'search?query=cook',
    'suggestions?limit=20',
    `profile/${authors[0].user.id}`,
    'notifications?limit=5',
  ];
  for (const path of few) expect(await social(path)).toBe(2);

  // many: 8 follows each way, 30 public recipes in the feed, 38 notifications (8 followers, 30 new recipes)
  for (let index = 0; index < 6; index += 1) {
    const other = await signedInBrowser(t);
    await other.browser.post(`/api/social/follow/${me.user.id}`).expect(200);
    await me.browser.post(`/api/social/follow/${other.user.id}`).expect(200);
  }
  for (const author of authors) {
    await me.browser.post(`/api/social/follow/${author.user.id}`).expect(200);
    await author.browser.post(`/api/social/follow/${me.user.id}`).expect(200);
    for (let index = 0; index < 15; index += 1) {
      await author.browser
        .post('/api/recipes')
        .send(recipeInput({ name: `Followed ${index}`, isPublic: true }))
        .expect(201);
    }
  }
  const page = await me.browser.get('/api/social/feed?limit=10').expect(200);
  expect(page.body).toHaveLength(10);
  const cursor = page.headers['x-next-cursor'];
  const notifications = await me.browser.get('/api/social/notifications?limit=5').expect(200);
  expect(notifications.body).toHaveLength(5);
  expect(notifications.headers['x-total-count']).toBe('38');
  const many = [
    ...few,
    'feed?limit=100',
    `feed?limit=10&cursor=${cursor}`,
    'followers?limit=3&offset=3',
    'following?offset=100',
    `profile/username/${authors[1].account.username}`,
    'notifications?limit=100',
  ];
  for (const path of many) expect(await social(path)).toBe(2);
  expect((await me.browser.get('/api/social/feed?limit=100').expect(200)).body).toHaveLength(30);
});

it('lists the shopping list and the pantry in one statement each after the session, for few or many items', async () => {
  const { browser, user } = await signedInBrowser(t);
  await browser.get('/api/shopping').expect(200); // the pool's connections are open
  expect(await statementsDuring(() => browser.get('/api/shopping').expect(200))).toBe(2);
  expect(await statementsDuring(() => browser.get('/api/pantry').expect(200))).toBe(2);
  await t.sql("insert into shopping_items (user_id, name, category) select ?, 'Item ' || n, 'Other' from generate_series(1, 500) n", [user.id]);
  await t.sql("insert into pantry_items (user_id, name) select ?, 'Item ' || n from generate_series(1, 1000) n", [user.id]);
  let counts: number[] = [];
  const statements = await statementsDuring(async () => {
    counts = [(await browser.get('/api/shopping').expect(200)).body.length, (await browser.get('/api/pantry').expect(200)).body.length];
  });
  expect(counts).toEqual([500, 1000]);
  expect(statements).toBe(4);
});

it("adds a meal plan's ingredient lines in the same few statements for 3 lines or 60", async () => {
  const { user } = await signedInBrowser(t);
  const add = t.app.get(AddIngredientsToShoppingList);
  const lines = (count: number, from: number) =>
    Array.from({ length: count }, (_, i) => ({ line: `${i % 3 === 0 ? 100 : 2} g spice ${from + i}`, factor: 1.5 }));
  await add.execute(user.id, lines(3, 0)); // the pool's connections are open
  await t.sql("insert into pantry_items (user_id, name, quantity, unit) select ?, 'Spice ' || n, 1, 'grams' from generate_series(200, 260) n", [
    user.id,
  ]);
  // begin, the lock, what the cook holds, the insert, the update of the merged amounts, commit
  const few = await statementsDuring(() => add.execute(user.id, [...lines(2, 100), ...lines(1, 0)]));
  let answer: Awaited<ReturnType<typeof add.execute>> | undefined;
  const many = await statementsDuring(async () => (answer = await add.execute(user.id, [...lines(30, 1), ...lines(30, 200)])));
  expect(answer!.merged).toHaveLength(2);
  expect(answer!.added).toHaveLength(58);
  expect(few).toBe(6);
  expect(many).toBe(6);
});

it('answers the tickets, their history (few or many, any page) and the costs in one statement each after the session', async () => {
  const { browser, user } = await signedInBrowser(t);
  const tickets = (path: string) => statementsDuring(() => browser.get(`/api/tickets${path}`).expect(200));
  await browser.get('/api/tickets').expect(200); // the pool's connections are open
  for (const path of ['', '/transactions', '/costs']) expect(await tickets(path)).toBe(2);
  const ledger = t.app.get(TicketLedger);
  for (let index = 0; index < 60; index += 1) await ledger.credit(user.id, 1, 'admin_adjustment', `Gift ${index}`);
  expect((await browser.get('/api/tickets/transactions?limit=100').expect(200)).body).toHaveLength(61);
  for (const path of ['', '/transactions', '/transactions?limit=100', '/transactions?limit=10&offset=50', '/transactions?offset=500']) {
    expect(await tickets(path)).toBe(2);
  }
});

it("lists the admin's users in two SQL statements: any page, a search, past the last page", async () => {
  const { browser, account } = await signedInBrowser(t);
  await setAdmin(t.orm.em.fork() as EntityManager, account.email, true);
  for (let index = 0; index < 4; index += 1) await signedInBrowser(t);
  await browser.get('/api/admin/users').expect(200); // the pool's connections are open
  for (const query of ['', '?limit=2&offset=2', '?search=cook', '?search=nobody-here', '?limit=10&offset=500']) {
    expect([query, await statementsDuring(() => browser.get(`/api/admin/users${query}`).expect(200))]).toEqual([query, 2]);
  }
});

it("answers the admin's statistics and a user's activity in one statement after the session, the statistics without reading users, recipes or balances", async () => {
  const { browser, account, user } = await signedInBrowser(t);
  await setAdmin(t.orm.em.fork() as EntityManager, account.email, true);
  await browser.get('/api/admin/stats').expect(200); // the pool's connections are open
  const before = counter.executed().length;
  expect(await statementsDuring(() => browser.get('/api/admin/stats').expect(200))).toBe(2);
  const [statistics] = counter
    .executed()
    .slice(before)
    .filter((sql) => sql.includes('admin_statistics_deltas'));
  expect(statistics).not.toMatch(/\b(users|recipes|user_tickets)\b/);
  expect(await statementsDuring(() => browser.get(`/api/admin/users/${user.id}/activity`).expect(200))).toBe(2);
  expect(await statementsDuring(() => browser.get('/api/admin/users/999999/activity').expect(404))).toBe(2);
});

it("answers the assistant's stored conversation in one statement after the session, for few or many messages", async () => {
  const { browser, user } = await signedInBrowser(t);
  await browser.get('/api/chat').expect(200); // the pool's connections are open
  expect(await statementsDuring(() => browser.get('/api/chat').expect(200))).toBe(2);
  await t.sql(
    "insert into chat_messages (user_id, role, content) select ?, case when n % 2 = 1 then 'user' else 'assistant' end, 'Message ' || n from generate_series(1, 300) n",
    [user.id],
  );
  let messages: { content: string }[] = [];
  expect(await statementsDuring(async () => (messages = (await browser.get('/api/chat').expect(200)).body.messages))).toBe(2);
  expect(messages).toHaveLength(100);
  expect(messages.at(-1)!.content).toBe('Message 300');
});

it('lists imports, exports and backups, and reads an import report, in one statement each after the session', async () => {
  const { browser, account } = await signedInBrowser(t);
  await setAdmin(t.orm.em.fork() as EntityManager, account.email, true);
  const recipes = JSON.stringify(
    Array.from({ length: 12 }, (_, i) => ({
      '@type': 'Recipe',
      name: `Counted ${i}`,
      recipeIngredient: ['1 egg'],
      recipeInstructions: ['Boil it.'],
    })),
  );
  const started = await browser.post('/api/imports').attach('file', Buffer.from(recipes), 'counted.json').expect(202);
  await eventually(
    async () => (await browser.get(`/api/imports/${started.body.id}`).expect(200)).body.status,
    (status) => status === 'done',
  );
  await browser.get('/api/imports').expect(200); // the pool's connections are open
  for (const path of ['/api/imports', '/api/imports?limit=1&offset=5', `/api/imports/${started.body.id}`, '/api/exports', '/api/admin/backups']) {
    expect([path, await statementsDuring(() => browser.get(path).expect(200))]).toEqual([path, 2]);
  }
});

it('reads a week of the meal plan, few or many entries with their recipes, and the calendar feed, in one statement after the session', async () => {
  const { browser, user } = await signedInBrowser(t);
  const recipe = (await browser.post('/api/recipes').send(recipeInput()).expect(201)).body;
  const week = '/api/meal-plan?from=2026-11-23&to=2026-11-29';
  await browser.get(week).expect(200); // the pool's connections are open
  expect(await statementsDuring(() => browser.get(week).expect(200))).toBe(2);
  await t.sql(
    `insert into meal_plan_entries (user_id, date, meal, position, recipe_id, note, servings)
     select ?, date '2026-11-23' + (n % 7), (array['Breakfast','Lunch','Dinner','Snack'])[1 + n % 4], n,
       case when n % 3 = 0 then null else ? end, case when n % 3 = 0 then 'Leftovers' end, case when n % 3 = 0 then null else 2 end
     from generate_series(1, 80) n`,
    [user.id, recipe.id],
  );
  let entries: unknown[] = [];
  expect(await statementsDuring(async () => (entries = (await browser.get(week).expect(200)).body))).toBe(2);
  expect(entries).toHaveLength(80);
  const { url } = (await browser.post('/api/meal-plan/ical-feed').expect(201)).body as { url: string };
  // The feed has no session: one statement for the token's owner, one for the entries.
  expect(await statementsDuring(() => t.http().get(new URL(url).pathname).expect(200))).toBe(2);
});
