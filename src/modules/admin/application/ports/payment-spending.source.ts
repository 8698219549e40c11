/** Dollars a user paid for tickets: in all, since the 1st of `now`'s UTC month, since Monday 00:00 UTC. */
export interface PaymentSpendingSummary {
  lifetimeSpent: number;
  thisMonthSpent: number;
  thisWeekSpent: number;
}

/** What the payments module knows about a user's payments (its `PaymentSpending` facade). */
export abstract class PaymentSpendingSource {
  abstract summaryFor(userId: number, now: Date): Promise<PaymentSpendingSummary>;
}
