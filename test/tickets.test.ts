import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import { UserRegistered, UserSignedIn } from '../src/modules/auth/index.js';
import { TicketEarning } from '../src/modules/tickets/application/ticket-earning.js';
import { InsufficientTicketsError, TicketLedger, type TicketFeature } from '../src/modules/tickets/index.js';
import { Clock } from '../src/platform/clock/clock.js';
import { ErrorFilter } from '../src/platform/http/error.filter.js';
import { burst, statusCounts } from './support/burst.js';
import { FakeGoogle, type GoogleAccount } from './support/fake-google.js';
import { newAccount, signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let base: string;
let ledger: TicketLedger;
const google = new FakeGoogle();

beforeAll(async () => {
  await google.start();
  t = await startTestApp(google.env);
  base = await t.url();
  ledger = t.app.get(TicketLedger);
});
afterAll(async () => {
  await t.close();
  await google.stop();
});
afterEach(() => jest.restoreAllMocks());

type Cook = Awaited<ReturnType<typeof signedInBrowser>>;

interface LedgerRow {
  id: number;
  type: string;
  description: string;
  amount: number;
  balanceAfter: number;
  relatedEntityId: string | null;
}

const rowsOf = (userId: number) =>
  t.sql<LedgerRow>(
    `select id, type, description, amount, balance_after as "balanceAfter", related_entity_id as "relatedEntityId"
     from ticket_transactions where user_id = ? order by id`,
    [userId],
  );

const balanceOf = async (cook: Cook): Promise<number> => (await cook.browser.get('/api/tickets').expect(200)).body.balance;

/** From now on the app's clock says 10:00 UTC of `day` (YYYY-MM-DD). */
function onDay(day: string): void {
  jest.restoreAllMocks();
  jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(`${day}T10:00:00Z`));
}

/** The day `n` days after 1 March 2031. */
const day = (n: number) => new Date(Date.UTC(2031, 2, 1 + n)).toISOString().slice(0, 10);

const signIn = (account: { email: string; password: string }) =>
  t.http().post('/api/login').send({ email: account.email, password: account.password }).expect(200);

/** A Google sign-in taken as far as Google's answer: the browser that started it and the callback to send. */
async function googleCallback(account: GoogleAccount) {
  google.nextAccount = account;
  const browser = t.browser();
  const start = await browser.get('/api/auth/google').expect(302);
  return { browser, callback: await google.consent(start.headers.location) };
}

const sessionCookie = (setCookie: string[] | string | undefined) => [setCookie ?? []].flat()[0].split(';')[0];

async function recipeOf(owner: Cook, isPublic = true): Promise<{ id: number }> {
  return (await owner.browser.post('/api/recipes').send(recipeInput({ isPublic })).expect(201)).body;
}

async function pngDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const earn = (cook: Cook, recipeId: number, interactionType: string) =>
  cook.browser.post('/api/tickets/earn/recipe-interaction').send({ recipeId, interactionType });

