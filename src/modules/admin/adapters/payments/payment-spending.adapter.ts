import { Injectable } from '@nestjs/common';
import { PaymentSpendingSource, type PaymentSpendingSummary } from '../../application/ports/payment-spending.source.js';

/** Zeros until payments (issue 18) is merged: the lead then binds PaymentSpendingSource to payments' PaymentSpending facade. */
@Injectable()
export class PaymentSpendingAdapter extends PaymentSpendingSource {
  summaryFor(_userId: number, _now: Date): Promise<PaymentSpendingSummary> {
    return Promise.resolve({ lifetimeSpent: 0, thisMonthSpent: 0, thisWeekSpent: 0 });
  }
}
