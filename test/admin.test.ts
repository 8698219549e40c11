import { jest } from '@jest/globals';
import { describeApi } from '../src/app.js';
import { spendingPeriods } from '../src/modules/tickets/index.js';
import { Clock } from '../src/platform/clock/clock.js';
import { burst, statusCounts } from './support/burst.js';
import { signedInAdmin, signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.url();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

type Cook = Awaited<ReturnType<typeof signedInBrowser>>;

const sessionCookie = (setCookie: string[] | string | undefined) => [setCookie ?? []].flat()[0].split(';')[0];

/** Every admin route the app serves, read from its live OpenAPI description (so a new route is covered too). */
function adminRoutes(): { method: string; path: string }[] {
  const paths = describeApi(t.app).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, item]) => ['get', 'post', 'put', 'patch', 'delete'].filter((method) => method in item).map((method) => ({ method, path })));
}

describe('access', () => {
  it('answers every admin route 401 to visitors and 403 to signed-in cooks who are not admins', async () => {
    const routes = adminRoutes();
    // the calls of document 2 §7 are among them
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'get', path: '/api/admin/users' },
        { method: 'get', path: '/api/admin/stats' },
        { method: 'get', path: '/api/admin/users/{id}/activity' },
        { method: 'post', path: '/api/admin/users/{id}/add-tickets' },
        { method: 'delete', path: '/api/admin/users/{id}' },
      ]),
    );
    const cook = await signedInBrowser(t);
    const target = await signedInBrowser(t);
    for (const { method, path } of routes) {
      const url = path.replace('{id}', String(target.user.id)).replace('{feature}', 'ai_chat');
      const body = { amount: 5, isModerated: true, cost: 0 };
      const visitor = await (t.http() as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url).send(body);
      expect([`${method} ${path}`, visitor.status]).toEqual([`${method} ${path}`, 401]);
      const user = await (cook.browser as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url).send(body);
      expect([`${method} ${path}`, user.status, user.body.message]).toEqual([`${method} ${path}`, 403, 'Admin access required']);
    }
    // nothing happened to the target
    expect((await target.browser.get('/api/tickets').expect(200)).body.balance).toBe(20);
    expect((await target.browser.get('/api/user').expect(200)).body.id).toBe(target.user.id);
  });
});

