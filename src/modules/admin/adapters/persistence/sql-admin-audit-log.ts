import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AdminActor, AuditEntry } from '../../domain/audit-entry.js';
import { AdminAuditLog, type AuditLogQuery, type AuditLogRow } from '../../application/ports/admin-audit-log.js';

@Injectable()
export class SqlAdminAuditLog extends AdminAuditLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Through the context's EntityManager: inside an admin command, in its transaction. */
  async record(actor: AdminActor, entry: AuditEntry): Promise<void> {
    await this.em.execute(
      `insert into admin_audit_log (admin_id, action, target_type, target_id, summary, details, ip) values (?, ?, ?, ?, ?, ?, ?)`,
      [actor.id, entry.action, entry.targetType, entry.targetId, entry.summary, JSON.stringify(entry.details), actor.ip],
    );
  }

  /** One statement: the filter's total, then the page on the (filter, created_at, id) index with the admins' usernames. */
  async page(query: AuditLogQuery): Promise<{ rows: AuditLogRow[]; total: number }> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (query.adminId !== undefined) {
      conditions.push('x.admin_id = ?');
      values.push(query.adminId);
    }
    if (query.action !== undefined) {
      conditions.push('x.action = ?');
      values.push(query.action);
    }
    const filter = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await this.em.execute<(AuditLogRow & { total: number })[]>(
      `select c.total, a.id, a.admin_id as "adminId", u.username as "adminUsername", a.action, a.target_type as "targetType",
         a.target_id as "targetId", a.summary, a.ip, a.created_at as "createdAt"
       from (select count(*)::int as total from admin_audit_log x ${filter}) c
       left join lateral (select x.id from admin_audit_log x ${filter} order by x.created_at desc, x.id desc limit ? offset ?) page on true
       left join admin_audit_log a on a.id = page.id
       left join users u on u.id = a.admin_id
       order by a.created_at desc, a.id desc`,
      [...values, ...values, query.limit, query.offset],
    );
    return { rows: rows[0].id === null ? [] : rows.map(({ total: _total, ...row }) => row), total: rows[0].total };
  }
}
