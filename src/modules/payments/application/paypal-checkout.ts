import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { TicketLedger } from '../../tickets/index.js';
import { checkCapture, customIdFor, type CaptureReport } from '../domain/capture-check.js';
import { captureReport, textAt } from '../domain/paypal-json.js';
import {
  InvalidWebhookError,
  NotYourOrderError,
  OrderNotFoundError,
  PackageMismatchError,
  PaymentNotCompletedError,
  PayPalNotConfiguredError,
  TicketPackageNotFoundError,
} from '../domain/payments.errors.js';
import { type PayPalLink, PayPalGateway, type WebhookHeaders } from './ports/paypal.gateway.js';
import { type PaymentAttempt, PaymentsStore } from './ports/payments.store.js';

export interface CaptureResult {
  status: 'COMPLETED';
  orderId: string;
  /** Tickets this request added: the pack's tickets the first time, 0 for a repeat. */
  ticketsAwarded: number;
  balance: number;
}

/** The idempotency key of a capture's credit in the ticket ledger: one credit per PayPal capture. */
const creditKey = (captureId: string) => `paypal-capture:${captureId}`;

/**
 * Buying a ticket pack with PayPal Orders v2: the order is made from the package row's price, captured
 * only by its buyer, checked (COMPLETED, amount, currency, custom_id) and credited once per capture id,
 * whether the capture call, a retry, a parallel request or the webhook gets there first.
 */
@Injectable()
export class PayPalCheckout {
  private readonly logger = new Logger(PayPalCheckout.name);

  constructor(
    private readonly paypal: PayPalGateway,
    private readonly store: PaymentsStore,
    private readonly ledger: TicketLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  status(): { configured: boolean; clientId?: string; sdkUrl?: string } {
    if (!this.paypal.configured) return { configured: false };
    return { configured: true, clientId: this.paypal.clientId ?? undefined, sdkUrl: this.paypal.sdkUrl ?? undefined };
  }

  async createOrder(userId: number, packageId: number): Promise<{ orderId: string; links: PayPalLink[] }> {
    if (!this.paypal.configured) throw new PayPalNotConfiguredError();
    const pack = await this.store.activePackage(packageId);
    if (!pack) throw new TicketPackageNotFoundError();
    const attempt = await this.store.startAttempt(userId, pack, (id) => customIdFor(userId, pack.id, id));
    try {
      const order = await this.paypal.createOrder({
        amount: attempt.amount,
        currency: attempt.currency,
        description: `${pack.name}: ${pack.ticketAmount} tickets`,
        customId: attempt.customId,
        requestId: `savor-order-${attempt.id}`,
        returnUrl: `${this.config.publicBaseUrl}/payment/success`,
        cancelUrl: `${this.config.publicBaseUrl}/payment/cancel`,
      });
      await this.store.orderCreated(attempt.id, order.orderId);
      return order;
    } catch (error) {
      await this.store.recordOutcome(attempt.id, { status: 'FAILED', event: { type: 'create-order', error: String(error) } });
      throw error;
    }
  }

  async captureOrder(userId: number, orderId: string, packageId: number): Promise<CaptureResult> {
    if (!this.paypal.configured) throw new PayPalNotConfiguredError();
    const attempt = await this.store.attemptByOrder(orderId);
    if (!attempt) throw new OrderNotFoundError();
    if (attempt.userId !== userId) throw new NotYourOrderError();
    if (attempt.packageId !== packageId) throw new PackageMismatchError();
    // Completed rows were credited first (see settle): a repeat credits nothing and needs no PayPal call.
    if (attempt.status === 'COMPLETED') {
      return { status: 'COMPLETED', orderId, ticketsAwarded: 0, balance: (await this.ledger.balanceOf(userId)).balance };
    }
    // Stable per order: PayPal answers a retry (or a parallel twin) with the first capture.
    const captured = await this.paypal.captureOrder(orderId, `savor-capture-${orderId}`);
    const credited = await this.settle(attempt, captured.capture, 'capture-order', captured.raw);
    return { status: 'COMPLETED', orderId, ...credited };
  }

  /**
   * A PayPal webhook delivery: verified with PayPal's verify-webhook-signature; PAYMENT.CAPTURE.COMPLETED
   * credits like the capture call (same key), anything else is acknowledged and ignored.
   */
  async handleWebhook(headers: WebhookHeaders, event: Record<string, unknown>): Promise<{ received: true; ticketsAwarded: number }> {
    if (!this.paypal.configured || !this.paypal.webhookConfigured) throw new InvalidWebhookError('PayPal webhook not configured');
    if (!(await this.paypal.verifyWebhook(headers, event))) throw new InvalidWebhookError();
    if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return { received: true, ticketsAwarded: 0 };
    const orderId = textAt(event, 'resource', 'supplementary_data', 'related_ids', 'order_id');
    const attempt = orderId ? await this.store.attemptByOrder(orderId) : null;
    if (!attempt) {
      this.logger.warn(`PayPal webhook ${String(textAt(event, 'id'))}: no payment for the order ${String(orderId)}`);
      return { received: true, ticketsAwarded: 0 };
    }
    const capture = captureReport(event.resource);
    try {
      const { ticketsAwarded } = await this.settle(attempt, capture, 'webhook', event);
      return { received: true, ticketsAwarded };
    } catch (error) {
      if (error instanceof PaymentNotCompletedError) return { received: true, ticketsAwarded: 0 };
      throw error;
    }
  }

  /** Checks the capture against the attempt; a good one is credited once (key: the capture id) and the row completed. */
  private async settle(
    attempt: PaymentAttempt,
    capture: CaptureReport,
    source: string,
    raw: Record<string, unknown>,
  ): Promise<{ ticketsAwarded: number; balance: number }> {
    const verdict = checkCapture(capture, { amount: attempt.amount, currency: attempt.currency, customId: attempt.customId });
    if (!verdict.ok || !capture.captureId) {
      const status = verdict.ok ? 'FAILED' : verdict.status;
      const reason = verdict.ok ? 'PayPal answered without a capture id' : verdict.reason;
      await this.store.recordOutcome(attempt.id, {
        status,
        captureId: capture.captureId,
        providerResponse: raw,
        event: { type: source, status, reason, capture },
      });
      throw new PaymentNotCompletedError(status, reason);
    }
    const { credited, balance } = await this.ledger.credit(
      attempt.userId,
      attempt.ticketAmount,
      'purchase',
      `Purchased ${attempt.packageName} (${attempt.ticketAmount} tickets)`,
      {
        idempotencyKey: creditKey(capture.captureId),
        relatedEntity: { type: 'payment_transaction', id: attempt.id },
        metadata: { provider: 'paypal', orderId: attempt.orderId, captureId: capture.captureId, amount: attempt.amount, currency: attempt.currency },
      },
    );
    await this.store.recordOutcome(attempt.id, {
      status: 'COMPLETED',
      captureId: capture.captureId,
      ticketsAwarded: attempt.ticketAmount,
      providerResponse: raw,
      event: { type: source, status: 'COMPLETED', credited },
    });
    return { ticketsAwarded: credited, balance };
  }
}
