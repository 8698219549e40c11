import { AdminReadModel } from '../src/modules/admin/application/ports/admin.read-model.js';
import { spendingPeriods } from '../src/modules/tickets/index.js';
import { loadConfig } from '../src/platform/config/app-config.js';
import { burst, statusCounts } from './support/burst.js';
import { FakePayPal } from './support/fake-paypal.js';
import { newAccount } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let base: string;
const paypal = new FakePayPal();

beforeAll(async () => {
  await paypal.start();
  t = await startTestApp(paypal.env);
  base = await t.url();
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});
afterEach(() => {
  paypal.captureOutcome = undefined;
  paypal.captureDelayMs = 0;
});

interface Buyer {
  id: number;
  cookie: string;
}

async function newBuyer(): Promise<Buyer> {
  const response = await t.http().post('/api/register').send(newAccount()).expect(201);
  const cookie = [response.headers['set-cookie'] ?? []].flat()[0].split(';')[0];
  return { id: response.body.id, cookie };
}

const post = (buyer: Buyer | null, path: string, body: unknown) => {
  const request = t.http().post(path);
  if (buyer) request.set('cookie', buyer.cookie);
  return request.send(body as object);
};

/** An order for the pack, approved by the buyer at PayPal. */
async function approvedOrder(buyer: Buyer, packageId = 2): Promise<string> {
  const { body } = await post(buyer, '/api/payment/paypal/create-order', { packageId }).expect(200);
  paypal.approve(body.orderId);
  return body.orderId;
}

const purchases = (userId: number) =>
  t.sql<{ amount: number; description: string }>("select amount, description from ticket_transactions where user_id = ? and type = 'purchase'", [
    userId,
  ]);

const paymentRow = async (orderId: string) =>
  (
    await t.sql<{ status: string; amount: string; currency: string; tickets_awarded: number; capture_id: string | null; user_id: number }>(
      'select status, amount::text as amount, currency, tickets_awarded, capture_id, user_id from payment_transactions where transaction_reference = ?',
      [orderId],
    )
  )[0];

const balanceOf = async (buyer: Buyer): Promise<number> => (await t.http().get('/api/tickets').set('cookie', buyer.cookie).expect(200)).body.balance;

const capture = (buyer: Buyer, orderId: string, packageId = 2) => post(buyer, '/api/payment/paypal/capture-order', { orderId, packageId });

describe('PayPal status', () => {
  it('answers the client id and the SDK script when configured', async () => {
    const { body } = await t.http().get('/api/payment/paypal/status').expect(200);
    expect(body).toEqual({ configured: true, clientId: paypal.clientId, sdkUrl: `${paypal.baseUrl}/sdk/js` });
  });

  it('answers {configured: false} without credentials, and create-order is 503', async () => {
    const bare = await startTestApp();
    try {
      expect((await bare.http().get('/api/payment/paypal/status').expect(200)).body).toEqual({ configured: false });
      const response = await bare.http().post('/api/register').send(newAccount()).expect(201);
      const cookie = [response.headers['set-cookie'] ?? []].flat()[0].split(';')[0];
      const refused = await bare.http().post('/api/payment/paypal/create-order').set('cookie', cookie).send({ packageId: 2 }).expect(503);
      expect(refused.body).toMatchObject({ message: 'PayPal not configured. Please contact support.', code: 'PAYPAL_NOT_CONFIGURED' });
    } finally {
      await bare.close();
    }
  });
});

describe('PayPal configuration', () => {
  const base = { DATA_DIR: '/tmp/savor-paypal-config', SESSION_SECRET: 'x', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };

  it('picks the sandbox or live API by PAYPAL_ENV, PAYPAL_API_BASE overriding it, and refuses another PAYPAL_ENV', () => {
    expect(loadConfig(base).paypal).toMatchObject({ apiBase: 'https://api-m.sandbox.paypal.com', sdkUrl: 'https://www.paypal.com/sdk/js' });
    expect(loadConfig({ ...base, PAYPAL_ENV: 'live' }).paypal?.apiBase).toBe('https://api-m.paypal.com');
    expect(loadConfig({ ...base, PAYPAL_ENV: 'live', PAYPAL_API_BASE: 'http://127.0.0.1:9/' }).paypal?.apiBase).toBe('http://127.0.0.1:9');
    expect(() => loadConfig({ ...base, PAYPAL_ENV: 'production' })).toThrow("PAYPAL_ENV must be 'sandbox' or 'live'");
    expect(loadConfig({ ...base, PAYPAL_CLIENT_SECRET: '' }).paypal).toBeUndefined();
  });

  it("lets the browser load the SDK from PayPal's origin (Content-Security-Policy)", async () => {
    const policy = String((await t.http().get('/api/payment/paypal/status').expect(200)).headers['content-security-policy']);
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      expect(policy).toMatch(new RegExp(`${directive} 'self' ${paypal.baseUrl.replace(/[.]/g, '\\.')}(;| )`));
    }
  });
});

