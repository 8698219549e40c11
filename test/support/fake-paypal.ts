import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next captures answer instead of a clean COMPLETED capture of the order's own amount. */
export interface CaptureOutcome {
  status?: string;
  amount?: string;
  currency?: string;
  customId?: string;
  /** A PayPal error instead of a capture (e.g. 'INSTRUMENT_DECLINED'), answered with 422. */
  issue?: string;
}

export interface FakeOrder {
  id: string;
  captureId: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: string;
  currency: string;
  customId: string;
  description: string;
  /** The capture PayPal answered, once captured. */
  captured?: Record<string, unknown>;
}

/** The app's environment pointing at a FakePayPal listening at `baseUrl` (its fixed client id and secret). */
export function fakePayPalEnv(baseUrl: string): Record<string, string> {
  return {
    PAYPAL_CLIENT_ID: 'fake-paypal-client',
    PAYPAL_CLIENT_SECRET: 'fake-paypal-secret',
    PAYPAL_ENV: 'sandbox',
    PAYPAL_API_BASE: baseUrl,
    PAYPAL_WEBHOOK_ID: 'fake-webhook-id',
    PAYPAL_SDK_URL: `${baseUrl}/sdk/js`,
  };
}

/** The valid transmission signature; anything else fails PayPal's verify-webhook-signature. */
export const VALID_WEBHOOK_SIGNATURE = 'fake-valid-signature';

/**
 * A small PayPal on localhost speaking the parts of its REST API the app uses: OAuth client credentials,
 * Orders v2 (create, capture with a configurable outcome, get; PayPal-Request-Id honoured), the
 * verify-webhook-signature call, and a tiny JS SDK (`paypal.Buttons({...}).render(el)`) for browser tests.
 */
