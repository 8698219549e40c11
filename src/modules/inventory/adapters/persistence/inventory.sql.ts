import type { EntityManager } from '@mikro-orm/postgresql';
import { PantryFullError } from '../../domain/inventory.errors.js';
import type { PantryDraft, PantryItem } from '../../domain/inventory.js';

export const SHOPPING_COLUMNS =
  's.id, s.user_id as "userId", s.name, s.category, s.quantity::float8 as quantity, s.unit, s.checked, s.created_at as "createdAt"';
export const PANTRY_COLUMNS = 'p.id, p.user_id as "userId", p.name, p.quantity::float8 as quantity, p.unit, p.percentage, p.added_at as "addedAt"';

type Transaction = EntityManager;

/**
 * Runs `work` in a transaction that first takes the user's inventory advisory lock: one lock for both
 * lists, so a check (which writes both) never waits crosswise with an add, and a count taken under it
 * stays true until the commit.
 */
export function underInventoryLock<T>(em: EntityManager, userId: number, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtextextended('inventory:' || ?, 0))", [userId]);
    return work(tx);
  });
}

/**
 * Inserts a pantry item unless the user has `cap` already (under the lock, so the count is current).
 * Times are the clock's at the insert, not the transaction's start, which may have waited for the lock.
 */
export async function insertPantryItem(tx: Transaction, userId: number, item: PantryDraft, cap: number): Promise<PantryItem> {
  const [row] = await tx.execute<PantryItem[]>(
    `insert into pantry_items as p (user_id, name, quantity, unit, percentage, added_at)
     select ?, ?, ?, ?, ?, clock_timestamp() where (select count(*) from pantry_items where user_id = ?) < ?
     returning ${PANTRY_COLUMNS}`,
    [userId, item.name, item.quantity, item.unit, item.percentage, userId, cap],
  );
  if (!row) throw new PantryFullError();
  return row;
}
