import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type Paging,
  type TicketBalance,
  type TicketCostRow,
  TicketsReadModel,
  type TicketTransactionRow,
} from '../../application/ports/tickets.read-model.js';

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
}