describe('users', () => {
  it('lists users with their balance, recipe count and last sign-in, searched and paged with the true total', async () => {
    const admin = await signedInAdmin(t);
    const tag = `zq${Date.now().toString(36)}`;
    const first = await signedInBrowser(t, { username: `${tag}_a`, name: 'Grace Hopper' });
    const second = await signedInBrowser(t, { username: `${tag}_b`, email: `${tag}.b@example.com` });
    await second.browser.post('/api/recipes').send(recipeInput()).expect(201);
    // a pinned sign-in time is the last login
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2031-03-12T10:00:00Z'));
    await t.browser().post('/api/login').send({ email: first.account.email, password: first.account.password }).expect(200);

    const page = await admin.browser.get(`/api/admin/users?search=${tag.toUpperCase()}`).expect(200);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.body).toEqual([
      {
        id: first.user.id,
        username: `${tag}_a`,
        email: first.account.email,
        name: 'Grace Hopper',
        bio: null,
        profilePicture: null,
        isAdmin: false,
        tickets: { balance: 22 }, // 20 on sign-up, 2 for the day's first sign-in
        recipeCount: 3,
        lastLoginDate: '2031-03-12T10:00:00.000Z',
      },
      expect.objectContaining({ id: second.user.id, tickets: { balance: 20 }, recipeCount: 4, isAdmin: false }),
    ]);
    // by email and by name too
    expect((await admin.browser.get(`/api/admin/users?search=${tag}.b@`).expect(200)).body.map((u: { id: number }) => u.id)).toEqual([
      second.user.id,
    ]);
    const byName = await admin.browser.get('/api/admin/users?search=grace%20hop').expect(200);
    expect(byName.body.map((u: { id: number }) => u.id)).toContain(first.user.id);
    // wildcards are literal
    expect((await admin.browser.get('/api/admin/users?search=%25').expect(200)).headers['x-total-count']).toBe('0');

    const all = await admin.browser.get('/api/admin/users?limit=2').expect(200);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(all.body).toHaveLength(2);
    expect(all.body[0].id).toBeLessThan(all.body[1].id);
    const past = await admin.browser.get('/api/admin/users?limit=2&offset=5000').expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(total));
    const me = (await admin.browser.get(`/api/admin/users?search=${admin.user.username}`).expect(200)).body[0];
    expect(me.isAdmin).toBe(true);

    for (const query of ['limit=0', 'limit=201', 'offset=-1', `search=${'x'.repeat(101)}`]) {
      const refused = await admin.browser.get(`/api/admin/users?${query}`).expect(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
  });

  it('counts users, recipes, tickets in circulation and recipes by category', async () => {
    const admin = await signedInAdmin(t);
    const before = (await admin.browser.get('/api/admin/stats').expect(200)).body;
    expect(Object.keys(before).sort()).toEqual(['recipeCount', 'recipesByCategory', 'ticketsCirculation', 'userCount']);
    const cook = await signedInBrowser(t);
    await cook.browser
      .post('/api/recipes')
      .send(recipeInput({ category: 'Drink' }))
      .expect(201);
    await admin.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 7 }).expect(200);
    const after = (await admin.browser.get('/api/admin/stats').expect(200)).body;
    expect(after.userCount).toBe(before.userCount + 1);
    expect(after.recipeCount).toBe(before.recipeCount + 4); // 3 welcome recipes and the drink
    expect(after.ticketsCirculation).toBe(before.ticketsCirculation + 27);
    expect(after.recipesByCategory.Drink).toBe((before.recipesByCategory.Drink ?? 0) + 1);
    const counted = Object.values(after.recipesByCategory as Record<string, number>).reduce((sum, n) => sum + n, 0);
    expect(counted).toBe(after.recipeCount);
  });
});

describe('add tickets', () => {
  it('credits the user with an admin_adjustment row, "Admin adjustment" unless a reason is given', async () => {
    const admin = await signedInAdmin(t);
    const cook = await signedInBrowser(t);
    const added = await admin.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 15 }).expect(200);
    expect(added.body).toEqual({ message: 'Successfully added 15 tickets.', amount: 15, balance: 35 });
    await admin.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 3, reason: '  Contest prize ' }).expect(200);
    await admin.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 2, reason: '' }).expect(200);

    const mine = await cook.browser.get('/api/tickets/transactions').expect(200);
    expect(mine.body.slice(0, 3).map((row: Record<string, unknown>) => [row.type, row.description, row.amount, row.balanceAfter])).toEqual([
      ['admin_adjustment', 'Admin adjustment', 2, 40],
      ['admin_adjustment', 'Contest prize', 3, 38],
      ['admin_adjustment', 'Admin adjustment', 15, 35],
    ]);
    expect((await cook.browser.get('/api/tickets').expect(200)).body).toEqual({ balance: 40, lifetimeEarned: 40, lifetimeSpent: 0 });
    const listed = await admin.browser.get(`/api/admin/users?search=${cook.user.username}`).expect(200);
    expect(listed.body[0].tickets).toEqual({ balance: 40 });
  });

  it('refuses anything but a positive whole number of tickets, unknown fields and unknown users', async () => {
    const admin = await signedInAdmin(t);
    const cook = await signedInBrowser(t);
    for (const body of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.5 },
      { amount: '5' },
      {},
      { amount: 5, extra: true },
      { amount: 5, reason: 7 },
      { amount: 10_001 },
    ]) {
      const refused = await admin.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send(body).expect(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    expect((await admin.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 0 })).body.message).toBe(
      'Please enter a positive number of tickets.',
    );
    expect((await admin.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 10_001 })).body.message).toBe(
      'At most 10000 tickets at a time',
    );
    await admin.browser.post('/api/admin/users/999999/add-tickets').send({ amount: 5 }).expect(404);
    await admin.browser.post('/api/admin/users/abc/add-tickets').send({ amount: 5 }).expect(400);
    expect((await cook.browser.get('/api/tickets').expect(200)).body.balance).toBe(20);
    await admin.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 10_000 }).expect(200);
  });

  it('adds exactly the sum of 25 parallel adjustments, each row on the one before', async () => {
    const admin = await signedInAdmin(t);
    const cook = await signedInBrowser(t);
    const registered = await t.http().post('/api/login').send({ email: admin.account.email, password: admin.account.password }).expect(200);
    const cookie = sessionCookie(registered.headers['set-cookie']);
    const answers = await burst(`${base}/api/admin/users/${cook.user.id}/add-tickets`, 25, (index) => ({
      body: { amount: index + 1 },
      headers: { cookie },
    }));
    expect(statusCounts(answers)).toEqual({ 200: 25 });
    const sum = (25 * 26) / 2;
    expect((await cook.browser.get('/api/tickets').expect(200)).body.balance).toBe(20 + sum);
    const rows = await t.sql<{ amount: number; balanceAfter: number }>(
      'select amount, balance_after as "balanceAfter" from ticket_transactions where user_id = ? order by id',
      [cook.user.id],
    );
    expect(rows).toHaveLength(26);
    rows.reduce((previous, row) => {
      expect(row.balanceAfter).toBe(previous + row.amount);
      return row.balanceAfter;
    }, 0);
    expect(new Set(answers.map((answer) => answer.body.balance)).size).toBe(25);
  });
});

