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
}
