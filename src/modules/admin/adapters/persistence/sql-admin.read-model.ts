import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { likePattern } from '../../../../platform/database/like-pattern.js';
import { SqlParams, SqlReader } from '../../../../platform/database/sql-reader.js';
import { paymentSpending } from '../../../payments/index.js';
import { ticketSpending } from '../../../tickets/index.js';
import {
  type AdminActivityRow,
  AdminReadModel,
  type AdminStatsRow,
  type AdminUserRow,
  type AdminUsersQuery,
} from '../../application/ports/admin.read-model.js';

/** The counter of a category's recipes is named `recipes:<category>`. */
const CATEGORY_COUNTER = 'recipes:';
const USER_COUNT = "select coalesce(sum(delta), 0)::int as total from admin_statistics_deltas where name = 'users'";

/**
 * Reads users, recipes and user_tickets, read-only, one statement per view (docs/architecture-notes.md §1):
 * the admin dashboard is a view across modules, like social's read model.
 */
@Injectable()
export class SqlAdminReadModel extends AdminReadModel {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: SqlReader,
  ) {
    super();
  }

  /**
   * The true total (the users counter of stats(), or the search's matches) and the page's ids on the
   * primary key, then only the page's rows with their balance and recipe count (on recipes' user_id
   * index). A search matches part of the username, email or name, any case, on their pg_trgm indexes.
   */
  async users(query: AdminUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
    const filter = query.search ? 'where x.username ilike ? or x.email ilike ? or x.name ilike ?' : '';
    const pattern = query.search ? [likePattern(query.search), likePattern(query.search), likePattern(query.search)] : [];
    const total = query.search ? `select count(*)::int as total from users x ${filter}` : USER_COUNT;
    const rows = await this.em.execute<(AdminUserRow & { total: number })[]>(
      `select c.total, u.id, u.username, u.email, u.name, u.bio, u.profile_picture as "profilePicture", u.is_admin as "isAdmin",
         coalesce(t.balance, 0) as balance, (select count(*)::int from recipes r where r.user_id = u.id) as "recipeCount",
         u.last_login_at as "lastLoginAt"
       from (${total}) c
       left join lateral (select x.id from users x ${filter} order by x.id limit ? offset ?) page on true
       left join users u on u.id = page.id
       left join user_tickets t on t.user_id = u.id
       order by u.id`,
      [...pattern, ...pattern, query.limit, query.offset],
    );
    // past the last page, one row with the total and null user columns
    return { rows: rows[0].id === null ? [] : rows, total: rows[0].total };
  }

  /** The counters of statistics-deltas.schema.ts, kept exact by triggers: no scan of users, recipes or balances. */
  async stats(): Promise<AdminStatsRow> {
    const counters = await this.em.execute<{ name: string; value: string }[]>(
      'select name, sum(delta)::text as value from admin_statistics_deltas group by name having sum(delta) <> 0 order by name',
    );
    const count = (name: string) => Number(counters.find((counter) => counter.name === name)?.value ?? 0);
    const recipesByCategory = Object.fromEntries(
      counters.filter(({ name }) => name.startsWith(CATEGORY_COUNTER)).map(({ name, value }) => [name.slice(CATEGORY_COUNTER.length), Number(value)]),
    );
    return { userCount: count('users'), recipeCount: count('recipes'), ticketsCirculation: count('tickets'), recipesByCategory };
  }

  /** One statement: the user's row and both spending sums, each on its owner's index (tickets' and payments' fragments). */
  async activity(userId: number, periods: { monthStart: Date; weekStart: Date }): Promise<AdminActivityRow | null> {
    const sql = new SqlParams();
    const tickets = ticketSpending(sql, 'u.id', periods);
    const payments = paymentSpending(sql, 'u.id', periods);
    const [row] = await this.reader.rows<AdminActivityRow>(
      `select u.username, u.last_login_at as "lastLoginAt", ${tickets} as "ticketSpending", ${payments} as "paymentSpending"
       from users u where u.id = ${sql.param(userId)}`,
      sql.values,
    );
    return row ?? null;
  }

  async userSummary(userId: number): Promise<{ username: string; lastLoginAt: Date | null } | null> {
    const [row] = await this.em.execute<{ username: string; lastLoginAt: Date | null }[]>(
      'select username, last_login_at as "lastLoginAt" from users where id = ?',
      [userId],
    );
    return row ?? null;
  }
}
