import { EntitySchema } from '@mikro-orm/core';

export interface AdminAuditRow {
  id: number;
  adminId: number;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  details: Record<string, unknown>;
  ip: string | null;
  createdAt: Date;
}

/**
 * The admin audit log. No foreign key to users: the record of what an admin did outlives any account.
 * The database refuses every UPDATE, DELETE and TRUNCATE (the TRUNCATE trigger is in the migration).
 */
export const AdminAuditSchema = new EntitySchema<AdminAuditRow>({
  name: 'AdminAuditRow',
  tableName: 'admin_audit_log',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    adminId: { type: 'integer' },
    action: { type: 'string', length: 40 },
    targetType: { type: 'string', length: 20 },
    targetId: { type: 'string', length: 60 },
    summary: { type: 'text' },
    details: { type: 'json' },
    ip: { type: 'string', length: 64, nullable: true },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  // The log newest first, whole or filtered by admin or by action.
  indexes: [
    {
      name: 'admin_audit_log_created_index',
      expression: 'create index "admin_audit_log_created_index" on "admin_audit_log" ("created_at" desc, "id" desc)',
    },
    {
      name: 'admin_audit_log_admin_created_index',
      expression: 'create index "admin_audit_log_admin_created_index" on "admin_audit_log" ("admin_id", "created_at" desc, "id" desc)',
    },
    {
      name: 'admin_audit_log_action_created_index',
      expression: 'create index "admin_audit_log_action_created_index" on "admin_audit_log" ("action", "created_at" desc, "id" desc)',
    },
  ],
  triggers: [
    {
      name: 'append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `raise exception 'admin_audit_log is append-only';`,
    },
  ],
});
