import useSWR from 'swr';
import { useOffsetPages } from '../../../components/useOffsetPages';
import {
  BACKUP_POLL_MS,
  BACKUPS_KEY,
  BACKUPS_PAGE_SIZE,
  type Backup,
  fetchBackups,
  AUDIT_LOG_KEY,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  fetchAuditLog,
  ADMIN_COSTS_KEY,
  ADMIN_STATS_KEY,
  ADMIN_USERS_KEY,
  type AdminStats,
  type AdminTicketCost,
  type AdminUsersPage,
  fetchAdminStats,
  fetchAdminUsers,
  fetchPublicRecipes,
  fetchTicketCosts,
  fetchUserActivity,
  type PublicRecipeCard,
  type UserActivity,
} from '../api';

/** Admin queries never retry (spec document 2 §7). */
const noRetry = { shouldRetryOnError: false, errorRetryCount: 0, keepPreviousData: true } as const;

export function useAdminUsers(search: string, offset: number, enabled: boolean) {
  return useSWR<AdminUsersPage, Error>(enabled ? [ADMIN_USERS_KEY, search, offset] : null, () => fetchAdminUsers(search, offset), noRetry);
}

export function useAdminStats() {
  return useSWR<AdminStats, Error>(ADMIN_STATS_KEY, fetchAdminStats, noRetry);
}

export function useUserActivity(id: number | null) {
  return useSWR<UserActivity, Error>(id === null ? null : ['/api/admin/users/activity', id], () => fetchUserActivity(id!), {
    ...noRetry,
    keepPreviousData: false,
  });
}

export function useTicketCosts() {
  return useSWR<AdminTicketCost[], Error>(ADMIN_COSTS_KEY, fetchTicketCosts, noRetry);
}

export function usePublicRecipesForModeration(search: string) {
  return useSWR<PublicRecipeCard[], Error>(['/api/public-recipes', 'moderation', search], () => fetchPublicRecipes(search), noRetry);
}

/** The audit log, newest first, 50 entries a page. */
export function useAuditLog(adminId: number | undefined, action: AuditAction | undefined) {
  return useOffsetPages<AuditEntry, readonly [string, number | undefined, AuditAction | undefined, number]>(
    (offset) => [AUDIT_LOG_KEY, adminId, action, offset],
    ([, admin, kind, offset]) => fetchAuditLog(offset, { adminId: admin, action: kind }),
    AUDIT_PAGE_SIZE,
    { shouldRetryOnError: false },
  );
}

const inProgress = (backup: Backup) => backup.status === 'queued' || backup.status === 'running';

/** The backups, newest first, asked again every 1.5 s while one is queued or running. */
export function useBackups() {
  return useOffsetPages<Backup, readonly [string, number]>(
    (offset) => [BACKUPS_KEY, offset],
    ([, offset]) => fetchBackups(offset),
    BACKUPS_PAGE_SIZE,
    {
      shouldRetryOnError: false,
      refreshInterval: (pages) => (pages?.some((page) => page.items.some(inProgress)) ? BACKUP_POLL_MS : 0),
    },
  );
}