describe('delete', () => {
  it("deletes a cook and everything they own, corrects the ratings of others' recipes, and ends their session", async () => {
    const admin = await signedInAdmin(t);
    const author = await signedInBrowser(t);
    const doomed = await signedInBrowser(t);
    const recipe = (
      await author.browser
        .post('/api/recipes')
        .send(recipeInput({ isPublic: true }))
        .expect(201)
    ).body;
    await author.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 2 }).expect(201);
    await doomed.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 5 }).expect(201);
    await doomed.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Lovely' }).expect(201);
    await doomed.browser.post(`/api/social/follow/${author.user.id}`).expect(200);
    await author.browser.post(`/api/social/follow/${doomed.user.id}`).expect(200);
    await doomed.browser.post('/api/pantry').send({ name: 'Flour', quantity: 1, unit: 'kilograms' }).expect(201);
    await doomed.browser.post('/api/shopping').send({ name: 'Eggs', category: 'Dairy' }).expect(201);
    const own = (
      await doomed.browser
        .post('/api/recipes')
        .send(recipeInput({ isPublic: true }))
        .expect(201)
    ).body;
    expect((await t.http().get(`/api/recipes/${recipe.id}/ratings`).expect(200)).body.totalRatings).toBe(2);
    await admin.browser.post(`/api/admin/users/${doomed.user.id}/add-tickets`).send({ amount: 30, reason: 'Contest prize' }).expect(200);
    await t.sql(`insert into payment_transactions (user_id, package_id, amount, status, custom_id) values (?, 2, '9.99', 'COMPLETED', 'kept')`, [
      doomed.user.id,
    ]);
    const doomedLedger = (await t.sql<{ id: number }>('select id from ticket_transactions where user_id = ? order by id', [doomed.user.id])).map(
      (row) => row.id,
    );
    expect(doomedLedger.length).toBeGreaterThanOrEqual(2);
    const totals = () =>
      t.sql(
        `select (select count(*)::int from ticket_transactions) as rows, (select sum(amount)::int from ticket_transactions) as tickets,
           (select count(*)::int from payment_transactions) as payments, (select sum(amount)::text from payment_transactions where status = 'COMPLETED') as paid`,
      );
    const before = await totals();

    const answer = await admin.browser.delete(`/api/admin/users/${doomed.user.id}`).expect(200);
    expect(answer.body.message).toEqual(expect.any(String));

    // the ledger and the payments stay, detached from the person: the platform's totals do not move
    expect(await totals()).toEqual(before);
    const detached = await t.sql<{ userId: number | null; deleted: boolean }>(
      `select user_id as "userId", user_deleted_at is not null as deleted from ticket_transactions where id in (${doomedLedger.join(', ')})`,
    );
    expect(detached).toEqual(doomedLedger.map(() => ({ userId: null, deleted: true })));
    expect(
      await t.sql(`select user_id as "userId", user_deleted_at is not null as deleted from payment_transactions where custom_id = 'kept'`),
    ).toEqual([{ userId: null, deleted: true }]);
    await expect(t.sql('update ticket_transactions set amount = 1 where id = ?', [doomedLedger[0]])).rejects.toThrow(
      'ticket_transactions is append-only',
    );
    await expect(t.sql('delete from ticket_transactions where id = ?', [doomedLedger[0]])).rejects.toThrow('ticket_transactions is append-only');

    // the old cookie is dead, the account is gone
    await doomed.browser.get('/api/user').expect(401);
    await doomed.browser.get('/api/recipes').expect(401);
    const login = await t.http().post('/api/login').send({ email: doomed.account.email, password: doomed.account.password });
    expect(login.status).toBe(401);
    for (const [table, column] of [
      ['users', 'id'],
      ['sessions', 'user_id'],
      ['recipes', 'user_id'],
      ['recipe_ratings', 'user_id'],
      ['recipe_comments', 'user_id'],
      ['user_follows', 'follower_id'],
      ['user_follows', 'following_id'],
      ['pantry_items', 'user_id'],
      ['shopping_items', 'user_id'],
      ['user_tickets', 'user_id'],
      ['ticket_transactions', 'user_id'],
      ['notifications', 'user_id'],
    ]) {
      const [{ count }] = await t.sql<{ count: number }>(`select count(*)::int as count from ${table} where ${column} = ?`, [doomed.user.id]);
      expect([table, column, count]).toEqual([table, column, 0]);
    }
    await t.http().get(`/api/public-recipes/${own.id}`).expect(404);
    // the author's recipe keeps only the author's rating
    const ratings = (await t.http().get(`/api/recipes/${recipe.id}/ratings`).expect(200)).body;
    expect([ratings.totalRatings, ratings.averageRating]).toEqual([1, 2]);
    const [aggregate] = await t.sql<{ ratingCount: number; ratingSum: number }>(
      'select rating_count as "ratingCount", rating_sum as "ratingSum" from recipes where id = ?',
      [recipe.id],
    );
    expect(aggregate).toEqual({ ratingCount: 1, ratingSum: 2 });
    expect((await author.browser.get('/api/social/followers').expect(200)).body).toEqual([]);
    // the admin's list no longer has them
    expect((await admin.browser.get(`/api/admin/users?search=${doomed.user.username}`).expect(200)).body).toEqual([]);
    await admin.browser.delete(`/api/admin/users/${doomed.user.id}`).expect(404);
  });

  it('refuses to delete an admin account', async () => {
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const refused = await admin.browser.delete(`/api/admin/users/${other.user.id}`).expect(403);
    expect(refused.body.message).toBe('Admin accounts cannot be deleted');
    await admin.browser.delete(`/api/admin/users/${admin.user.id}`).expect(403);
    await other.browser.get('/api/user').expect(200);
    await admin.browser.delete('/api/admin/users/0').expect(400);
  });
});

