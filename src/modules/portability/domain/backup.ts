import { DomainError } from '../../../platform/errors/domain-error.js';

/** queued: waiting for the worker; running: being written; done: the file is there; failed: see `error`. */
export const BACKUP_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/** Who asked for it: an admin in the dashboard, the daily schedule, or `npm run backup`. */
export const BACKUP_TRIGGERS = ['manual', 'scheduled', 'cli'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

/** One backup as the `backups` table keeps it. */
export interface BackupRecord {
  id: number;
  status: BackupStatus;
  trigger: BackupTrigger;
  /** The admin who asked for it; null for the schedule and the command line. */
  requestedBy: number | null;
  /** The file's name in BACKUP_DIR, once written. */
  fileName: string | null;
  /** Bytes, once written. */
  size: number | null;
  /** Steps done of all: one per table, one per media file. */
  progressDone: number;
  progressTotal: number;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** The first entry a reader looks at: what the file is, what it holds, and how to check it was read whole. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  /** When the database snapshot was taken (PostgreSQL's clock), ISO 8601. */
  createdAt: string;
  /** The database's applied migrations, in order: a restore migrates an empty database to exactly these. */
  migrations: string[];
  /** Every table written, in foreign-key order (a table after those it refers to), with its number of rows. */
  tables: { name: string; rows: number }[];
  /** The next value of every sequence (so no id of a deleted row is handed out again). */
  sequences: { name: string; table: string; column: string; nextValue: string }[];
  /** Tables left out on purpose, and why. */
  excluded: Record<string, string>;
  media: { count: number; bytes: number };
}

export const BACKUP_FORMAT = 'savor-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const MEDIA_PREFIX = 'media/';

/**
 * Tables a backup leaves out. Sessions are sign-ins of this server (a restored server has its own secret, so
 * they would be dead cookies anyway, and they are credentials); the backups list describes files on this
 * machine, not the community's data (and the backup being written is one of its rows); the migrations' own
 * table is written as the manifest's `migrations` and rebuilt by the migrator on restore.
 */
export const EXCLUDED_TABLES: Record<string, string> = {
  sessions: 'sign-in sessions: credentials of this server, worthless on another one',
  backups: 'the list of backup files on this machine (the backup being written is one of them)',
  mikro_orm_migrations: "the migrator's own table: the manifest lists the migrations and a restore applies them",
  admin_statistics_deltas: "counters of other tables' rows: the restore's inserts count them again",
  cook_counts: 'counters of the follows: the restore of user_follows counts them again',
  feed_entries: "each cook's feed written ahead from follows and public recipes: the restore of those writes it again",
};

/** A file name a backup may carry for a media file: one path segment of safe characters. */
export const SAFE_MEDIA_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export class BackupNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Backup not found');
  }
}

/** One backup at a time: another is asked for while one is queued or running. */
export class BackupInProgressError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'BACKUP_IN_PROGRESS';
  constructor() {
    super('A backup is already in progress: wait for it to finish');
  }
}

/** The file of a queued, running or failed backup cannot be downloaded. */
export class BackupNotReadyError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'BACKUP_NOT_READY';
  constructor(status: BackupStatus) {
    super(status === 'failed' ? 'This backup failed: it has no file to download' : 'This backup is not finished yet');
  }
}

export class BackupRunningError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'BACKUP_RUNNING';
  constructor() {
    super('A running backup cannot be deleted: wait for it to finish');
  }
}

/** The done backup's file is missing from BACKUP_DIR (removed by hand, or another instance's disk). */
export class BackupFileMissingError extends DomainError {
  readonly kind = 'not-found';
  override readonly code = 'BACKUP_FILE_MISSING';
  constructor() {
    super("The backup's file is missing from the backup directory");
  }
}

/** Why a restore will not start or did not finish, in words for the person at the terminal. */
export class RestoreError extends Error {}
