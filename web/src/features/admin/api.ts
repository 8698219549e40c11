import { api, toApiError, unwrap } from '../../api/client';
import { totalCount } from '../../components/listHeaders';
import type { components } from '../../api/schema';
import type { OffsetPage } from '../../components/useOffsetPages';

type Schemas = components['schemas'];
export type AdminUser = Schemas['AdminUserDto'];
export type AdminStats = Schemas['AdminStatsDto'];
export type UserActivity = Schemas['UserActivityDto'];
export type AdminTicketCost = Schemas['AdminTicketCostDto'];
export type AuditEntry = Schemas['AdminAuditEntryDto'];
export type AuditAction = AuditEntry['action'];
export type Backup = Schemas['BackupDto'];

/** Users per page of the Users table. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_USERS_KEY = '/api/admin/users';
export const ADMIN_STATS_KEY = '/api/admin/stats';
export const ADMIN_COSTS_KEY = '/api/admin/ticket-costs';
export const DEFAULT_REASON = 'Admin adjustment';
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_LOG_KEY = '/api/admin/audit-log';
export const BACKUPS_PAGE_SIZE = 50;
export const BACKUPS_KEY = '/api/admin/backups';
/** How often the Backups tab asks again while a backup is queued or running. */
export const BACKUP_POLL_MS = 1500;
/** The most tickets one grant may add (the server says so too). */
export const MAX_GRANT = 10_000;

export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
}

export async function fetchAdminUsers(search: string, offset: number): Promise<AdminUsersPage> {
  const query = { limit: ADMIN_PAGE_SIZE, offset, ...(search ? { search } : {}) };
  const { data, error, response } = await api.GET('/api/admin/users', { params: { query } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { users: data, total: totalCount(response, offset + data.length) };
}

/** The audit log, newest first, filtered by admin and/or action. */
export async function fetchAuditLog(offset: number, filter: { adminId?: number; action?: AuditAction }): Promise<OffsetPage<AuditEntry>> {
  const query = { limit: AUDIT_PAGE_SIZE, offset, ...filter };
  const { data, error, response } = await api.GET('/api/admin/audit-log', { params: { query } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { items: data, total: totalCount(response, offset + data.length) };
}

export function fetchAdminStats(): Promise<AdminStats> {
  return unwrap(api.GET('/api/admin/stats'));
}

export function fetchUserActivity(id: number): Promise<UserActivity> {
  return unwrap(api.GET('/api/admin/users/{id}/activity', { params: { path: { id } } }));
}

export function addTickets(id: number, amount: number, reason: string) {
  return unwrap(
    api.POST('/api/admin/users/{id}/add-tickets', { params: { path: { id } }, body: { amount, reason: reason.trim() || DEFAULT_REASON } }),
  );
}

export function deleteUser(id: number) {
  return unwrap(api.DELETE('/api/admin/users/{id}', { params: { path: { id } } }));
}

export function fetchTicketCosts(): Promise<AdminTicketCost[]> {
  return unwrap(api.GET('/api/admin/ticket-costs'));
}

export function updateTicketCost(feature: string, change: { cost?: number; isActive?: boolean }): Promise<AdminTicketCost> {
  return unwrap(api.PATCH('/api/admin/ticket-costs/{feature}', { params: { path: { feature } }, body: change }));
}

export function setRecipeModeration(id: number, isModerated: boolean) {
  return unwrap(api.PATCH('/api/admin/recipes/{id}/moderation', { params: { path: { id } }, body: { isModerated } }));
}

/** Dollars with 2 decimals. */
export const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

export type PublicRecipeCard = Schemas['PublicRecipeCardDto'];

/** Public recipes (newest shared first), for the verified badges. */
export function fetchPublicRecipes(search: string): Promise<PublicRecipeCard[]> {
  return unwrap(api.GET('/api/public-recipes', { params: { query: { limit: 24, ...(search ? { search } : {}) } } }));
}

/** The backups, newest first. */
export async function fetchBackups(offset: number): Promise<OffsetPage<Backup>> {
  const { data, error, response } = await api.GET('/api/admin/backups', { params: { query: { limit: BACKUPS_PAGE_SIZE, offset } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { items: data, total: totalCount(response, offset + data.length) };
}

/** Queues a backup (409 while another one is queued or running). */
export function createBackup(): Promise<{ id: number }> {
  return unwrap(api.POST('/api/admin/backups'));
}

export function deleteBackup(id: number) {
  return unwrap(api.DELETE('/api/admin/backups/{id}', { params: { path: { id } } }));
}

/** Where the browser downloads a finished backup (a plain link: the session cookie goes with it). */
export const backupDownloadUrl = (id: number) => `/api/admin/backups/${id}/download`;

/** Bytes as people read them: 812 B, 16.4 kB, 1.2 MB, 3.4 GB. */
export function fileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