describe('buying a ticket pack', () => {
  it('creates the order at the pack price, captures it and credits 100 tickets for the Standard pack', async () => {
    const buyer = await newBuyer();
    const before = await balanceOf(buyer);
    const created = await post(buyer, '/api/payment/paypal/create-order', { packageId: 2 }).expect(200);
    expect(created.body.orderId).toEqual(expect.any(String));
    expect(created.body.links).toEqual(
      expect.arrayContaining([expect.objectContaining({ rel: 'approve', href: expect.stringContaining(created.body.orderId) })]),
    );
    const sent = paypal.createBodies.at(-1) as { intent: string; purchase_units: { amount: unknown; custom_id: string }[] };
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '4.00' });
    expect(sent.purchase_units[0].custom_id).toMatch(new RegExp(`^savor:${buyer.id}:2:\\d+$`));
    expect((await paymentRow(created.body.orderId)).status).toBe('CREATED');

    paypal.approve(created.body.orderId);
    const captured = await capture(buyer, created.body.orderId).expect(200);
    expect(captured.body).toEqual({ status: 'COMPLETED', orderId: created.body.orderId, ticketsAwarded: 100, balance: before + 100 });
    expect(paypal.captureRequestIds.at(-1)).toBe(`savor-capture-${created.body.orderId}`);
    expect(await balanceOf(buyer)).toBe(before + 100);
    expect(await purchases(buyer.id)).toEqual([{ amount: 100, description: 'Purchased Standard Pack (100 tickets)' }]);
    expect(await paymentRow(created.body.orderId)).toMatchObject({
      status: 'COMPLETED',
      amount: '4.00',
      currency: 'USD',
      tickets_awarded: 100,
      capture_id: paypal.orders.get(created.body.orderId)!.captureId,
    });
    const history = await t.http().get('/api/tickets/transactions').set('cookie', buyer.cookie).expect(200);
    expect(history.body[0]).toMatchObject({ type: 'purchase', amount: 100, balanceAfter: before + 100 });
  });

  it('takes the price from the database: Starter $1 and Premium $10, and a client-sent amount is refused', async () => {
    const buyer = await newBuyer();
    await post(buyer, '/api/payment/paypal/create-order', { packageId: 1 }).expect(200);
    expect((paypal.createBodies.at(-1) as { purchase_units: { amount: unknown }[] }).purchase_units[0].amount).toEqual({
      currency_code: 'USD',
      value: '1.00',
    });
    const orders = paypal.createBodies.length;
    const refused = await post(buyer, '/api/payment/paypal/create-order', { packageId: 3, amount: 0.01 }).expect(400);
    expect(refused.body.message).toBe('Unknown field: amount');
    expect(paypal.createBodies).toHaveLength(orders);
    const orderId = await approvedOrder(buyer, 3);
    expect((paypal.createBodies.at(-1) as { purchase_units: { amount: unknown }[] }).purchase_units[0].amount).toEqual({
      currency_code: 'USD',
      value: '10.00',
    });
    await post(buyer, '/api/payment/paypal/capture-order', { orderId, packageId: 3, amount: '0.01' }).expect(400);
    expect((await capture(buyer, orderId, 3).expect(200)).body.ticketsAwarded).toBe(300);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const buyer = await newBuyer();
    expect((await post(null, '/api/payment/paypal/create-order', { packageId: 2 }).expect(401)).body.message).toBeDefined();
    expect((await post(buyer, '/api/payment/paypal/create-order', { packageId: 99 }).expect(404)).body.message).toBe('Ticket package not found');
    expect((await post(buyer, '/api/payment/paypal/create-order', { packageId: '2' }).expect(400)).body.message).toBe(
      'packageId must be a positive whole number',
    );
    expect((await post(buyer, '/api/payment/paypal/create-order', {}).expect(400)).body.message).toBeDefined();
    expect((await capture(buyer, 'NOSUCHORDER').expect(404)).body.message).toBe('Order not found');
    expect((await capture(buyer, '../../x').expect(400)).body.message).toBe('orderId must be a PayPal order id');
    const orderId = await approvedOrder(buyer, 2);
    expect((await capture(buyer, orderId, 3).expect(400)).body.code).toBe('PACKAGE_MISMATCH');
    expect(await purchases(buyer.id)).toEqual([]);
  });
});