describe('the calls', () => {
  it('answers 401 without a session, on every call', async () => {
    await t.http().get('/api/tickets').expect(401);
    await t.http().get('/api/tickets/transactions').expect(401);
    await t.http().get('/api/tickets/costs').expect(401);
    await t.http().post('/api/tickets/earn/recipe-interaction').send({ recipeId: 1, interactionType: 'rating' }).expect(401);
    const purchase = await t.http().post('/api/tickets/purchase').send({ amount: 100, paymentMethod: 'paypal' }).expect(401);
    expect(purchase.body.message).toEqual(expect.any(String));
  });

  it('shows a new account its welcome bonus: the balance, the lifetime totals and one transaction', async () => {
    const cook = await signedInBrowser(t);
    expect((await cook.browser.get('/api/tickets').expect(200)).body).toEqual({ balance: 20, lifetimeEarned: 20, lifetimeSpent: 0 });
    const history = await cook.browser.get('/api/tickets/transactions').expect(200);
    expect(history.headers['x-total-count']).toBe('1');
    expect(history.body).toEqual([
      { id: expect.any(Number), type: 'welcome_bonus', description: 'Welcome bonus', amount: 20, createdAt: expect.any(String), balanceAfter: 20 },
    ]);
    expect(Date.now() - Date.parse(history.body[0].createdAt)).toBeLessThan(60_000);
  });

  it('answers zeros for a user who never had a ticket', async () => {
    const [{ id }] = await t.sql<{ id: number }>(
      "insert into users (email, username, name) values ('no-tickets@example.com', 'no_tickets', '') returning id",
    );
    expect(await ledger.balanceOf(id)).toEqual({ balance: 0, lifetimeEarned: 0, lifetimeSpent: 0 });
  });

  it('lists the history newest first in pages (50 by default, at most 100) with the true total', async () => {
    const cook = await signedInBrowser(t);
    for (let index = 1; index <= 59; index += 1) await ledger.credit(cook.user.id, index, 'admin_adjustment', `Gift ${index}`);
    await ledger.spend(cook.user.id, 'ai_recipe', { idempotencyKey: 'history-spend' });
    const first = await cook.browser.get('/api/tickets/transactions').expect(200);
    expect(first.headers['x-total-count']).toBe('61');
    expect(first.body).toHaveLength(50);
    expect(first.body[0]).toMatchObject({ type: 'ai_recipe', description: 'AI recipe generation', amount: -5 });
    expect(first.body[1]).toMatchObject({ type: 'admin_adjustment', description: 'Gift 59', amount: 59 });
    // newest first, and each balance is the one after the row below it plus the row's amount
    for (let index = 0; index < first.body.length - 1; index += 1) {
      expect(first.body[index].id).toBeGreaterThan(first.body[index + 1].id);
      expect(first.body[index].balanceAfter).toBe(first.body[index + 1].balanceAfter + first.body[index].amount);
    }
    const last = await cook.browser.get('/api/tickets/transactions?limit=20&offset=50').expect(200);
    expect(last.body.map((row: LedgerRow) => row.description)).toEqual([...Array.from({ length: 10 }, (_, i) => `Gift ${10 - i}`), 'Welcome bonus']);
    const past = await cook.browser.get('/api/tickets/transactions?offset=500').expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('61');
    expect((await cook.browser.get('/api/tickets/transactions?limit=100').expect(200)).body).toHaveLength(61);

    expect((await cook.browser.get('/api/tickets/transactions?limit=101').expect(400)).body.message).toBe('limit cannot exceed 100');
    expect((await cook.browser.get('/api/tickets/transactions?limit=0').expect(400)).body.message).toBe('limit must be at least 1');
    expect((await cook.browser.get('/api/tickets/transactions?offset=-1').expect(400)).body.message).toBe('offset cannot be negative');
  });

  it("keeps each user's tickets to themselves", async () => {
    const ada = await signedInBrowser(t);
    const bob = await signedInBrowser(t);
    await ledger.credit(ada.user.id, 30, 'admin_adjustment', 'For Ada only');
    await ledger.spend(bob.user.id, 'ai_image', { idempotencyKey: 'bob-image' });
    expect((await ada.browser.get('/api/tickets').expect(200)).body).toEqual({ balance: 50, lifetimeEarned: 50, lifetimeSpent: 0 });
    expect((await bob.browser.get('/api/tickets').expect(200)).body).toEqual({ balance: 18, lifetimeEarned: 20, lifetimeSpent: 2 });
    const adaHistory = (await ada.browser.get('/api/tickets/transactions').expect(200)).body;
    const bobHistory = (await bob.browser.get('/api/tickets/transactions').expect(200)).body;
    expect(adaHistory.map((row: LedgerRow) => row.description)).toEqual(['For Ada only', 'Welcome bonus']);
    expect(bobHistory.map((row: LedgerRow) => row.description)).toEqual(['AI recipe image', 'Welcome bonus']);
  });

  it('lists the active costs by feature, with the seeded values', async () => {
    const cook = await signedInBrowser(t);
    expect((await cook.browser.get('/api/tickets/costs').expect(200)).body).toEqual([
      { feature: 'ai_chat', cost: 1, description: 'AI chat: 1 ticket per 5 messages' },
      { feature: 'ai_image', cost: 2, description: 'AI recipe image' },
      { feature: 'ai_meal_plan', cost: 5, description: 'AI meal plan suggestion' },
      { feature: 'ai_nutrition', cost: 1, description: 'AI nutrition facts' },
      { feature: 'ai_recipe', cost: 5, description: 'AI recipe generation' },
      { feature: 'photo_upload', cost: 10, description: 'Recipe photo analysis' },
    ]);
    await t.sql("update ticket_costs set is_active = false where feature = 'ai_image'");
    try {
      const features = (await cook.browser.get('/api/tickets/costs').expect(200)).body.map((cost: { feature: string }) => cost.feature);
      expect(features).toEqual(['ai_chat', 'ai_meal_plan', 'ai_nutrition', 'ai_recipe', 'photo_upload']);
      // an inactive feature is free: nothing charged, no row
      expect(await ledger.spend(cook.user.id, 'ai_image', { idempotencyKey: 'free-image' })).toEqual({
        charged: 0,
        balance: 20,
        transactionId: null,
      });
      expect(await rowsOf(cook.user.id)).toHaveLength(1);
    } finally {
      await t.sql("update ticket_costs set is_active = true where feature = 'ai_image'");
    }
  });

  it('refuses a purchase without a captured payment, crediting nothing', async () => {
    const cook = await signedInBrowser(t);
    const refused = await cook.browser.post('/api/tickets/purchase').send({ amount: 100, paymentMethod: 'paypal' }).expect(400);
    expect(refused.body).toEqual({ message: 'Tickets are bought as ticket packs on the Tickets screen.', code: 'USE_TICKET_PACKS' });
    await cook.browser.post('/api/tickets/purchase').send({}).expect(400);
    const unknown = await cook.browser.post('/api/tickets/purchase').send({ amount: 100, tickets: 100 }).expect(400);
    expect(unknown.body.message).toBe('Unknown field: tickets');
    expect(await balanceOf(cook)).toBe(20);
    expect(await rowsOf(cook.user.id)).toHaveLength(1);
  });

  it('validates the interaction report: the type, the recipe id, a missing or private recipe', async () => {
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    expect((await earn(cook, recipe.id, 'like').expect(400)).body.message).toBe('Interaction type must be one of: rating, comment, photo');
    expect((await earn(cook, recipe.id, '').expect(400)).body.message).toBe('Interaction type must be one of: rating, comment, photo');
    expect((await cook.browser.post('/api/tickets/earn/recipe-interaction').send({ recipeId: recipe.id }).expect(400)).body.message).toBe(
      'Interaction type must be one of: rating, comment, photo',
    );
    for (const recipeId of ['12', 0, -3, 1.5, 2_147_483_648]) {
      expect((await earn(cook, recipeId as number, 'rating').expect(400)).body.message).toBe('Recipe id must be a positive whole number');
    }
    const extra = await cook.browser
      .post('/api/tickets/earn/recipe-interaction')
      .send({ recipeId: recipe.id, interactionType: 'rating', tickets: 9 });
    expect(extra.status).toBe(400);
    expect((await earn(cook, 2_000_000_000, 'rating').expect(404)).body.message).toBe('Recipe not found');
    const hidden = await recipeOf(owner, false);
    expect((await earn(cook, hidden.id, 'rating').expect(404)).body.message).toBe('Recipe not found');
    // the owner's own private recipe is no exception
    expect((await earn(owner, hidden.id, 'comment').expect(404)).body.message).toBe('Recipe not found');
  });
});

