import type { SpendingSummary as PaymentSpendingSummary } from '../../../payments/index.js';
import type { SpendingSummary as TicketSpendingSummary } from '../../../tickets/index.js';

export interface AdminUserRow {
  id: number;
  username: string;
  email: string;
  name: string;
  bio: string | null;
  profilePicture: string | null;
  isAdmin: boolean;
  balance: number;
  recipeCount: number;
  lastLoginAt: Date | null;
}

export interface AdminStatsRow {
  userCount: number;
  recipeCount: number;
  ticketsCirculation: number;
  recipesByCategory: Record<string, number>;
}

/** A user's last sign-in and spending, for the admin's view of them. */
export interface AdminActivityRow {
  username: string;
  lastLoginAt: Date | null;
  ticketSpending: TicketSpendingSummary;
  paymentSpending: PaymentSpendingSummary;
}

export interface AdminUsersQuery {
  limit: number;
  offset: number;
  /** Part of a username, email or name, any case. */
  search?: string;
}

/**
 * The admin views, each one SQL statement. The one place outside auth, recipes and tickets that reads
 * users, recipes and user_tickets, read-only (as social's read model reads users and recipes).
 */
export abstract class AdminReadModel {
  /** Users by id, the page and the true total. */
  abstract users(query: AdminUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }>;
  abstract stats(): Promise<AdminStatsRow>;
  /** The user's last sign-in and spending (in all, since `periods.monthStart`, since `periods.weekStart`); null when there is no such user. */
  abstract activity(userId: number, periods: { monthStart: Date; weekStart: Date }): Promise<AdminActivityRow | null>;
  /** The user's username and last sign-in; null when there is no such user. */
  abstract userSummary(userId: number): Promise<{ username: string; lastLoginAt: Date | null } | null>;
}
