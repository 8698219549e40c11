import { Injectable } from '@nestjs/common';
import { TicketLedger, type TicketFeature } from '../../tickets/index.js';

/**
 * Every AI call that costs tickets: charged before the call (402 INSUFFICIENT_TICKETS when short),
 * refunded with a 'refund' row when the call fails. The idempotency key makes a repeated charge or
 * refund count once. The call is told how many tickets were charged (0 while the feature is free).
 */
@Injectable()
export class ChargedCall {
  constructor(private readonly ledger: TicketLedger) {}

  async run<T>(userId: number, feature: TicketFeature, idempotencyKey: string, call: (charged: number) => Promise<T>): Promise<T> {
    const { charged } = await this.ledger.spend(userId, feature, { idempotencyKey });
    try {
      return await call(charged);
    } catch (error) {
      await this.ledger.refund(userId, idempotencyKey, 'Refund: the assistant could not answer');
      throw error;
    }
  }
}
