export interface TicketPackage {
  id: number;
  name: string;
  ticketAmount: number;
  /** Dollars with 2 decimals as stored, e.g. '4.00'. */
  price: string;
  currency: string;
}

export interface PaymentAttempt {
  id: number;
  userId: number;
  packageId: number;
  amount: string;
  currency: string;
  status: string;
  customId: string;
  orderId: string | null;
  captureId: string | null;
  ticketAmount: number;
  packageName: string;
}

export interface AttemptOutcome {
  status: string;
  captureId?: string | null;
  ticketsAwarded?: number;
  providerResponse?: Record<string, unknown>;
  /** Appended to the row's metadata.events (what happened, when). */
  event: Record<string, unknown>;
}

export interface SpendingSummary {
  lifetimeSpent: number;
  thisMonthSpent: number;
  thisWeekSpent: number;
}

/** payment_transactions and ticket_packages. */
export abstract class PaymentsStore {
  /** An active package, or null. */
  abstract activePackage(id: number): Promise<TicketPackage | null>;
  /** Records a new attempt (status CREATING) before PayPal is asked; `customId` is built from the new row's id. */
  abstract startAttempt(userId: number, pack: TicketPackage, customId: (attemptId: number) => string): Promise<PaymentAttempt>;
  abstract attemptByOrder(orderId: string): Promise<PaymentAttempt | null>;
  abstract attemptById(id: number): Promise<PaymentAttempt | null>;
  /** Stores the PayPal order id of an attempt (status CREATED). */
  abstract orderCreated(attemptId: number, orderId: string): Promise<void>;
  /**
   * Records what a capture or webhook found. A COMPLETED row stays COMPLETED (a later, different
   * answer is only appended to its events).
   */
  abstract recordOutcome(attemptId: number, outcome: AttemptOutcome): Promise<void>;
}
