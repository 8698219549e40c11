import type { AdminActor, AuditAction, AuditEntry } from '../../domain/audit-entry.js';

/** An entry as the log lists it; `details` stay in the table for whoever investigates. */
export interface AuditLogRow extends Omit<AuditEntry, 'details'> {
  id: number;
  adminId: number;
  /** Null when the admin's account no longer exists. */
  adminUsername: string | null;
  ip: string | null;
  createdAt: Date;
}

export interface AuditLogQuery {
  limit: number;
  offset: number;
  adminId?: number;
  action?: AuditAction;
}

/** The admin audit log: appended to by the admin commands, read newest first; nothing changes or removes a row. */
export abstract class AdminAuditLog {
  abstract record(actor: AdminActor, entry: AuditEntry): Promise<void>;
  /** A page, newest first, and the true total of the filter. */
  abstract page(query: AuditLogQuery): Promise<{ rows: AuditLogRow[]; total: number }>;
}
