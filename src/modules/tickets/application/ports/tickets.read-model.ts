export interface TicketBalance {
  balance: number;
  lifetimeEarned: number;
  lifetimeSpent: number;
}

export interface TicketTransactionRow {
  id: number;
  type: string;
  description: string;
  amount: number;
  createdAt: Date;
  balanceAfter: number;
}

export interface TicketCostRow {
  feature: string;
  cost: number;
  description: string;
}

export interface AdminTicketCostRow extends TicketCostRow {
  isActive: boolean;
}

/** Tickets spent, net of refunded spends. */
export interface SpendingSummary {
  lifetimeSpent: number;
  thisMonthSpent: number;
  thisWeekSpent: number;
}

export interface Paging {
  limit: number;
  offset: number;
}

/** Each read is one SQL statement. */
export abstract class TicketsReadModel {
  /** Zeros for a user who never had tickets. */
  abstract balance(userId: number): Promise<TicketBalance>;
  /** The user's ledger, newest first, and its true total. */
  abstract transactions(userId: number, paging: Paging): Promise<{ rows: TicketTransactionRow[]; total: number }>;
  /** The active costs, by feature. */
  abstract costs(): Promise<TicketCostRow[]>;
  /** Every cost, the inactive ones too, by feature. */
  abstract allCosts(): Promise<AdminTicketCostRow[]>;
  /** Changes one cost in one statement; null when the feature has no row. */
  abstract updateCost(feature: string, change: { cost?: number; isActive?: boolean }): Promise<AdminTicketCostRow | null>;
  /** The user's spends of `features` that were not refunded: in all, since `monthStart` and since `weekStart`. */
}
