import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { type SpendingSummary, spendingPeriods } from '../../tickets/index.js';
import { AdminUserNotFoundError } from '../domain/admin.errors.js';
import { AdminAuditLog, type AuditLogQuery, type AuditLogRow } from './ports/admin-audit-log.js';
import { AdminReadModel, type AdminStatsRow, type AdminUserRow, type AdminUsersQuery } from './ports/admin.read-model.js';
import type { SpendingSummary as PaymentSpendingSummary } from '../../payments/index.js';

export const ADMIN_USERS_PAGE = 50;
export const AUDIT_LOG_PAGE = 50;

export interface UserActivity {
  userId: number;
  username: string;
  lastLoginAt: Date | null;
  ticketSpending: SpendingSummary;
  paymentSpending: PaymentSpendingSummary;
}

@Injectable()
export class AdminQueries {
  constructor(
    private readonly readModel: AdminReadModel,
    private readonly clock: Clock,
    private readonly audit: AdminAuditLog,
  ) {}

  auditLog(query: Partial<AuditLogQuery>): Promise<{ rows: AuditLogRow[]; total: number }> {
    return this.audit.page({ limit: query.limit ?? AUDIT_LOG_PAGE, offset: query.offset ?? 0, adminId: query.adminId, action: query.action });
  }

  users(query: Partial<AdminUsersQuery>): Promise<{ rows: AdminUserRow[]; total: number }> {
    const search = query.search?.trim();
    return this.readModel.users({ limit: query.limit ?? ADMIN_USERS_PAGE, offset: query.offset ?? 0, search: search || undefined });
  }

  stats(): Promise<AdminStatsRow> {
    return this.readModel.stats();
  }

  /** Last sign-in and spending (tickets and dollars) in all, this UTC month and this UTC week (from Monday). */
  async activity(userId: number): Promise<UserActivity> {
    const activity = await this.readModel.activity(userId, spendingPeriods(this.clock.now()));
    if (!activity) throw new AdminUserNotFoundError();
    return { userId, ...activity };
  }
}
