import type { CaptureReport } from '../../domain/capture-check.js';

export interface NewPayPalOrder {
  /** Dollars with 2 decimals, from the package row. */
  amount: string;
  currency: string;
  description: string;
  customId: string;
  /** Sent as PayPal-Request-Id: the same attempt never makes two orders. */
  requestId: string;
  returnUrl: string;
  cancelUrl: string;
}

export interface PayPalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface CapturedOrder {
  orderId: string;
  /** The order's status (COMPLETED once captured). */
  status: string;
  capture: CaptureReport;
  /** PayPal's answer as received, kept on the payment row. */
  raw: Record<string, unknown>;
}

/** The headers PayPal signs a webhook delivery with (paypal-transmission-id and the rest). */
export interface WebhookHeaders {
  authAlgo?: string;
  certUrl?: string;
  transmissionId?: string;
  transmissionSig?: string;
  transmissionTime?: string;
}

/** PayPal's REST API (Orders v2, webhooks) as the payments module needs it. */
export abstract class PayPalGateway {
  /** Whether credentials are set; without them every other call throws PayPalNotConfiguredError. */
  abstract readonly configured: boolean;
  abstract readonly clientId: string | null;
  abstract readonly sdkUrl: string | null;
  abstract readonly webhookConfigured: boolean;
  abstract createOrder(order: NewPayPalOrder): Promise<{ orderId: string; links: PayPalLink[] }>;
  /**
   * Captures an approved order with a stable PayPal-Request-Id (a retry answers the first capture); an
   * order captured already is read back instead.
   */
  abstract captureOrder(orderId: string, requestId: string): Promise<CapturedOrder>;
  /** PayPal's verify-webhook-signature for this delivery: true only for verification_status SUCCESS. */
  abstract verifyWebhook(headers: WebhookHeaders, event: Record<string, unknown>): Promise<boolean>;
}