describe('activity', () => {
  it('computes the UTC month (from the 1st) and week (from Monday 00:00)', () => {
    expect(spendingPeriods(new Date('2031-03-12T10:00:00Z'))).toEqual({
      monthStart: new Date('2031-03-01T00:00:00Z'),
      weekStart: new Date('2031-03-10T00:00:00Z'),
    });
    // a Sunday belongs to the week that began on the Monday before; a 1st to its own month
    expect(spendingPeriods(new Date('2031-03-16T23:59:00Z')).weekStart).toEqual(new Date('2031-03-10T00:00:00Z'));
    expect(spendingPeriods(new Date('2031-06-01T00:00:00Z'))).toEqual({
      monthStart: new Date('2031-06-01T00:00:00Z'),
      weekStart: new Date('2031-05-26T00:00:00Z'),
    });
  });

  it('sums ticket spending (without refunded spends) and completed payments in all, this month and this week, against a known history', async () => {
    const admin = await signedInAdmin(t);
    const cook = await signedInBrowser(t);
    const never = (await admin.browser.get(`/api/admin/users/${cook.user.id}/activity`).expect(200)).body;
    expect(never.ticketSpending).toEqual({ lifetimeSpent: 0, thisMonthSpent: 0, thisWeekSpent: 0 });

    // Wednesday 12 March 2031: the month began on the 1st, the week on Monday the 10th
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2031-03-12T10:00:00Z'));
    await t.http().post('/api/login').send({ email: cook.account.email, password: cook.account.password }).expect(200);
    const history: [string, string, number, string][] = [
      ['ai_chat', '2031-02-20T12:00:00Z', -5, 'a'], // last month
      ['ai_recipe', '2031-03-01T00:00:00Z', -3, 'b'], // this month, the first second of it
      ['photo_upload', '2031-03-09T23:59:59Z', -1, 'c'], // this month, last week
      ['ai_image', '2031-03-10T00:00:00Z', -2, 'd'], // this week, the first second of it
      ['ai_nutrition', '2031-03-11T08:00:00Z', -4, 'e'], // this week, refunded below
      ['refund', '2031-03-11T08:01:00Z', 4, 'refund:e'],
      ['admin_adjustment', '2031-03-11T09:00:00Z', 10, 'f'], // not a spend
    ];
    for (const [type, at, amount, key] of history) {
      await t.sql(
        `insert into ticket_transactions (user_id, amount, type, description, balance_after, idempotency_key, created_at)
         values (?, ?, ?, 'history', 100, ?, ?)`,
        [cook.user.id, amount, type, key, at],
      );
    }
    const payments: [string, string, string][] = [
      ['4.00', 'COMPLETED', '2031-02-20T12:00:00Z'], // last month
      ['10.00', 'COMPLETED', '2031-03-09T23:59:59Z'], // this month, last week
      ['1.00', 'COMPLETED', '2031-03-10T00:00:00Z'], // this week
      ['4.00', 'PENDING', '2031-03-11T08:00:00Z'], // never paid
    ];
    for (const [amount, status, at] of payments) {
      await t.sql(
        `insert into payment_transactions (user_id, package_id, amount, status, custom_id, created_at)
         values (?, 2, ?, ?, 'history', ?)`,
        [cook.user.id, amount, status, at],
      );
    }
    const activity = (await admin.browser.get(`/api/admin/users/${cook.user.id}/activity`).expect(200)).body;
    expect(activity).toEqual({
      userId: cook.user.id,
      username: cook.user.username,
      lastLoginDate: '2031-03-12T10:00:00.000Z',
      ticketSpending: { lifetimeSpent: 11, thisMonthSpent: 6, thisWeekSpent: 2 },
      paymentSpending: { lifetimeSpent: 15, thisMonthSpent: 11, thisWeekSpent: 1 },
    });
    await admin.browser.get('/api/admin/users/999999/activity').expect(404);
  });
});

