/** What an admin did: every action of the dashboard and the API's admin routes. */
export const AUDIT_ACTIONS = ['tickets.grant', 'user.delete', 'recipe.moderate', 'ticket-cost.update', 'backup.create', 'backup.delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['user', 'recipe', 'ticket-cost', 'backup'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Who acted, and from where (the request's address as Express sees it behind `TRUST_PROXY`). */
export interface AdminActor {
  id: number;
  ip: string | null;
}

/** One row of the admin audit log: written in the transaction of the action it records, never changed. */
export interface AuditEntry {
  action: AuditAction;
  /** The record acted on: `user`, `recipe`, `ticket-cost` or `backup`, and its id (a feature name for a cost). */
  targetType: AuditTargetType;
  targetId: string;
  /** One line a person reads in the log, with the names of that moment. */
  summary: string;
  details: Record<string, unknown>;
}