describe('credited exactly once', () => {
  it('credits two parallel captures and a later repeat once', async () => {
    const buyer = await newBuyer();
    const orderId = await approvedOrder(buyer);
    paypal.captureDelayMs = 50;
    const [first, second] = await Promise.all([capture(buyer, orderId), capture(buyer, orderId)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.ticketsAwarded, second.body.ticketsAwarded].sort()).toEqual([0, 100]);
    const later = await capture(buyer, orderId).expect(200);
    expect(later.body.ticketsAwarded).toBe(0);
    expect(await purchases(buyer.id)).toHaveLength(1);
    // Both parallel requests asked PayPal with the same request id; the later repeat did not need to.
    expect(paypal.captureRequestIds.filter((id) => id.includes(orderId))).toEqual([`savor-capture-${orderId}`, `savor-capture-${orderId}`]);
  });

  it('credits 25 parallel captures of one order once', async () => {
    const buyer = await newBuyer();
    const before = await balanceOf(buyer);
    const orderId = await approvedOrder(buyer);
    paypal.captureDelayMs = 20;
    const answers = await burst(`${base}/api/payment/paypal/capture-order`, 25, () => ({
      body: { orderId, packageId: 2 },
      headers: { cookie: buyer.cookie },
    }));
    expect(statusCounts(answers)).toEqual({ 200: 25 });
    expect(answers.filter((answer) => answer.body.ticketsAwarded === 100)).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe(before + 100);
    expect(await purchases(buyer.id)).toHaveLength(1);
  });

  it('reads back an order PayPal captured already under another request id (an earlier request lost), and credits it once', async () => {
    const buyer = await newBuyer();
    const orderId = await approvedOrder(buyer);
    const auth = `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}`;
    const token = (await (await fetch(`${paypal.baseUrl}/v1/oauth2/token`, { method: 'POST', headers: { Authorization: auth } })).json()) as {
      access_token: string;
    };
    const direct = await fetch(`${paypal.baseUrl}/v2/checkout/orders/${orderId}/capture`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token}`, 'PayPal-Request-Id': 'an-earlier-attempt' },
    });
    expect(direct.status).toBe(201);
    expect((await capture(buyer, orderId).expect(200)).body.ticketsAwarded).toBe(100);
    expect((await capture(buyer, orderId).expect(200)).body.ticketsAwarded).toBe(0);
    expect(await purchases(buyer.id)).toHaveLength(1);
  });

  it.each([
    ['a wrong amount', { amount: '0.01' }],
    ['a wrong currency', { currency: 'EUR' }],
    ['a wrong custom_id', { customId: 'savor:1:2:1' }],
  ])('credits nothing for a capture with %s', async (_case, outcome) => {
    const buyer = await newBuyer();
    const before = await balanceOf(buyer);
    const orderId = await approvedOrder(buyer);
    paypal.captureOutcome = outcome;
    const refused = await capture(buyer, orderId).expect(422);
    expect(refused.body).toMatchObject({ code: 'PAYMENT_FAILED', status: 'REJECTED' });
    expect(refused.body.message).toMatch(/^Payment failed/);
    expect(await balanceOf(buyer)).toBe(before);
    expect(await purchases(buyer.id)).toEqual([]);
    expect((await paymentRow(orderId)).status).toBe('REJECTED');
  });

  it('credits nothing for a PENDING capture, then once when the verified webhook says it completed', async () => {
    const buyer = await newBuyer();
    const before = await balanceOf(buyer);
    const orderId = await approvedOrder(buyer);
    paypal.captureOutcome = { status: 'PENDING' };
    const pending = await capture(buyer, orderId).expect(422);
    expect(pending.body).toMatchObject({ code: 'PAYMENT_PENDING', status: 'PENDING' });
    expect(await purchases(buyer.id)).toEqual([]);
    expect((await paymentRow(orderId)).status).toBe('PENDING');

    const event = paypal.captureCompletedEvent(orderId);
    const delivered = await t.http().post('/api/payment/paypal/webhook').set(paypal.webhookHeaders()).send(event).expect(200);
    expect(delivered.body).toEqual({ received: true, ticketsAwarded: 100 });
    await t.http().post('/api/payment/paypal/webhook').set(paypal.webhookHeaders()).send(event).expect(200, { received: true, ticketsAwarded: 0 });
    expect(await balanceOf(buyer)).toBe(before + 100);
    expect((await paymentRow(orderId)).status).toBe('COMPLETED');
  });

  it("answers 403 to another user capturing someone's order, and credits nobody", async () => {
    const buyer = await newBuyer();
    const thief = await newBuyer();
    const orderId = await approvedOrder(buyer);
    const refused = await capture(thief, orderId).expect(403);
    expect(refused.body.message).toBe('This order belongs to another account');
    expect(paypal.captureRequestIds).not.toContain(`savor-capture-${orderId}`);
    expect(await purchases(thief.id)).toEqual([]);
    expect(await purchases(buyer.id)).toEqual([]);
    expect((await capture(buyer, orderId).expect(200)).body.ticketsAwarded).toBe(100);
    expect(await purchases(thief.id)).toEqual([]);
  });

  it('credits nothing for a webhook with a bad signature, or without PayPal headers', async () => {
    const buyer = await newBuyer();
    const orderId = await approvedOrder(buyer);
    paypal.captureOutcome = { status: 'PENDING' };
    await capture(buyer, orderId).expect(422);
    const event = paypal.captureCompletedEvent(orderId);
    const forged = await t.http().post('/api/payment/paypal/webhook').set(paypal.webhookHeaders('forged')).send(event).expect(400);
    expect(forged.body).toMatchObject({ message: 'Invalid webhook signature', code: 'INVALID_WEBHOOK' });
    await t.http().post('/api/payment/paypal/webhook').send(event).expect(400);
    expect(await purchases(buyer.id)).toEqual([]);
  });

  it('credits nothing for a verified webhook whose amount does not match the order', async () => {
    const buyer = await newBuyer();
    const orderId = await approvedOrder(buyer);
    const event = paypal.captureCompletedEvent(orderId, { amount: '0.01' });
    await t.http().post('/api/payment/paypal/webhook').set(paypal.webhookHeaders()).send(event).expect(200, { received: true, ticketsAwarded: 0 });
    expect(await purchases(buyer.id)).toEqual([]);
  });

  it('credits once when the webhook and 20 captures race', async () => {
    const buyer = await newBuyer();
    const before = await balanceOf(buyer);
    const orderId = await approvedOrder(buyer);
    const event = paypal.captureCompletedEvent(orderId);
    paypal.captureDelayMs = 10;
    const answers = await burst(base, 24, (i) =>
      i % 6 === 0
        ? { path: 'api/payment/paypal/webhook', body: event, headers: paypal.webhookHeaders() }
        : { path: 'api/payment/paypal/capture-order', body: { orderId, packageId: 2 }, headers: { cookie: buyer.cookie } },
    );
    expect(statusCounts(answers)).toEqual({ 200: 24 });
    expect(answers.reduce((sum, answer) => sum + Number(answer.body.ticketsAwarded), 0)).toBe(100);
    expect(await balanceOf(buyer)).toBe(before + 100);
    expect(await purchases(buyer.id)).toHaveLength(1);
  });
});

describe("the admin's view of a user's payments", () => {
  it("sums the user's completed payments: lifetime, this UTC month, this week from Monday 00:00 UTC", async () => {
    const buyer = await newBuyer();
    const other = await newBuyer();
    const insert = (userId: number, amount: string, status: string, at: string) =>
      t.sql(
        `insert into payment_transactions (user_id, package_id, amount, currency, status, custom_id, created_at)
         values (?, 2, ?::numeric, 'USD', ?, 'test', ?::timestamptz)`,
        [userId, amount, status, at],
      );
    // "now" is Wednesday 2031-04-02 12:00 UTC: the week began Monday 2031-03-31, the month on 2031-04-01.
    await insert(buyer.id, '10.00', 'COMPLETED', '2031-01-15T10:00:00Z');
    await insert(buyer.id, '4.00', 'COMPLETED', '2031-03-30T23:59:59Z');
    await insert(buyer.id, '1.00', 'COMPLETED', '2031-03-31T00:00:00Z');
    await insert(buyer.id, '4.00', 'COMPLETED', '2031-04-01T00:00:00Z');
    await insert(buyer.id, '10.00', 'PENDING', '2031-04-02T09:00:00Z');
    await insert(buyer.id, '10.00', 'REJECTED', '2031-04-02T09:00:00Z');
    await insert(other.id, '10.00', 'COMPLETED', '2031-04-02T09:00:00Z');
    const spending = async (userId: number, now: Date) => (await t.app.get(AdminReadModel).activity(userId, spendingPeriods(now)))?.paymentSpending;
    expect(await spending(buyer.id, new Date('2031-04-02T12:00:00Z'))).toEqual({ lifetimeSpent: 19, thisMonthSpent: 4, thisWeekSpent: 5 });
    // On Sunday 2031-04-06 the week still began on Monday 2031-03-31.
    expect(await spending(buyer.id, new Date('2031-04-06T23:00:00Z'))).toEqual({ lifetimeSpent: 19, thisMonthSpent: 4, thisWeekSpent: 5 });
    const nobody = await newBuyer();
    expect(await spending(nobody.id, new Date())).toEqual({ lifetimeSpent: 0, thisMonthSpent: 0, thisWeekSpent: 0 });
  });
});