describe('the 402 of a spend with too few tickets', () => {
  it('answers {message, code, required, balance} and changes nothing', async () => {
    const cook = await signedInBrowser(t);
    await ledger.spend(cook.user.id, 'photo_upload', { idempotencyKey: 'photo-1' });
    await ledger.spend(cook.user.id, 'ai_recipe', { idempotencyKey: 'recipe-1' });
    const error = await ledger.spend(cook.user.id, 'photo_upload', { idempotencyKey: 'photo-2' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InsufficientTicketsError);
    let status = 0;
    let body: unknown;
    const response = {
      status(code: number) {
        status = code;
        return response;
      },
      json(payload: unknown) {
        body = payload;
      },
    };
    new ErrorFilter().catch(error, { switchToHttp: () => ({ getResponse: () => response }) } as never);
    expect(status).toBe(402);
    expect(body).toEqual({
      message: 'Not enough tickets: Recipe photo analysis costs 10 tickets and you have 5.',
      code: 'INSUFFICIENT_TICKETS',
      required: 10,
      balance: 5,
    });
    expect(await balanceOf(cook)).toBe(5);
    expect((await rowsOf(cook.user.id)).map((row) => row.amount)).toEqual([20, -10, -5]);
  });
});

describe('earning', () => {
  it('gives the welcome bonus once, however often the registration is heard', async () => {
    const cook = await signedInBrowser(t);
    const earning = t.app.get(TicketEarning);
    await Promise.all(Array.from({ length: 5 }, () => earning.onUserRegistered(new UserRegistered(cook.user.id))));
    expect(await balanceOf(cook)).toBe(20);
    expect((await rowsOf(cook.user.id)).filter((row) => row.type === 'welcome_bonus')).toHaveLength(1);
  });

  it('gives an account created with Google the welcome bonus, and its later Google sign-ins the login streak', async () => {
    onDay(day(0));
    const account = { sub: 'g-tickets-1', name: 'Edna Lewis', email: 'edna@example.com', email_verified: true };
    const created = await googleCallback(account);
    await created.browser.get(created.callback).expect(302);
    expect((await created.browser.get('/api/tickets').expect(200)).body.balance).toBe(20);
    onDay(day(1));
    const again = await googleCallback(account);
    await again.browser.get(again.callback).expect(302);
    const history = (await again.browser.get('/api/tickets/transactions').expect(200)).body;
    expect(history.map((row: LedgerRow) => [row.type, row.description, row.amount])).toEqual([
      ['login_streak', 'Daily login streak: day 1', 2],
      ['welcome_bonus', 'Welcome bonus', 20],
    ]);
  });

  it('earns 2 on the first sign-in of each UTC day: once a day, day 2 continues, a gap starts again', async () => {
    onDay(day(0));
    const cook = await signedInBrowser(t);
    await signIn(cook.account);
    await signIn(cook.account);
    onDay(day(1));
    await signIn(cook.account);
    await signIn(cook.account);
    onDay(day(3));
    await signIn(cook.account);
    const streakRows = (await rowsOf(cook.user.id)).filter((row) => row.type === 'login_streak');
    expect(streakRows.map((row) => [row.description, row.amount])).toEqual([
      ['Daily login streak: day 1', 2],
      ['Daily login streak: day 2', 2],
      ['Daily login streak: day 1', 2],
    ]);
    expect(await balanceOf(cook)).toBe(26);
    const [streak] = await t.sql('select current_streak, longest_streak, last_login_date::text as day from login_streaks where user_id = ?', [
      cook.user.id,
    ]);
    expect(streak).toEqual({ current_streak: 1, longest_streak: 2, day: day(3) });
  });

  it('counts the day in UTC: 23:59 and 00:01 UTC are two days', async () => {
    const cook = await signedInBrowser(t);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(`${day(20)}T23:59:00Z`));
    await signIn(cook.account);
    jest.restoreAllMocks();
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(`${day(21)}T00:01:00Z`));
    await signIn(cook.account);
    const descriptions = (await rowsOf(cook.user.id)).filter((row) => row.type === 'login_streak').map((row) => row.description);
    expect(descriptions).toEqual(['Daily login streak: day 1', 'Daily login streak: day 2']);
  });

  it('adds 10 on every 7th day of a streak', async () => {
    const cook = await signedInBrowser(t);
    // Fifteen days of sign-ins as the listener hears them (the tests above go through /api/login, whose
    // password hashing would make fifteen of them slow on a busy machine).
    const earning = t.app.get(TicketEarning);
    for (let n = 0; n < 15; n += 1) await earning.onUserSignedIn(new UserSignedIn(cook.user.id, new Date(`${day(n)}T10:00:00Z`)));
    const rows = (await rowsOf(cook.user.id)).filter((row) => row.type === 'login_streak');
    const bonuses = rows.filter((row) => row.description === '7-day streak bonus');
    expect(bonuses.map((row) => row.amount)).toEqual([10, 10]);
    // each bonus follows the 7th and the 14th day's 2 tickets
    const order = rows.map((row) => row.description);
    expect(order[order.indexOf('Daily login streak: day 7') + 1]).toBe('7-day streak bonus');
    expect(order[order.indexOf('Daily login streak: day 14') + 1]).toBe('7-day streak bonus');
    expect(order.at(-1)).toBe('Daily login streak: day 15');
    expect(await balanceOf(cook)).toBe(20 + 15 * 2 + 2 * 10);
  });

  it('credits the streak once when 20 sign-ins of one user arrive at once on a new day', async () => {
    onDay(day(40));
    const account = { sub: 'g-tickets-burst', name: 'Burst Cook', email: 'burst-cook@example.com', email_verified: true };
    const created = await googleCallback(account);
    await created.browser.get(created.callback).expect(302);
    onDay(day(41));
    const pending = [];
    for (let index = 0; index < 20; index += 1) pending.push(await googleCallback(account));
    const answers = await Promise.all(pending.map(({ browser, callback }) => browser.get(callback)));
    expect(answers.map((answer) => answer.headers.location)).toEqual(Array.from({ length: 20 }, () => '/'));
    const { id } = (await created.browser.get('/api/user').expect(200)).body;
    const rows = await rowsOf(id);
    expect(rows.filter((row) => row.type === 'login_streak')).toHaveLength(1);
    expect((await created.browser.get('/api/tickets').expect(200)).body.balance).toBe(22);
  });

  it('awards rating, commenting on and photographing a public recipe of someone else: 1 each, once per recipe and type', async () => {
    onDay(day(60));
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 4 }).expect(201);
    expect(await balanceOf(cook)).toBe(21);
    // the client reports it: told once, credited once
    expect((await earn(cook, recipe.id, 'rating').expect(200)).body).toEqual({ ticketsEarned: 1, balance: 21 });
    expect((await earn(cook, recipe.id, 'rating').expect(200)).body).toEqual({ ticketsEarned: 0, balance: 21 });
    // rating again, commenting twice, two photos: one more each for the comment and the photo
    await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 5 }).expect(201);
    for (const content of ['Lovely', 'Made it again']) await cook.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content }).expect(201);
    for (let index = 0; index < 2; index += 1) {
      await cook.browser
        .post(`/api/recipes/${recipe.id}/photos`)
        .send({ photoUrl: await pngDataUrl() })
        .expect(201);
    }
    expect((await earn(cook, recipe.id, 'comment').expect(200)).body).toEqual({ ticketsEarned: 1, balance: 23 });
    expect((await earn(cook, recipe.id, 'photo').expect(200)).body).toEqual({ ticketsEarned: 1, balance: 23 });
    expect((await earn(cook, recipe.id, 'photo').expect(200)).body).toEqual({ ticketsEarned: 0, balance: 23 });
    const awards = (await rowsOf(cook.user.id)).filter((row) => row.type === 'recipe_interaction');
    expect(awards.map((row) => [row.description, row.amount, row.relatedEntityId])).toEqual([
      ['Rated a community recipe', 1, String(recipe.id)],
      ['Commented on a community recipe', 1, String(recipe.id)],
      ['Added a photo to a community recipe', 1, String(recipe.id)],
    ]);
    // the owner earned nothing from someone else's feedback
    expect(await balanceOf(owner)).toBe(20);
  });

  it('awards nothing for feedback on one’s own recipe, on a private recipe, or for an interaction that did not happen', async () => {
    onDay(day(61));
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const shared = await recipeOf(owner);
    const hidden = await recipeOf(owner, false);
    await owner.browser.post(`/api/recipes/${shared.id}/ratings`).send({ rating: 5 }).expect(201);
    await owner.browser.post(`/api/recipes/${hidden.id}/comments`).send({ content: 'Note to self' }).expect(201);
    expect((await earn(owner, shared.id, 'rating').expect(200)).body).toEqual({ ticketsEarned: 0, balance: 20 });
    expect(await balanceOf(owner)).toBe(20);
    // reported without having rated
    expect((await earn(cook, shared.id, 'rating').expect(200)).body).toEqual({ ticketsEarned: 0, balance: 20 });
    // a comment made while the recipe was public, reported after it went private
    await cook.browser.post(`/api/recipes/${shared.id}/comments`).send({ content: 'Great' }).expect(201);
    await owner.browser.patch(`/api/recipes/${shared.id}/public`).send({ isPublic: false }).expect(200);
    await earn(cook, shared.id, 'comment').expect(404);
    expect(await balanceOf(cook)).toBe(21);
    const [{ count }] = await t.sql<{ count: string }>('select count(*) as count from recipe_interaction_awards where user_id = ?', [owner.user.id]);
    expect(Number(count)).toBe(0);
  });

  it('awards at most 5 interactions a UTC day; the next day earns again', async () => {
    onDay(day(62));
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const recipes = [];
    for (let index = 0; index < 8; index += 1) recipes.push(await recipeOf(owner));
    const earned: number[] = [];
    for (const recipe of recipes.slice(0, 7)) {
      await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 4 }).expect(201);
      earned.push((await earn(cook, recipe.id, 'rating').expect(200)).body.ticketsEarned);
    }
    expect(earned).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(await balanceOf(cook)).toBe(25);

    onDay(day(63));
    // reporting the 6th again, the day after: it was never awarded, so now it is
    expect((await earn(cook, recipes[5].id, 'rating').expect(200)).body).toEqual({ ticketsEarned: 1, balance: 26 });
    await cook.browser.post(`/api/recipes/${recipes[7].id}/comments`).send({ content: 'Next day' }).expect(201);
    expect((await earn(cook, recipes[7].id, 'comment').expect(200)).body).toEqual({ ticketsEarned: 1, balance: 27 });
  });

  it('tells ticketsEarned once when the same report arrives 20 times at once', async () => {
    onDay(day(64));
    const owner = await signedInBrowser(t);
    const registered = await t.http().post('/api/register').send(newAccount()).expect(201);
    const cookie = sessionCookie(registered.headers['set-cookie']);
    const recipe = await recipeOf(owner);
    // the rating's listener credits the award; the 20 reports race to announce it
    const rating = await fetch(`${base}/api/recipes/${recipe.id}/ratings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ rating: 3 }),
    });
    expect(rating.status).toBe(201);
    const answers = await burst(`${base}/api/tickets/earn/recipe-interaction`, 20, () => ({
      body: { recipeId: recipe.id, interactionType: 'rating' },
      headers: { cookie },
    }));
    expect(statusCounts(answers)).toEqual({ 200: 20 });
    expect(answers.map((answer) => answer.body.ticketsEarned).sort()).toEqual([...Array.from({ length: 19 }, () => 0), 1]);
    expect(new Set(answers.map((answer) => answer.body.balance))).toEqual(new Set([21]));
    expect((await rowsOf(registered.body.id)).filter((row) => row.type === 'recipe_interaction')).toHaveLength(1);
  });

  it('credits the award the listener missed when the client reports it, and never fails the feedback itself', async () => {
    onDay(day(65));
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const recipe = await recipeOf(owner);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // while the awards cannot be written, the rating still succeeds and the failure is logged
    await t.sql('alter table recipe_interaction_awards rename to recipe_interaction_awards_away');
    try {
      await cook.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 5 }).expect(201);
    } finally {
      await t.sql('alter table recipe_interaction_awards_away rename to recipe_interaction_awards');
    }
    // the outbox keeps the event to deliver again later (test/outbox.test.ts)
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Event recipes\.recipe-rated #\d+ could not be delivered \(attempt 1, tried again in 30 s\): .*recipe_interaction_awards/,
      ),
    );
    expect(await balanceOf(cook)).toBe(20);
    expect((await earn(cook, recipe.id, 'rating').expect(200)).body).toEqual({ ticketsEarned: 1, balance: 21 });
  });
});

describe('the ledger', () => {
  it('lets exactly 10 of 50 parallel spends of 1 through a balance of 10', async () => {
    const cook = await signedInBrowser(t);
    await ledger.spend(cook.user.id, 'photo_upload', { idempotencyKey: 'to-ten' });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => ledger.spend(cook.user.id, 'ai_nutrition', { idempotencyKey: `nutrition-${index}` })),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(10);
    expect(rejected.every((result) => result.reason instanceof InsufficientTicketsError)).toBe(true);
    expect((await cook.browser.get('/api/tickets').expect(200)).body).toEqual({ balance: 0, lifetimeEarned: 20, lifetimeSpent: 20 });
    const debits = (await rowsOf(cook.user.id)).filter((row) => row.type === 'ai_nutrition');
    expect(debits).toHaveLength(10);
    expect(debits.map((row) => row.balanceAfter)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('charges once for one idempotency key, however often and however parallel, and answers the first charge', async () => {
    const cook = await signedInBrowser(t);
    const first = await ledger.spend(cook.user.id, 'ai_recipe', { idempotencyKey: 'generate-42', relatedEntity: { type: 'recipe', id: 42 } });
    expect(first).toEqual({ charged: 5, balance: 15, transactionId: expect.any(Number) });
    expect(await ledger.spend(cook.user.id, 'ai_recipe', { idempotencyKey: 'generate-42' })).toEqual(first);
    const parallel = await Promise.all(Array.from({ length: 20 }, () => ledger.spend(cook.user.id, 'ai_image', { idempotencyKey: 'image-7' })));
    expect(new Set(parallel.map((answer) => answer.transactionId)).size).toBe(1);
    expect(parallel[0]).toMatchObject({ charged: 2, balance: 13 });
    expect(await balanceOf(cook)).toBe(13);
    // a credit's key, likewise
    expect(await ledger.credit(cook.user.id, 4, 'admin_adjustment', 'Sorry', { idempotencyKey: 'apology-1' })).toEqual({ credited: 4, balance: 17 });
    expect(await ledger.credit(cook.user.id, 4, 'admin_adjustment', 'Sorry', { idempotencyKey: 'apology-1' })).toEqual({ credited: 0, balance: 17 });
    expect((await rowsOf(cook.user.id)).map((row) => row.amount)).toEqual([20, -5, -2, 4]);
  });

  it('refunds a spend once, with a new refund row, and refuses amounts that are not whole and positive', async () => {
    const cook = await signedInBrowser(t);
    await ledger.spend(cook.user.id, 'photo_upload', { idempotencyKey: 'analysis-1' });
    expect(await ledger.refund(cook.user.id, 'analysis-1', 'Photo analysis failed')).toEqual({ refunded: 10, balance: 20 });
    expect(await ledger.refund(cook.user.id, 'analysis-1', 'Photo analysis failed')).toEqual({ refunded: 0, balance: 20 });
    expect(await ledger.refund(cook.user.id, 'never-spent', 'Nothing')).toEqual({ refunded: 0, balance: 20 });
    const rows = await rowsOf(cook.user.id);
    expect(rows.map((row) => [row.type, row.description, row.amount, row.balanceAfter])).toEqual([
      ['welcome_bonus', 'Welcome bonus', 20, 20],
      ['photo_upload', 'Recipe photo analysis', -10, 10],
      ['refund', 'Photo analysis failed', 10, 20],
    ]);
    expect(rows[2].relatedEntityId).toBe(String(rows[1].id));
    // a refunded charge was not spent
    expect((await cook.browser.get('/api/tickets').expect(200)).body).toEqual({ balance: 20, lifetimeEarned: 20, lifetimeSpent: 0 });
    for (const amount of [0, -5, 1.5]) {
      await expect(ledger.credit(cook.user.id, amount, 'admin_adjustment', 'Bad')).rejects.toThrow(
        'The number of tickets must be a positive whole number',
      );
    }
    expect(await rowsOf(cook.user.id)).toHaveLength(3);
  });

  it('keeps every balance equal to the sum of its rows under 1,000 random parallel credits, spends and refunds over 20 users', async () => {
    const ids = (
      await t.sql<{ id: number }>(
        `insert into users (email, username, name) select 'ledger' || n || '@example.com', 'ledger_' || n, '' from generate_series(1, 20) n returning id`,
      )
    ).map((row) => row.id);
    await Promise.all(ids.map((id) => ledger.credit(id, 20, 'welcome_bonus', 'Welcome bonus', { idempotencyKey: 'welcome-bonus' })));
    let seed = 16;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const features: TicketFeature[] = ['ai_chat', 'photo_upload', 'ai_recipe', 'ai_image', 'ai_nutrition', 'ai_meal_plan'];
    const spendUnlessShort = (userId: number, feature: TicketFeature, key: string) =>
      ledger.spend(userId, feature, { idempotencyKey: key }).catch((error: unknown) => {
        if (!(error instanceof InsufficientTicketsError)) throw error;
      });
    const operations: (() => Promise<unknown>)[] = [];
    for (let index = 0; index < 1000; index += 1) {
      const userId = ids[Math.floor(random() * ids.length)];
      const feature = features[Math.floor(random() * features.length)];
      // some keys repeat, so that the same charge or refund races with itself
      const key = `charge-${Math.floor(random() * 700)}`;
      const pick = random();
      if (pick < 0.4) {
        const amount = 1 + Math.floor(random() * 10);
        const options = random() < 0.3 ? { idempotencyKey: `gift-${Math.floor(random() * 40)}` } : {};
        operations.push(() => ledger.credit(userId, amount, 'admin_adjustment', 'Random gift', options));
      } else if (pick < 0.75) {
        operations.push(() => spendUnlessShort(userId, feature, key));
      } else if (pick < 0.9) {
        // an AI call that failed: charged, then refunded
        operations.push(async () => {
          await spendUnlessShort(userId, feature, key);
          await ledger.refund(userId, key, 'AI call failed');
        });
      } else {
        operations.push(() => ledger.refund(userId, key, 'AI call failed'));
      }
    }
    await Promise.all(operations.map((operation) => operation()));

    const accounts = await t.sql<{ userId: number; balance: number; lifetimeEarned: number; lifetimeSpent: number }>(
      `select user_id as "userId", balance, lifetime_earned as "lifetimeEarned", lifetime_spent as "lifetimeSpent"
       from user_tickets where user_id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    expect(accounts).toHaveLength(20);
    let rowCount = 0;
    for (const account of accounts) {
      const rows = await rowsOf(account.userId);
      rowCount += rows.length;
      let balance = 0;
      for (const row of rows) {
        expect(row.balanceAfter).toBe(balance + row.amount);
        expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
        balance = row.balanceAfter;
      }
      expect(account.balance).toBe(balance);
      const sum = (keep: (row: LedgerRow) => boolean) => rows.filter(keep).reduce((total, row) => total + row.amount, 0);
      expect(account.lifetimeEarned).toBe(sum((row) => row.amount > 0 && row.type !== 'refund'));
      expect(account.lifetimeSpent).toBe(-sum((row) => row.amount < 0) - sum((row) => row.type === 'refund'));
      expect(account.balance).toBe(account.lifetimeEarned - account.lifetimeSpent);
      // a refund gives back exactly its spend, once
      const refunds = rows.filter((row) => row.type === 'refund');
      expect(new Set(refunds.map((row) => row.relatedEntityId)).size).toBe(refunds.length);
      for (const refund of refunds) expect(refund.amount).toBe(-rows.find((row) => String(row.id) === refund.relatedEntityId)!.amount);
    }
    // every kind of change happened
    const types = await t.sql<{ type: string }>(
      `select distinct type from ticket_transactions where user_id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    expect(types.map((row) => row.type)).toEqual(expect.arrayContaining(['admin_adjustment', 'refund', ...features]));
    expect(rowCount).toBeGreaterThan(300);
  });

  it('has the database refuse an UPDATE or DELETE of a ledger row, a negative balance and a broken row', async () => {
    const cook = await signedInBrowser(t);
    const [row] = await rowsOf(cook.user.id);
    await expect(t.sql('update ticket_transactions set amount = 500, balance_after = 500 where id = ?', [row.id])).rejects.toThrow(
      'ticket_transactions is append-only',
    );
    await expect(t.sql('delete from ticket_transactions where id = ?', [row.id])).rejects.toThrow('ticket_transactions is append-only');
    await expect(t.sql('truncate ticket_transactions')).rejects.toThrow('ticket_transactions is append-only');
    await expect(t.sql('update user_tickets set balance = -1 where user_id = ?', [cook.user.id])).rejects.toThrow('user_tickets_balance_check');
    const insert = (amount: number, balanceAfter: number) =>
      t.sql("insert into ticket_transactions (user_id, amount, type, description, balance_after) values (?, ?, 'ai_recipe', 'x', ?)", [
        cook.user.id,
        amount,
        balanceAfter,
      ]);
    await expect(insert(-25, -5)).rejects.toThrow('ticket_transactions_balance_after_check');
    await expect(insert(0, 20)).rejects.toThrow('ticket_transactions_amount_check');
    expect(await rowsOf(cook.user.id)).toEqual([row]);
    expect(await balanceOf(cook)).toBe(20);
  });

  it("deletes a user's account and streak but keeps their ledger, detached from them", async () => {
    onDay(day(90));
    const cook = await signedInBrowser(t);
    await signIn(cook.account);
    await ledger.spend(cook.user.id, 'ai_recipe', { idempotencyKey: 'before-leaving' });
    expect(await rowsOf(cook.user.id)).toHaveLength(3);
    const ids = (await rowsOf(cook.user.id)).map((row) => row.id);
    await t.sql('delete from users where id = ?', [cook.user.id]);
    for (const table of ['ticket_transactions', 'user_tickets', 'login_streaks']) {
      const [{ count }] = await t.sql<{ count: string }>(`select count(*) as count from ${table} where user_id = ?`, [cook.user.id]);
      expect(Number(count)).toBe(0);
    }
    const kept = await t.sql<{ userId: number | null; deleted: boolean }>(
      `select user_id as "userId", user_deleted_at is not null as deleted from ticket_transactions where id in (${ids.join(', ')})`,
    );
    expect(kept).toEqual(ids.map(() => ({ userId: null, deleted: true })));
  });
});
