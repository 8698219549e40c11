import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { likePattern } from '../../../../platform/database/like-pattern.js';
import { AdminReadModel, type AdminStatsRow, type AdminUserRow, type AdminUsersQuery } from '../../application/ports/admin.read-model.js';

/**
 * Reads users, recipes and user_tickets, read-only, one statement per view (docs/architecture-notes.md §1):
 * the admin dashboard is a view across modules, like social's read model.
 */
@Injectable()
export class SqlAdminReadModel extends AdminReadModel {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /**
   * The true total and the page's ids on the primary key, then only the page's rows with their balance
   * and recipe count (on recipes' user_id index). A search matches part of the username, email or
   * name, any case, on their pg_trgm indexes.
   */
  async users(query: AdminUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
    const filter = query.search ? 'where x.username ilike ? or x.email ilike ? or x.name ilike ?' : '';
    const pattern = query.search ? [likePattern(query.search), likePattern(query.search), likePattern(query.search)] : [];
    const rows = await this.em.execute<(AdminUserRow & { total: number })[]>(
      `select c.total, u.id, u.username, u.email, u.name, u.bio, u.profile_picture as "profilePicture", u.is_admin as "isAdmin",
         coalesce(t.balance, 0) as balance, (select count(*)::int from recipes r where r.user_id = u.id) as "recipeCount",
         u.last_login_at as "lastLoginAt"
       from (select count(*)::int as total from users x ${filter}) c
       left join lateral (select x.id from users x ${filter} order by x.id limit ? offset ?) page on true
       left join users u on u.id = page.id
       left join user_tickets t on t.user_id = u.id
       order by u.id`,
      [...pattern, ...pattern, query.limit, query.offset],
    );
    // past the last page, one row with the total and null user columns
    return { rows: rows[0].id === null ? [] : rows, total: rows[0].total };
  }

  async stats(): Promise<AdminStatsRow> {
    const [row] = await this.em.execute<(Omit<AdminStatsRow, 'ticketsCirculation'> & { ticketsCirculation: string })[]>(
      `select (select count(*)::int from users) as "userCount",
         (select count(*)::int from recipes) as "recipeCount",
         (select coalesce(sum(balance), 0)::bigint from user_tickets) as "ticketsCirculation",
         (select coalesce(json_object_agg(category, n order by category), '{}'::json)
            from (select category, count(*)::int as n from recipes group by category) g) as "recipesByCategory"`,
    );
    return { ...row, ticketsCirculation: Number(row.ticketsCirculation) };
  }

  async userSummary(userId: number): Promise<{ username: string; lastLoginAt: Date | null } | null> {
    const [row] = await this.em.execute<{ username: string; lastLoginAt: Date | null }[]>(
      'select username, last_login_at as "lastLoginAt" from users where id = ?',
      [userId],
    );
    return row ?? null;
  }
}
