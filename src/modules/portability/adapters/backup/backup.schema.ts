import { EntitySchema } from '@mikro-orm/core';
import type { BackupStatus, BackupTrigger } from '../../domain/backup.js';

export interface BackupRow {
  id: number;
  status: BackupStatus;
  trigger: BackupTrigger;
  requestedBy: number | null;
  fileName: string | null;
  size: string | null;
  progressDone: number;
  progressTotal: number;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/**
 * The backup jobs and their files (read and written with SQL in sql-backup-jobs.ts). `requested_by` has no
 * foreign key, like the audit log's admin: the record of a backup outlives the account that asked for it.
 */
export const BackupSchema = new EntitySchema<BackupRow>({
  name: 'BackupRow',
  tableName: 'backups',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    status: { type: 'string', length: 10, default: 'queued' },
    trigger: { type: 'string', length: 10 },
    requestedBy: { type: 'integer', nullable: true },
    fileName: { type: 'string', length: 100, nullable: true },
    size: { type: 'bigint', nullable: true },
    progressDone: { type: 'integer', default: 0 },
    progressTotal: { type: 'integer', default: 0 },
    error: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    startedAt: { type: 'datetime', length: 6, nullable: true },
    finishedAt: { type: 'datetime', length: 6, nullable: true },
  },
  checks: [
    { name: 'backups_status_check', expression: "status in ('queued', 'running', 'done', 'failed')" },
    { name: 'backups_trigger_check', expression: "trigger in ('manual', 'scheduled', 'cli')" },
  ],
  uniques: [
    // One backup at a time: at most one row queued or running, whoever inserts it, on whichever instance.
    {
      name: 'backups_one_pending',
      expression: `create unique index "backups_one_pending" on "backups" ((true)) where status in ('queued', 'running')`,
    },
  ],
  // The list, newest first.
  indexes: [{ name: 'backups_created_index', expression: 'create index "backups_created_index" on "backups" ("created_at" desc, "id" desc)' }],
});