describe('moderation and ticket costs', () => {
  it("sets a recipe's verified badge", async () => {
    const admin = await signedInAdmin(t);
    const cook = await signedInBrowser(t);
    const recipe = (
      await cook.browser
        .post('/api/recipes')
        .send(recipeInput({ isPublic: true }))
        .expect(201)
    ).body;
    expect(recipe.isModerated).toBe(false);
    const moderated = await admin.browser.patch(`/api/admin/recipes/${recipe.id}/moderation`).send({ isModerated: true }).expect(200);
    expect(moderated.body).toEqual({ id: recipe.id, name: recipe.name, isModerated: true });
    expect((await cook.browser.get(`/api/recipes/${recipe.id}`).expect(200)).body.isModerated).toBe(true);
    await admin.browser.patch(`/api/admin/recipes/${recipe.id}/moderation`).send({ isModerated: 'yes' }).expect(400);
    await admin.browser.patch('/api/admin/recipes/999999/moderation').send({ isModerated: true }).expect(404);
  });

  it('reads and edits ticket costs; an inactive feature disappears from the public costs', async () => {
    const admin = await signedInAdmin(t);
    const costs = (await admin.browser.get('/api/admin/ticket-costs').expect(200)).body;
    expect(costs.map((cost: { feature: string }) => cost.feature)).toEqual([
      'ai_chat',
      'ai_image',
      'ai_meal_plan',
      'ai_nutrition',
      'ai_recipe',
      'photo_upload',
    ]);
    const updated = await admin.browser.patch('/api/admin/ticket-costs/ai_image').send({ cost: 7 }).expect(200);
    expect(updated.body).toEqual(expect.objectContaining({ feature: 'ai_image', cost: 7, isActive: true }));
    const publicCosts = (await admin.browser.get('/api/tickets/costs').expect(200)).body;
    expect(publicCosts.find((cost: { feature: string }) => cost.feature === 'ai_image').cost).toBe(7);
    await admin.browser.patch('/api/admin/ticket-costs/ai_image').send({ isActive: false }).expect(200);
    const afterOff = (await admin.browser.get('/api/tickets/costs').expect(200)).body;
    expect(afterOff.map((cost: { feature: string }) => cost.feature)).not.toContain('ai_image');
    await admin.browser.patch('/api/admin/ticket-costs/ai_image').send({ isActive: true, cost: 1 }).expect(200);
    await admin.browser.patch('/api/admin/ticket-costs/ai_image').send({ cost: -1 }).expect(400);
    await admin.browser.patch('/api/admin/ticket-costs/ai_image').send({ cost: 2, feature: 'x' }).expect(400);
    await admin.browser.patch('/api/admin/ticket-costs/teleport').send({ cost: 2 }).expect(404);
  });
});

