import type { TicketAccount, TicketTransactionType } from '../../domain/ticket-account.js';

/** What a ledger row is about (a recipe, a payment, the spend a refund gives back …). */
export interface RelatedEntity {
  type: string;
  id: string | number;
}

export interface LedgerEntry {
  id: number;
  /** Signed: + earned, − spent. */
  amount: number;
  balanceAfter: number;
}

export interface NewLedgerEntry {
  amount: number;
  /** The account's balance after this change, as the domain answered it. */
  balanceAfter: number;
  type: TicketTransactionType;
  description: string;
  metadata?: Record<string, unknown>;
  relatedEntity?: RelatedEntity;
  idempotencyKey?: string;
}

export interface FeatureCost {
  cost: number;
  description: string;
  isActive: boolean;
}

/** The user's account, locked for the length of one transaction. */
export interface LockedAccount {
  readonly account: TicketAccount;
  /** The user's ledger row written with this idempotency key, or null. */
  entryWithKey(idempotencyKey: string): Promise<LedgerEntry | null>;
  /** Appends the row and stores the account's totals as they are now, after the change that produced the row. */
  append(entry: NewLedgerEntry): Promise<LedgerEntry>;
}

export abstract class LedgerStore {
  /** The cost row of a feature; null when there is none. */
  abstract cost(feature: string): Promise<FeatureCost | null>;
  /**
   * Runs `work` in one transaction that holds the lock of the user's user_tickets row (created at zero
   * when missing), so the changes of one user's tickets run one after the other and each sees the
   * last one's result. Every store call made inside `work` joins that transaction; a throw rolls it all back.
   */
  abstract transact<T>(userId: number, work: (locked: LockedAccount) => Promise<T>): Promise<T>;
}
