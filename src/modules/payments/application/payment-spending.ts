import { Injectable } from '@nestjs/common';
import { PaymentsStore, type SpendingSummary } from './ports/payments.store.js';

/**
 * What a user has paid (exported for the admin module's user activity): sums in dollars of their
 * COMPLETED payments, ever, since the 1st of the current UTC month 00:00 and since Monday 00:00 UTC of
 * the current week. One SQL statement.
 */
@Injectable()
export class PaymentSpending {
  constructor(private readonly store: PaymentsStore) {}

  summaryFor(userId: number, now: Date): Promise<SpendingSummary> {
    return this.store.spending(userId, now);
  }
}
