import { Injectable, Logger } from '@nestjs/common';
import type { PayPalConfig } from '../../../../platform/config/app-config.js';
import { at, firstCaptureOf, textAt } from '../../domain/paypal-json.js';
import { PayPalNotConfiguredError, PayPalUnavailableError } from '../../domain/payments.errors.js';
import {
  type CapturedOrder,
  type NewPayPalOrder,
  PayPalGateway,
  type PayPalLink,
  type WebhookHeaders,
} from '../../application/ports/paypal.gateway.js';

const TIMEOUT_MS = 15_000;

/** PayPal's REST API over HTTPS with Node's fetch: OAuth client credentials, Orders v2, webhook verification. */
@Injectable()
export class PayPalHttpGateway extends PayPalGateway {
  private readonly logger = new Logger(PayPalHttpGateway.name);
  private token?: { value: string; expiresAt: number };

  constructor(private readonly config: PayPalConfig | undefined) {
    super();
  }

  get configured(): boolean {
    return Boolean(this.config);
  }
  get clientId(): string | null {
    return this.config?.clientId ?? null;
  }
  get sdkUrl(): string | null {
    return this.config?.sdkUrl ?? null;
  }
  get webhookConfigured(): boolean {
    return Boolean(this.config?.webhookId);
  }

  async createOrder(order: NewPayPalOrder): Promise<{ orderId: string; links: PayPalLink[] }> {
    const { status, body } = await this.call('POST', '/v2/checkout/orders', {
      headers: { 'PayPal-Request-Id': order.requestId, Prefer: 'return=representation' },
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: 'default',
            description: order.description,
            custom_id: order.customId,
            amount: { currency_code: order.currency, value: order.amount },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: order.returnUrl,
              cancel_url: order.cancelUrl,
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
            },
          },
        },
      },
    });
    const orderId = textAt(body, 'id');
    if (status >= 300 || !orderId) throw this.failure('create order', status, body);
    const raw = at(body, 'links');
    const links: PayPalLink[] = (Array.isArray(raw) ? (raw as unknown[]) : []).flatMap((link) => {
      const href = textAt(link, 'href');
      const rel = textAt(link, 'rel');
      const method = textAt(link, 'method');
      return href && rel ? [{ href, rel, ...(method ? { method } : {}) }] : [];
    });
    return { orderId, links };
  }

  async captureOrder(orderId: string, requestId: string): Promise<CapturedOrder> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    const first = await this.call('POST', `${path}/capture`, {
      headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      body: {},
    });
    // Captured already (another request, another instance, the webhook's twin): read the order back.
    const { status, body } = first.status === 422 && this.issue(first.body) === 'ORDER_ALREADY_CAPTURED' ? await this.call('GET', path) : first;
    if (status === 422 || status === 400) {
      // Declined, not approved, …: no money moved; the check refuses it with PayPal's reason.
      const issue = this.issue(body) ?? 'UNPROCESSABLE';
      return {
        orderId,
        status: issue,
        capture: { captureId: null, status: issue, amount: null, currency: null, customId: null },
        raw: this.record(body),
      };
    }
    if (status >= 300 || !body) throw this.failure('capture order', status, body);
    return { orderId, status: textAt(body, 'status') ?? '', capture: firstCaptureOf(body), raw: this.record(body) };
  }

  async verifyWebhook(headers: WebhookHeaders, event: Record<string, unknown>): Promise<boolean> {
    if (!this.config?.webhookId) return false;
    if (!headers.authAlgo || !headers.certUrl || !headers.transmissionId || !headers.transmissionSig || !headers.transmissionTime) return false;
    const { status, body } = await this.call('POST', '/v1/notifications/verify-webhook-signature', {
      body: {
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: this.config.webhookId,
        webhook_event: event,
      },
    });
    if (status >= 300) throw this.failure('verify a webhook', status, body);
    return textAt(body, 'verification_status') === 'SUCCESS';
  }

  private issue(body: unknown): string | undefined {
    return textAt(body, 'details', 0, 'issue') ?? textAt(body, 'name') ?? undefined;
  }

  private record(body: unknown): Record<string, unknown> {
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }

  private failure(what: string, status: number, body: unknown): PayPalUnavailableError {
    this.logger.warn(`PayPal refused to ${what}: ${status} ${JSON.stringify(body)?.slice(0, 500)}`);
    return new PayPalUnavailableError();
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const config = this.requireConfig();
    const response = await this.fetch(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body: unknown = await response.json().catch(() => null);
    const token = textAt(body, 'access_token');
    if (!response.ok || !token) throw this.failure('give an access token', response.status, body);
    const lifetime = Number(at(body, 'expires_in')) > 0 ? Number(at(body, 'expires_in')) : 300;
    this.token = { value: token, expiresAt: Date.now() + Math.max(lifetime - 60, 30) * 1000 };
    return token;
  }

  private async call(
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<{ status: number; body: unknown }> {
    const config = this.requireConfig();
    const send = async () =>
      this.fetch(`${config.apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await this.accessToken()}`,
          Accept: 'application/json',
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    let response = await send();
    if (response.status === 401) {
      // The token expired early or was revoked: one fresh token, one retry (same PayPal-Request-Id).
      this.token = undefined;
      response = await send();
    }
    const text = await response.text();
    try {
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    } catch {
      return { status: response.status, body: { text: text.slice(0, 500) } };
    }
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      this.logger.warn(`PayPal unreachable: ${String(error)}`);
      throw new PayPalUnavailableError();
    }
  }

  private requireConfig(): PayPalConfig {
    if (!this.config) throw new PayPalNotConfiguredError();
    return this.config;
  }
}