describe('audit log', () => {
  type Entry = {
    adminId: number;
    adminUsername: string | null;
    action: string;
    targetType: string;
    target: string;
    summary: string;
    ip: string | null;
  };
  const auditLog = async (admin: Cook, query = '') => {
    const answer = await admin.browser.get(`/api/admin/audit-log${query}`).expect(200);
    return { entries: answer.body as Entry[], total: Number(answer.headers['x-total-count']) };
  };

  it('records every admin action with who, what, which record, when and the address, newest first, filtered by admin or action', async () => {
    const first = await signedInAdmin(t);
    const second = await signedInAdmin(t);
    const cook = await signedInBrowser(t);
    const doomed = await signedInBrowser(t);
    const recipe = (
      await cook.browser
        .post('/api/recipes')
        .send(recipeInput({ isPublic: true, name: 'Audited Stew' }))
        .expect(201)
    ).body;
    const startedAt = Date.now();
    await first.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 40, reason: 'Contest prize' }).expect(200);
    await first.browser.patch(`/api/admin/recipes/${recipe.id}/moderation`).send({ isModerated: true }).expect(200);
    await second.browser.patch('/api/admin/ticket-costs/ai_image').send({ cost: 6 }).expect(200);
    await second.browser.delete(`/api/admin/users/${doomed.user.id}`).expect(200);
    // refused actions change nothing and leave no entry
    await second.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 0 }).expect(400);
    await second.browser.delete(`/api/admin/users/${first.user.id}`).expect(403);
    await second.browser.patch('/api/admin/recipes/999999/moderation').send({ isModerated: true }).expect(404);

    const mine = (entries: Entry[]) => entries.filter((entry) => [first.user.id, second.user.id].includes(entry.adminId));
    const { entries } = await auditLog(first, '?limit=200');
    expect(
      mine(entries).map(({ adminId, adminUsername, action, targetType, target, summary }) => [
        adminUsername,
        action,
        targetType,
        target,
        summary,
        adminId,
      ]),
    ).toEqual([
      [second.user.username, 'user.delete', 'user', String(doomed.user.id), `Deleted user ${doomed.user.username}`, second.user.id],
      [second.user.username, 'ticket-cost.update', 'ticket-cost', 'ai_image', 'Set ai_image to 6 tickets, charged', second.user.id],
      [first.user.username, 'recipe.moderate', 'recipe', String(recipe.id), "Verified the recipe 'Audited Stew'", first.user.id],
      [first.user.username, 'tickets.grant', 'user', String(cook.user.id), `Added 40 tickets to ${cook.user.username}: Contest prize`, first.user.id],
    ]);
    for (const entry of mine(entries)) {
      expect(entry.ip).toMatch(/127\.0\.0\.1/);
      expect(Date.parse((entry as unknown as { createdAt: string }).createdAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    }

    const byAdmin = await auditLog(first, `?adminId=${second.user.id}`);
    expect([byAdmin.total, byAdmin.entries.map((entry) => entry.action)]).toEqual([2, ['user.delete', 'ticket-cost.update']]);
    const grants = await auditLog(first, `?action=tickets.grant&adminId=${first.user.id}`);
    expect([grants.total, grants.entries.map((entry) => entry.target)]).toEqual([1, [String(cook.user.id)]]);
    const paged = await auditLog(first, `?adminId=${second.user.id}&limit=1&offset=1`);
    expect([paged.total, paged.entries.map((entry) => entry.action)]).toEqual([2, ['ticket-cost.update']]);
    await first.browser.get('/api/admin/audit-log?action=drop.table').expect(400);
    await first.browser.get('/api/admin/audit-log?adminId=-1').expect(400);
    await first.browser.get('/api/admin/audit-log?adminId=1&evil=1').expect(400);
    await cook.browser.get('/api/admin/audit-log').expect(403);
    await t.http().get('/api/admin/audit-log').expect(401);
  });

  it('cannot be edited or deleted, through the API or in the database', async () => {
    const admin = await signedInAdmin(t);
    const cook = await signedInBrowser(t);
    await admin.browser.post(`/api/admin/users/${cook.user.id}/add-tickets`).send({ amount: 5 }).expect(200);
    const { entries, total } = await auditLog(admin, `?adminId=${admin.user.id}`);
    const [entry] = entries as (Entry & { id: number })[];
    for (const method of ['put', 'patch', 'delete'] as const) {
      await admin.browser[method](`/api/admin/audit-log/${entry.id}`).send({ summary: 'nothing happened' }).expect(404);
      await admin.browser[method]('/api/admin/audit-log').send({ summary: 'nothing happened' }).expect(404);
    }
    await expect(t.sql("update admin_audit_log set summary = 'nothing happened' where id = ?", [entry.id])).rejects.toThrow(
      'admin_audit_log is append-only',
    );
    await expect(t.sql('delete from admin_audit_log where id = ?', [entry.id])).rejects.toThrow('admin_audit_log is append-only');
    await expect(t.sql('truncate admin_audit_log')).rejects.toThrow('admin_audit_log is append-only');
    expect(await auditLog(admin, `?adminId=${admin.user.id}`)).toEqual({ entries, total });
  });

  it('writes one entry per grant when 25 arrive at once, each beside its ledger row', async () => {
    const admin = await signedInAdmin(t);
    const cook = await signedInBrowser(t);
    const signedIn = await t.http().post('/api/login').send({ email: admin.account.email, password: admin.account.password }).expect(200);
    const cookie = sessionCookie(signedIn.headers['set-cookie']);
    const answers = await burst(`${base}/api/admin/users/${cook.user.id}/add-tickets`, 25, () => ({ body: { amount: 2 }, headers: { cookie } }));
    expect(statusCounts(answers)).toEqual({ 200: 25 });
    const grants = await auditLog(admin, `?adminId=${admin.user.id}&action=tickets.grant`);
    expect(grants.total).toBe(25);
    expect((await cook.browser.get('/api/tickets').expect(200)).body.balance).toBe(20 + 50);
  });
});
