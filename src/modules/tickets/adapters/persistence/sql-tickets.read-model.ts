import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SqlParams } from '../../../../platform/database/sql-reader.js';
import { TICKET_FEATURES } from '../../domain/ticket-account.js';
import {
  type AdminTicketCostRow,
  type Paging,
  type TicketBalance,
  type TicketCostRow,
  TicketsReadModel,
  type TicketTransactionRow,
} from '../../application/ports/tickets.read-model.js';

/**
 * Tickets a user spent on features (TICKET_FEATURES), all time, since `periods.monthStart` and since
 * `periods.weekStart`, as a JSON object ({lifetimeSpent, thisMonthSpent, thisWeekSpent}); a spend that was
 * refunded does not count (it was never spent, as in lifetimeSpent). For reads that must stay one statement
 * (the admin's view of a user): `select …, ${ticketSpending(sql, 'u.id', periods)} from users u`. On
 * (user_id, created_at desc, id desc); a spend's refund is found by its key ('refund:' + the spend's key) on
 * the unique (user_id, idempotency_key).
 */
export function ticketSpending(sql: SqlParams, userIdColumn: string, periods: { monthStart: Date; weekStart: Date }): string {
  return `(select json_build_object(
      'lifetimeSpent', coalesce(sum(-s.amount), 0)::int,
      'thisMonthSpent', coalesce(sum(-s.amount) filter (where s.created_at >= ${sql.param(periods.monthStart)}), 0)::int,
      'thisWeekSpent', coalesce(sum(-s.amount) filter (where s.created_at >= ${sql.param(periods.weekStart)}), 0)::int)
    from ticket_transactions s
    where s.user_id = ${userIdColumn} and s.type in (${TICKET_FEATURES.map((feature) => sql.param(feature)).join(', ')}) and s.amount < 0
      and not exists (
        select 1 from ticket_transactions f
        where f.user_id = s.user_id and f.type = 'refund' and f.idempotency_key = 'refund:' || s.idempotency_key
      ))`;
}

@Injectable()
export class SqlTicketsReadModel extends TicketsReadModel {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async balance(userId: number): Promise<TicketBalance> {
    const [row] = await this.em.execute<TicketBalance[]>(
      'select balance, lifetime_earned as "lifetimeEarned", lifetime_spent as "lifetimeSpent" from user_tickets where user_id = ?',
      [userId],
    );
    return row ?? { balance: 0, lifetimeEarned: 0, lifetimeSpent: 0 };
  }

  /** The true total and the page's ids on (user_id, created_at desc, id desc), then only the page's rows. */
  async transactions(userId: number, paging: Paging): Promise<{ rows: TicketTransactionRow[]; total: number }> {
    const rows = await this.em.execute<(TicketTransactionRow & { total: number })[]>(
      `select c.total, x.id, x.type, x.description, x.amount, x.created_at as "createdAt", x.balance_after as "balanceAfter"
       from (select count(*)::int as total from ticket_transactions where user_id = ?) c
       left join lateral (
         select id from ticket_transactions where user_id = ? order by created_at desc, id desc limit ? offset ?
       ) page on true
       left join ticket_transactions x on x.id = page.id
       order by x.created_at desc, x.id desc`,
      [userId, userId, paging.limit, paging.offset],
    );
    return { rows: rows[0].id === null ? [] : rows, total: rows[0].total };
  }

  costs(): Promise<TicketCostRow[]> {
    return this.em.execute<TicketCostRow[]>('select feature, cost, description from ticket_costs where is_active order by feature');
  }

  allCosts(): Promise<AdminTicketCostRow[]> {
    return this.em.execute<AdminTicketCostRow[]>('select feature, cost, description, is_active as "isActive" from ticket_costs order by feature');
  }

  async updateCost(feature: string, change: { cost?: number; isActive?: boolean }): Promise<AdminTicketCostRow | null> {
    const [row] = await this.em.execute<AdminTicketCostRow[]>(
      `update ticket_costs set cost = coalesce(?::int, cost), is_active = coalesce(?::boolean, is_active), updated_at = now()
       where feature = ? returning feature, cost, description, is_active as "isActive"`,
      [change.cost ?? null, change.isActive ?? null, feature],
    );
    return row ?? null;
  }
}
