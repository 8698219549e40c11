import { DomainError } from '../../../platform/errors/domain-error.js';

/** No PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET: 503, the interface says to contact support. */
export class PayPalNotConfiguredError extends DomainError {
  readonly kind = 'unavailable';
  override readonly code = 'PAYPAL_NOT_CONFIGURED';
  constructor() {
    super('PayPal not configured. Please contact support.');
  }
}

/** PayPal could not be reached or refused the request: 503 (nothing was charged by us). */
export class PayPalUnavailableError extends DomainError {
  readonly kind = 'unavailable';
  override readonly code = 'PAYPAL_ERROR';
  constructor(message = 'There was a problem with PayPal. Please try again.') {
    super(message);
  }
}

export class TicketPackageNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Ticket package not found');
  }
}

export class OrderNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Order not found');
  }
}

/** Someone else's order: only the buyer who created it may capture it. */
export class NotYourOrderError extends DomainError {
  readonly kind = 'forbidden';
  override readonly code = 'NOT_YOUR_ORDER';
  constructor() {
    super('This order belongs to another account');
  }
}

export class PackageMismatchError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'PACKAGE_MISMATCH';
  constructor() {
    super('This order is for another ticket package');
  }
}

/** The capture is not a completed payment of the order's amount, currency and custom_id: no tickets. */
export class PaymentNotCompletedError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code: string;
  override readonly details: { status: string };

  constructor(status: string, reason: string) {
    super(`Payment failed: ${reason}`);
    this.code = status === 'PENDING' ? 'PAYMENT_PENDING' : 'PAYMENT_FAILED';
    this.details = { status };
  }
}

export class InvalidWebhookError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'INVALID_WEBHOOK';
  constructor(message = 'Invalid webhook signature') {
    super(message);
  }
}
