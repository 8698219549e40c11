import { Injectable } from '@nestjs/common';
import type { CreditType, TicketFeature } from '../domain/ticket-account.js';
import { LedgerStore, type RelatedEntity } from './ports/ledger.store.js';
import { type TicketBalance, TicketsReadModel } from './ports/tickets.read-model.js';

export interface SpendOptions {
  /** Unique per user and charge (e.g. 'ai-recipe:{requestId}'): the same key twice charges once. */
  idempotencyKey: string;
  /** The row's description; the feature's description by default. */
  description?: string;
  relatedEntity?: RelatedEntity;
}

export interface CreditOptions {
  idempotencyKey?: string;
  metadata?: Record<string, unknown>;
  relatedEntity?: RelatedEntity;
}

const refundKey = (spendKey: string) => `refund:${spendKey}`;

/**
 * The only way tickets change hands (exported to the other modules). Each change is one transaction
 * under the user's account lock: the ledger row with its balanceAfter and the account's totals
 * together, so the balance always equals the sum of the user's rows.
 */
@Injectable()
export class TicketLedger {
  constructor(
    private readonly store: LedgerStore,
    private readonly readModel: TicketsReadModel,
  ) {}

  /**
   * Charges the feature's cost from ticket_costs (nothing, and no row, while the feature is inactive or
   * costs 0). The same key again charges nothing and answers the first charge. Too few tickets:
   * InsufficientTicketsError (402).
   */
  async spend(
    userId: number,
    feature: TicketFeature,
    options: SpendOptions,
  ): Promise<{ charged: number; balance: number; transactionId: number | null }> {
    const cost = await this.store.cost(feature);
    if (!cost) throw new Error(`No ticket cost for the feature '${feature}'`);
    return this.store.transact(userId, async (locked) => {
      const earlier = await locked.entryWithKey(options.idempotencyKey);
      if (earlier) return { charged: -earlier.amount, balance: earlier.balanceAfter, transactionId: earlier.id };
      if (!cost.isActive || cost.cost === 0) return { charged: 0, balance: locked.account.balance, transactionId: null };
      const balanceAfter = locked.account.spend(cost.cost, cost.description);
      const entry = await locked.append({
        amount: -cost.cost,
        balanceAfter,
        type: feature,
        description: options.description ?? cost.description,
        relatedEntity: options.relatedEntity,
        idempotencyKey: options.idempotencyKey,
      });
      return { charged: cost.cost, balance: balanceAfter, transactionId: entry.id };
    });
  }

  /** Adds `amount` (> 0) tickets; with a key already used, adds nothing (credited 0). */
  credit(
    userId: number,
    amount: number,
    type: CreditType,
    description: string,
    options: CreditOptions = {},
  ): Promise<{ credited: number; balance: number }> {
    return this.store.transact(userId, async (locked) => {
      if (options.idempotencyKey && (await locked.entryWithKey(options.idempotencyKey))) {
        return { credited: 0, balance: locked.account.balance };
      }
      const balanceAfter = locked.account.earn(amount);
      await locked.append({ amount, balanceAfter, type, description, ...options });
      return { credited: amount, balance: balanceAfter };
    });
  }

  /** Gives back a spend (found by its key) with a new 'refund' row, once; nothing for an unknown key. */
  refund(userId: number, spendIdempotencyKey: string, reason: string): Promise<{ refunded: number; balance: number }> {
    return this.store.transact(userId, async (locked) => {
      const spend = await locked.entryWithKey(spendIdempotencyKey);
      const key = refundKey(spendIdempotencyKey);
      if (!spend || spend.amount >= 0 || (await locked.entryWithKey(key))) return { refunded: 0, balance: locked.account.balance };
      const balanceAfter = locked.account.refund(-spend.amount);
      await locked.append({
        amount: -spend.amount,
        balanceAfter,
        type: 'refund',
        description: reason,
        relatedEntity: { type: 'ticket_transaction', id: spend.id },
        idempotencyKey: key,
      });
      return { refunded: -spend.amount, balance: balanceAfter };
    });
  }

  balanceOf(userId: number): Promise<TicketBalance> {
    return this.readModel.balance(userId);
  }
}
