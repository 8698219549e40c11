import { DomainError } from '../../../platform/errors/domain-error.js';

/** 402 with what the feature costs and what the user has, so the client can say both. */
export class InsufficientTicketsError extends DomainError {
  readonly kind = 'payment-required';
  override readonly code = 'INSUFFICIENT_TICKETS';
  override readonly details: { required: number; balance: number };

  constructor(feature: string, required: number, balance: number) {
    super(`Not enough tickets: ${feature} costs ${required} tickets and you have ${balance}.`);
    this.details = { required, balance };
  }
}

/** A credit, refund or charge of anything but a whole, positive number of tickets. */
export class InvalidTicketAmountError extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('The number of tickets must be a positive whole number');
  }
}

/** Tickets are only bought through a captured payment (the payments module), never by asking. */
export class UseTicketPacksError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'USE_TICKET_PACKS';
  constructor() {
    super('Tickets are bought as ticket packs on the Tickets screen.');
  }
}

/** An admin asked to change the cost of a feature that does not exist. */
export class TicketCostNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor(feature: string) {
    super(`No ticket cost for the feature '${feature}'`);
  }
}
