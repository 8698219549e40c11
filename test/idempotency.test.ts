import { burst } from './support/burst.js';
import { newAccount, signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('Idempotency-Key on the kitchen’s changes', () => {
  it('adds a shopping item once however often the same request is replayed, and says a repeat was replayed', async () => {
    const { browser } = await signedInBrowser(t);
    const first = await browser.post('/api/shopping').set('Idempotency-Key', 'add-milk-1').send({ name: 'Milk' }).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await browser.post('/api/shopping').set('Idempotency-Key', 'add-milk-1').send({ name: 'Milk' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await browser.get('/api/shopping').expect(200)).body).toHaveLength(1);
    // Without a key, the same body is a second item, as before.
    await browser.post('/api/shopping').send({ name: 'Milk' }).expect(201);
    expect((await browser.get('/api/shopping').expect(200)).body).toHaveLength(2);
  });

  it('moves a ticked item into the pantry once when the tick is replayed, and deletes once', async () => {
    const { browser } = await signedInBrowser(t);
    const item = (await browser.post('/api/shopping').send({ name: '2 cups rice' }).expect(201)).body;
    const tick = () => browser.patch(`/api/shopping/${item.id}`).set('Idempotency-Key', 'tick-rice').send({ checked: true }).expect(200);
    const first = await tick();
    const replayed = await tick();
    expect(replayed.body).toEqual(first.body);
    expect(first.body.pantryItem).toMatchObject({ name: 'rice', quantity: 2, unit: 'cups' });
    expect((await browser.get('/api/pantry').expect(200)).body).toHaveLength(1);

    const pantryItem = first.body.pantryItem;
    await browser.delete(`/api/pantry/${pantryItem.id}`).set('Idempotency-Key', 'delete-rice').expect(200);
    // The replay answers the first answer, not 404.
    await browser.delete(`/api/pantry/${pantryItem.id}`).set('Idempotency-Key', 'delete-rice').expect(200);
    await browser.delete(`/api/pantry/${pantryItem.id}`).set('Idempotency-Key', 'delete-rice-2').expect(404);
  });

  it('runs one of 25 identical requests sent at once; the others replay it or are told it is still running', async () => {
    const base = await t.url();
    const registered = await t.http().post('/api/register').send(newAccount()).expect(201);
    const cookie = (registered.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('savor.sid='))!.split(';')[0];
    const headers = { cookie, origin: base, 'Idempotency-Key': 'offline-queue-7' };
    const answers = await burst(`${base}/api/shopping`, 25, () => ({ body: { name: 'Butter' }, headers }));
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer).toEqual({
        status: 409,
        body: expect.objectContaining({
          message: 'A request with this Idempotency-Key is still running. Try again in a moment.',
          code: 'REQUEST_RUNNING',
        }),
      });
    }
    const list = await t.http().get('/api/shopping').set({ cookie }).expect(200);
    expect(list.body).toHaveLength(1);
  });

  it('refuses a used key for a different request, a malformed key, and frees the key of a request that failed', async () => {
    const { browser } = await signedInBrowser(t);
    await browser.post('/api/pantry').set('Idempotency-Key', 'k1').send({ name: 'Flour' }).expect(201);
    const other = await browser.post('/api/pantry').set('Idempotency-Key', 'k1').send({ name: 'Sugar' }).expect(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request');
    const malformed = await browser.post('/api/pantry').set('Idempotency-Key', 'has spaces').send({ name: 'Sugar' }).expect(400);
    expect(malformed.body.message).toBe('Idempotency-Key must be 1 to 100 letters, digits or _ . : -');
    await browser.post('/api/pantry').set('Idempotency-Key', 'x'.repeat(101)).send({ name: 'Sugar' }).expect(400);

    await browser.patch('/api/pantry/999999').set('Idempotency-Key', 'k2').send({ quantity: 2 }).expect(404);
    await browser.post('/api/pantry').set('Idempotency-Key', 'k2').send({ name: 'Sugar' }).expect(201);
    expect((await browser.get('/api/pantry').expect(200)).body.map((item: { name: string }) => item.name).sort()).toEqual(['Flour', 'Sugar']);
  });

  it('keeps keys per cook: the same key from two cooks is two requests, and one cook cannot replay another’s answer', async () => {
    const first = await signedInBrowser(t);
    const second = await signedInBrowser(t);
    const mine = await first.browser.post('/api/shopping').set('Idempotency-Key', 'same').send({ name: 'Eggs' }).expect(201);
    const theirs = await second.browser.post('/api/shopping').set('Idempotency-Key', 'same').send({ name: 'Eggs' }).expect(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.userId).toBe(second.user.id);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays cooking progress saved offline once', async () => {
    const { browser } = await signedInBrowser(t);
    const recipe = (await browser.post('/api/recipes').send(recipeInput()).expect(201)).body;
    const start = () =>
      browser.post(`/api/recipes/${recipe.id}/progress`).set('Idempotency-Key', 'start-toast').send({ currentStep: 0, completedSteps: [] });
    await start().expect(201);
    // Without the key the second start would be 409 'already exists'.
    await start().expect(201);
  });
});
