import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AttemptOutcome, type PaymentAttempt, PaymentsStore, type TicketPackage } from '../../application/ports/payments.store.js';
import type { SqlParams } from '../../../../platform/database/sql-reader.js';

/**
 * Dollars a user paid (COMPLETED payments), ever, since `periods.monthStart` and since `periods.weekStart`,
 * as a JSON object ({lifetimeSpent, thisMonthSpent, thisWeekSpent}), on (user_id, status, created_at). For
 * reads that must stay one statement (the admin's view of a user): `select …, ${paymentSpending(sql, 'u.id',
 * periods)} from users u`.
 */
export function paymentSpending(sql: SqlParams, userIdColumn: string, periods: { monthStart: Date; weekStart: Date }): string {
  return `(select json_build_object(
      'lifetimeSpent', round(coalesce(sum(p.amount), 0), 2)::float8,
      'thisMonthSpent', round(coalesce(sum(p.amount) filter (where p.created_at >= ${sql.param(periods.monthStart)}), 0), 2)::float8,
      'thisWeekSpent', round(coalesce(sum(p.amount) filter (where p.created_at >= ${sql.param(periods.weekStart)}), 0), 2)::float8)
    from payment_transactions p where p.user_id = ${userIdColumn} and p.status = 'COMPLETED')`;
}

const ATTEMPT_COLUMNS = `t.id, t.user_id as "userId", t.package_id as "packageId", t.amount::text as amount, t.currency, t.status,
  t.custom_id as "customId", t.transaction_reference as "orderId", t.capture_id as "captureId",
  p.ticket_amount as "ticketAmount", p.name as "packageName"`;

@Injectable()
export class SqlPaymentsStore extends PaymentsStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async activePackage(id: number): Promise<TicketPackage | null> {
    const [row] = await this.em.execute<TicketPackage[]>(
      `select id, name, ticket_amount as "ticketAmount", price::text as price, currency from ticket_packages where id = ? and is_active`,
      [id],
    );
    return row ?? null;
  }

  async startAttempt(userId: number, pack: TicketPackage, customId: (attemptId: number) => string): Promise<PaymentAttempt> {
    const [{ id }] = await this.em.execute<{ id: number }[]>(`select nextval(pg_get_serial_sequence('payment_transactions', 'id'))::int as id`);
    await this.em.execute(
      `insert into payment_transactions (id, user_id, package_id, amount, currency, status, custom_id, metadata)
       values (?, ?, ?, ?::numeric, ?, 'CREATING', ?, ?::jsonb)`,
      [id, userId, pack.id, pack.price, pack.currency, customId(id), JSON.stringify({ provider: 'paypal', events: [] })],
      'run',
    );
    return (await this.attemptById(id))!;
  }

  async attemptById(id: number): Promise<PaymentAttempt | null> {
    const [row] = await this.em.execute<PaymentAttempt[]>(
      `select ${ATTEMPT_COLUMNS} from payment_transactions t join ticket_packages p on p.id = t.package_id where t.id = ?`,
      [id],
    );
    return row ?? null;
  }

  async attemptByOrder(orderId: string): Promise<PaymentAttempt | null> {
    const [row] = await this.em.execute<PaymentAttempt[]>(
      `select ${ATTEMPT_COLUMNS} from payment_transactions t join ticket_packages p on p.id = t.package_id where t.transaction_reference = ?`,
      [orderId],
    );
    return row ?? null;
  }

  async orderCreated(attemptId: number, orderId: string): Promise<void> {
    await this.em.execute(
      `update payment_transactions set transaction_reference = ?, status = 'CREATED', updated_at = now(),
         metadata = jsonb_set(coalesce(metadata, '{}'::jsonb), '{events}', coalesce(metadata->'events', '[]'::jsonb) || ?::jsonb)
       where id = ?`,
      [orderId, JSON.stringify([{ type: 'create-order', orderId, at: new Date().toISOString() }]), attemptId],
      'run',
    );
  }

  /** One statement; a COMPLETED row keeps its status, capture id and tickets (only the event is appended). */
  async recordOutcome(attemptId: number, outcome: AttemptOutcome): Promise<void> {
    await this.em.execute(
      `update payment_transactions set
         status = case when status = 'COMPLETED' then status else ? end,
         capture_id = case when status = 'COMPLETED' then capture_id else coalesce(?, capture_id) end,
         tickets_awarded = case when status = 'COMPLETED' then tickets_awarded else ? end,
         provider_response = case when status = 'COMPLETED' and ? <> 'COMPLETED' then provider_response else coalesce(?::jsonb, provider_response) end,
         metadata = jsonb_set(coalesce(metadata, '{}'::jsonb), '{events}', coalesce(metadata->'events', '[]'::jsonb) || ?::jsonb),
         updated_at = now()
       where id = ?`,
      [
        outcome.status,
        outcome.captureId ?? null,
        outcome.ticketsAwarded ?? 0,
        outcome.status,
        outcome.providerResponse ? JSON.stringify(outcome.providerResponse) : null,
        JSON.stringify([{ ...outcome.event, at: new Date().toISOString() }]),
        attemptId,
      ],
      'run',
    );
  }
}