export class FakePayPal {
  private server?: Server;
  readonly clientId = 'fake-paypal-client';
  readonly clientSecret = 'fake-paypal-secret';
  readonly webhookId = 'fake-webhook-id';
  readonly orders = new Map<string, FakeOrder>();
  /** Every create-order body received, in order. */
  readonly createBodies: Record<string, unknown>[] = [];
  /** The PayPal-Request-Id of every capture call, in order. */
  readonly captureRequestIds: string[] = [];
  /** How many capture calls reached PayPal. */
  captureCalls = 0;
  /** The outcome of the next captures (until reset to undefined). */
  captureOutcome?: CaptureOutcome;
  /** Milliseconds a capture waits before answering (widens race windows). */
  captureDelayMs = 0;
  private readonly tokens = new Set<string>();
  private readonly requestIds = new Map<string, Promise<{ status: number; body: unknown }>>();

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => this.json(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(error) }));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The app's environment pointing at this fake (webhook verification included). */
  get env(): Record<string, string> {
    return fakePayPalEnv(this.baseUrl);
  }

  /** PayPal keeps request ids for a limited time: after this, a repeated request id is a new request. */
  forgetRequestIds(): void {
    this.requestIds.clear();
  }

  /** The buyer approves the order at PayPal. */
  approve(orderId: string): void {
    const order = this.orders.get(orderId);
    if (order && order.status === 'CREATED') order.status = 'APPROVED';
  }

  /** A PAYMENT.CAPTURE.COMPLETED event for the order's capture, as PayPal would deliver it. */
  captureCompletedEvent(orderId: string, change: Partial<{ amount: string; currency: string; customId: string }> = {}): Record<string, unknown> {
    const order = this.orders.get(orderId)!;
    return {
      id: `WH-${randomBytes(6).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: `Payment completed for $ ${order.amount} USD`,
      resource: {
        id: order.captureId,
        status: 'COMPLETED',
        amount: { currency_code: change.currency ?? order.currency, value: change.amount ?? order.amount },
        custom_id: change.customId ?? order.customId,
        final_capture: true,
        supplementary_data: { related_ids: { order_id: order.id } },
      },
    };
  }

  /** The headers of a webhook delivery; `signature` other than VALID_WEBHOOK_SIGNATURE fails verification. */
  webhookHeaders(signature = VALID_WEBHOOK_SIGNATURE): Record<string, string> {
    return {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${this.baseUrl}/certs/fake.pem`,
      'paypal-transmission-id': randomBytes(8).toString('hex'),
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await this.readJson(req);
    if (req.method === 'GET' && url.pathname === '/sdk/js') return this.sdk(url, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST' }).end();
      return;
    }
    const approveMatch = /^\/fake\/approve\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && approveMatch) {
      this.approve(approveMatch[1]);
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return this.json(res, 401, { error: 'invalid_client' });
      const token = randomBytes(12).toString('hex');
      this.tokens.add(token);
      return this.json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400, app_id: 'APP-FAKE' });
    }
    if (!this.tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      return this.json(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' });
    }
    if (url.pathname.endsWith('/capture')) this.captureRequestIds.push(String(req.headers['paypal-request-id']));
    const requestId = typeof req.headers['paypal-request-id'] === 'string' ? `${url.pathname}|${req.headers['paypal-request-id']}` : undefined;
    if (requestId && this.requestIds.has(requestId)) {
      // The same PayPal-Request-Id answers what the first request answered (waiting for it if it is still running).
      if (url.pathname.endsWith('/capture')) this.captureCalls += 1;
      const earlier = await this.requestIds.get(requestId)!;
      return this.json(res, earlier.status, earlier.body);
    }
    const answer = this.answer(req.method ?? 'GET', url.pathname, body);
    if (requestId) this.requestIds.set(requestId, answer);
    const { status, body: reply } = await answer;
    if (status !== 0) return this.json(res, status, reply);
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const valid = body.transmission_sig === VALID_WEBHOOK_SIGNATURE && body.webhook_id === this.webhookId && typeof body.webhook_event === 'object';
      return this.json(res, 200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
    }
    this.json(res, 404, { name: 'NOT_FOUND' });
  }

  private async answer(method: string, pathname: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    if (method === 'POST' && pathname === '/v2/checkout/orders') {
      this.createBodies.push(body);
      const unit = (body.purchase_units as Record<string, any>[] | undefined)?.[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value) return { status: 400, body: { name: 'INVALID_REQUEST' } };
      const id = randomBytes(8).toString('hex').toUpperCase();
      const order: FakeOrder = {
        id,
        captureId: `CAP${randomBytes(7).toString('hex').toUpperCase()}`,
        status: 'CREATED',
        amount: unit.amount.value,
        currency: unit.amount.currency_code,
        customId: unit.custom_id,
        description: unit.description,
      };
      this.orders.set(id, order);
      return {
        status: 201,
        body: {
          id,
          status: 'CREATED',
          links: [
            { href: `${this.baseUrl}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
            { href: `${this.baseUrl}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
            { href: `${this.baseUrl}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
          ],
        },
      };
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(pathname);
    if (orderMatch) {
      const order = this.orders.get(orderMatch[1]);
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
      if (method === 'GET' && !orderMatch[2]) return { status: 200, body: this.orderBody(order) };
      if (method === 'POST' && orderMatch[2]) {
        this.captureCalls += 1;
        if (this.captureDelayMs) await new Promise((resolve) => setTimeout(resolve, this.captureDelayMs));
        if (order.status === 'COMPLETED')
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } };
        if (order.status !== 'APPROVED') return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] } };
        const outcome = this.captureOutcome ?? {};
        if (outcome.issue) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: outcome.issue }] } };
        order.status = 'COMPLETED';
        order.captured = {
          id: order.captureId,
          status: outcome.status ?? 'COMPLETED',
          amount: { currency_code: outcome.currency ?? order.currency, value: outcome.amount ?? order.amount },
          custom_id: outcome.customId ?? order.customId,
          final_capture: true,
        };
        return { status: 201, body: this.orderBody(order) };
      }
    }
    return { status: 0, body: null };
  }

  private orderBody(order: FakeOrder): Record<string, unknown> {
    return {
      id: order.id,
      status: order.status,
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'default',
          custom_id: order.customId,
          amount: { currency_code: order.currency, value: order.amount },
          ...(order.captured ? { payments: { captures: [order.captured] } } : {}),
        },
      ],
      payer: { email_address: 'buyer@example.com', payer_id: 'FAKEPAYER' },
    };
  }

  /** The fake JS SDK: `paypal.Buttons({createOrder, onApprove, onCancel, onError}).render(el)` renders one 'PayPal' button. */
  private sdk(url: URL, res: ServerResponse): void {
    if (url.searchParams.get('client-id') !== this.clientId) {
      res.writeHead(400, { 'Content-Type': 'application/javascript' }).end('throw new Error("fake PayPal SDK: unknown client-id")');
      return;
    }
    const script = `(() => {
  const approveUrl = ${JSON.stringify(`${this.baseUrl}/fake/approve/`)};
  window.paypal = {
    Buttons(options) {
      return {
        isEligible() { return true; },
        close() { return Promise.resolve(); },
        render(container) {
          const el = typeof container === 'string' ? document.querySelector(container) : container;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.style.cssText = 'width:100%;min-height:44px;border:0;border-radius:22px;background:#ffc439;color:#111;font:600 16px sans-serif;cursor:pointer';
          button.addEventListener('click', async () => {
            try {
              const orderID = await options.createOrder({}, {});
              if (!orderID) return;
              await fetch(approveUrl + encodeURIComponent(orderID), { method: 'POST' });
              await options.onApprove({ orderID }, {});
            } catch (error) {
              if (options.onError) options.onError(error);
            }
          });
          el.appendChild(button);
          return Promise.resolve();
        },
      };
    },
  };
})();`;
    res.writeHead(200, { 'Content-Type': 'application/javascript', 'Access-Control-Allow-Origin': '*' }).end(script);
  }

  private readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        try {
          const parsed: unknown = text ? JSON.parse(text) : {};
          resolve(parsed && typeof parsed === 'object' && !text.startsWith('[') ? (parsed as Record<string, unknown>) : {});
        } catch {
          resolve({});
        }
      });
    });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }
}
