import { Injectable } from '@nestjs/common';
import { TicketLedger, type TicketFeature } from '../../tickets/index.js';

/**
 * Every AI call that costs tickets: charged before the call (402 INSUFFICIENT_TICKETS when short),
 * refunded with a 'refund' row when the call fails. The idempotency key makes a repeated charge or
 * refund count once.
 */
@Injectable()
export class ChargedCall {
  constructor(private readonly ledger: TicketLedger) {}

  async run<T>(userId: number, feature: TicketFeature, idempotencyKey: string, call: () => Promise<T>): Promise<T> {
    await this.ledger.spend(userId, feature, { idempotencyKey });
    try {
      return await call();
    } catch (error) {
      await this.ledger.refund(userId, idempotencyKey, 'Refund: the assistant could not answer');
      throw error;
    }
  }
}
