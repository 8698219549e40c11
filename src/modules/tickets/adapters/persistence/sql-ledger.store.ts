import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type FeatureCost, type LedgerEntry, LedgerStore, type LockedAccount } from '../../application/ports/ledger.store.js';
import type { TicketBalance } from '../../application/ports/tickets.read-model.js';
import { TicketAccount } from '../../domain/ticket-account.js';

const ENTRY_COLUMNS = 'id, amount, balance_after as "balanceAfter"';

@Injectable()
export class SqlLedgerStore extends LedgerStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async cost(feature: string): Promise<FeatureCost | null> {
    const [row] = await this.em.execute<FeatureCost[]>('select cost, description, is_active as "isActive" from ticket_costs where feature = ?', [
      feature,
    ]);
    return row ?? null;
  }

  /**
   * The account row is created if missing, then locked (SELECT … FOR UPDATE) until the transaction ends.
   * A ledger row gets its created_at from clock_timestamp(), taken under the lock, so the newest-first
   * order of the history is the order of the balance changes (now() would be the start of the
   * transaction, which may have waited for the lock behind a later one).
   */
  transact<T>(userId: number, work: (locked: LockedAccount) => Promise<T>): Promise<T> {
    return this.em.transactional(
      async (em) => {
        await em.execute('insert into user_tickets (user_id) values (?) on conflict (user_id) do nothing', [userId], 'run');
        const [row] = await em.execute<TicketBalance[]>(
          'select balance, lifetime_earned as "lifetimeEarned", lifetime_spent as "lifetimeSpent" from user_tickets where user_id = ? for update',
          [userId],
        );
        const account = new TicketAccount(userId, row.balance, row.lifetimeEarned, row.lifetimeSpent);
        return work({
          account,
          entryWithKey: async (key) => {
            const [entry] = await em.execute<LedgerEntry[]>(
              `select ${ENTRY_COLUMNS} from ticket_transactions where user_id = ? and idempotency_key = ?`,
              [userId, key],
            );
            return entry ?? null;
          },
          append: async (entry) => {
            const [saved] = await em.execute<LedgerEntry[]>(
              `with entry as (
                 insert into ticket_transactions (user_id, amount, type, description, metadata, balance_after,
                   related_entity_type, related_entity_id, idempotency_key, created_at)
                 values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, clock_timestamp())
                 returning ${ENTRY_COLUMNS}
               ), totals as (
                 update user_tickets set balance = ?, lifetime_earned = ?, lifetime_spent = ?, updated_at = now() where user_id = ?
               )
               select * from entry`,
              [
                userId,
                entry.amount,
                entry.type,
                entry.description,
                entry.metadata ? JSON.stringify(entry.metadata) : null,
                entry.balanceAfter,
                entry.relatedEntity?.type ?? null,
                entry.relatedEntity ? String(entry.relatedEntity.id) : null,
                entry.idempotencyKey ?? null,
                account.balance,
                account.lifetimeEarned,
                account.lifetimeSpent,
                userId,
              ],
            );
            return saved;
          },
        });
      },
      { clear: true },
    );
  }
}
