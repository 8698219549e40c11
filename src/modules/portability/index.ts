export { PortabilityModule } from './portability.module.js';
export { CollectionImportItemSchema, CollectionImportSchema, DataExportSchema } from './adapters/persistence/portability.schema.js';
export { Backups, BACKUPS_PAGE } from './application/backups.js';
export { BACKUP_STATUSES, BACKUP_TRIGGERS, RestoreError, type BackupRecord, type BackupStatus, type BackupTrigger } from './domain/backup.js';
export { BackupSchema } from './adapters/backup/backup.schema.js';
export { backupFromCommandLine } from './adapters/backup/command-line-backup.js';
export { restoreBackup, type RestoreSummary } from './adapters/backup/restore-backup.js';
