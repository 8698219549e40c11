// The outbox (issue 48): a change and its events are written together; a listener that fails never turns
// the request into an error, and its event is delivered later, once, with every listener's work.
import { Outbox } from '../src/platform/events/outbox.js';
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Cook = Awaited<ReturnType<typeof signedInBrowser>>;

const count = async (sql: string, values: unknown[]) => (await t.sql<{ n: number }>(`select count(*)::int as n from ${sql}`, values))[0].n;
const commentNotices = (owner: Cook) => count("notifications where user_id = ? and kind = 'comment'", [owner.user.id]);
const commentEarnings = (cook: Cook) => count("ticket_transactions where user_id = ? and type = 'recipe_interaction'", [cook.user.id]);
const pending = () =>
  t.sql<{ name: string; attempts: number; lastError: string | null }>(
    'select name, attempts, last_error as "lastError" from outbox_events where delivered_at is null order by id',
  );

async function publicRecipe(owner: Cook): Promise<number> {
  return (
    await owner.browser
      .post('/api/recipes')
      .send(recipeInput({ isPublic: true }))
      .expect(201)
  ).body.id;
}

describe('outbox', () => {
  it('answers the comment when its listeners fail, then delivers its notification and earning once, together, when they can run', async () => {
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const recipe = await publicRecipe(owner);
    expect(await pending()).toEqual([]);

    // The notification cannot be written (the database refuses it): the earning, written first, must not stay alone.
    await t.sql("alter table notifications add constraint refuse_comment_notices check (kind <> 'comment') not valid");
    try {
      await cook.browser.post(`/api/recipes/${recipe}/comments`).send({ content: 'Lovely' }).expect(201);
      expect([await commentNotices(owner), await commentEarnings(cook)]).toEqual([0, 0]);
      expect(await pending()).toEqual([
        { name: 'recipes.recipe-commented', attempts: 1, lastError: expect.stringContaining('refuse_comment_notices') },
      ]);
      // Not due yet: the first retry waits 30 s.
      expect(await t.app.get(Outbox).deliverDue()).toBe(0);
    } finally {
      await t.sql('alter table notifications drop constraint refuse_comment_notices');
    }

    await t.sql("update outbox_events set available_at = now() - interval '1 second' where delivered_at is null");
    expect(await t.app.get(Outbox).deliverDue()).toBe(1);
    expect([await commentNotices(owner), await commentEarnings(cook)]).toEqual([1, 1]);
    expect(await pending()).toEqual([]);
    expect(await t.app.get(Outbox).deliverDue()).toBe(0);
    expect([await commentNotices(owner), await commentEarnings(cook)]).toEqual([1, 1]);
  });

  it('delivers each due event exactly once when 20 deliveries run at once', async () => {
    const owner = await signedInBrowser(t);
    const cooks = await Promise.all(Array.from({ length: 5 }, () => signedInBrowser(t)));
    const recipe = await publicRecipe(owner);
    await t.sql("alter table notifications add constraint refuse_comment_notices check (kind <> 'comment') not valid");
    try {
      for (const cook of cooks) await cook.browser.post(`/api/recipes/${recipe}/comments`).send({ content: 'Yum' }).expect(201);
    } finally {
      await t.sql('alter table notifications drop constraint refuse_comment_notices');
    }
    expect(await pending()).toHaveLength(5);
    await t.sql("update outbox_events set available_at = now() - interval '1 second' where delivered_at is null");

    const outbox = t.app.get(Outbox);
    const taken = await Promise.all(Array.from({ length: 20 }, () => outbox.deliverDue(1)));
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(5);
    expect(await commentNotices(owner)).toBe(5);
    for (const cook of cooks) expect(await commentEarnings(cook)).toBe(1);
  });

  it('gives up on an event after ten failed deliveries and keeps its last error', async () => {
    const owner = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const recipe = await publicRecipe(owner);
    await t.sql("alter table notifications add constraint refuse_comment_notices check (kind <> 'comment') not valid");
    try {
      await cook.browser.post(`/api/recipes/${recipe}/comments`).send({ content: 'Again' }).expect(201);
      for (let attempt = 2; attempt <= 10; attempt += 1) {
        await t.sql("update outbox_events set available_at = now() - interval '1 second' where delivered_at is null");
        expect(await t.app.get(Outbox).deliverDue()).toBe(1);
      }
      await t.sql("update outbox_events set available_at = now() - interval '1 second' where delivered_at is null");
      expect(await t.app.get(Outbox).deliverDue()).toBe(0);
      expect(await pending()).toEqual([
        { name: 'recipes.recipe-commented', attempts: 10, lastError: expect.stringContaining('refuse_comment_notices') },
      ]);
    } finally {
      await t.sql('alter table notifications drop constraint refuse_comment_notices');
      await t.sql('update outbox_events set delivered_at = now() where delivered_at is null');
    }
  });
});
