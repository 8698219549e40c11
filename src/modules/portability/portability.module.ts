import { Module } from '@nestjs/common';
import { Backups } from './application/backups.js';
import { BackupArchive } from './application/ports/backup-archive.js';
import { BackupJobs } from './application/ports/backup-jobs.js';
import { BackupScheduleJob } from './adapters/backup/backup-schedule.job.js';
import { SqlBackupJobs } from './adapters/backup/sql-backup-jobs.js';
import { ZipBackupArchive } from './adapters/backup/zip-backup-archive.js';

@Module({
  providers: [{ provide: BackupJobs, useClass: SqlBackupJobs }, { provide: BackupArchive, useClass: ZipBackupArchive }, Backups, BackupScheduleJob],
  exports: [Backups],
})
export class PortabilityModule {}
