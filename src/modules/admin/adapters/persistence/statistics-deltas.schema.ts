import { EntitySchema } from '@mikro-orm/core';
import { statementTrigger, type TableTrigger } from '../../../../platform/database/table-triggers.js';

export interface StatisticsDeltaRow {
  id: number;
  name: string;
  delta: number;
}

/**
 * The admin statistics as counters: each counter is the sum of its rows. Triggers on users, recipes and
 * user_tickets (in the migration `counters_and_feed`: statement triggers with transition tables, which the
 * ORM cannot map) append one row a counter for every statement that changes them, so the counters are exact
 * the moment a change commits and two writers never wait on the same row. StatisticsCompactionJob folds the
 * rows into one a counter every minute; a read sums at most a minute of changes.
 *
 * Counters: `users`, `recipes`, `recipes:<category>`, `tickets` (tickets in circulation: the sum of balances).
 */
export const StatisticsDeltaSchema = new EntitySchema<StatisticsDeltaRow>({
  name: 'StatisticsDeltaRow',
  tableName: 'admin_statistics_deltas',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    name: { type: 'string', length: 60 },
    delta: { type: 'bigint' },
  },
});

/** The triggers that keep the counters (their functions are in the migration `counters_and_feed`). */
export const STATISTICS_TRIGGERS: TableTrigger[] = [
  statementTrigger('users', 'admin_statistics_insert', 'insert', 'admin_statistics_users_fn'),
  statementTrigger('users', 'admin_statistics_delete', 'delete', 'admin_statistics_users_fn'),
  statementTrigger('recipes', 'admin_statistics_insert', 'insert', 'admin_statistics_recipes_fn'),
  statementTrigger('recipes', 'admin_statistics_update', 'update', 'admin_statistics_recipes_fn'),
  statementTrigger('recipes', 'admin_statistics_delete', 'delete', 'admin_statistics_recipes_fn'),
  statementTrigger('user_tickets', 'admin_statistics_insert', 'insert', 'admin_statistics_tickets_fn'),
  statementTrigger('user_tickets', 'admin_statistics_update', 'update', 'admin_statistics_tickets_fn'),
  statementTrigger('user_tickets', 'admin_statistics_delete', 'delete', 'admin_statistics_tickets_fn'),
];
