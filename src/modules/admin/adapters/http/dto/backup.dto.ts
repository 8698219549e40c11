import { ApiProperty } from '@nestjs/swagger';
import { BACKUP_STATUSES, BACKUP_TRIGGERS, type BackupRecord, type BackupStatus, type BackupTrigger } from '../../../../portability/index.js';

export class BackupProgressDto {
  @ApiProperty({ type: 'integer', description: 'Steps written: one per table, one per media file' }) done: number;
  @ApiProperty({ type: 'integer', description: 'All steps (0 until the worker has counted them)' }) total: number;
}

export class BackupDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: BACKUP_STATUSES, description: 'queued, running (see progress), done (the file can be downloaded) or failed (see error)' })
  status: BackupStatus;
  @ApiProperty({ enum: BACKUP_TRIGGERS, description: 'An admin (manual), the daily schedule, or `npm run backup` (cli)' }) trigger: BackupTrigger;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The admin who asked for it; null for the schedule and the command line' })
  requestedBy: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'savor-backup-20261128T030000Z-42.zip', description: "The file's name once written" })
  fileName: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Bytes, once written' }) size: number | null;
  @ApiProperty({ type: BackupProgressDto }) progress: BackupProgressDto;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed' }) error: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;

  static from(row: BackupRecord): BackupDto {
    return {
      id: row.id,
      status: row.status,
      trigger: row.trigger,
      requestedBy: row.requestedBy,
      fileName: row.fileName,
      size: row.size,
      progress: { done: row.progressDone, total: row.progressTotal },
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }
}

export class BackupQueuedDto {
  @ApiProperty({ type: 'integer', description: 'The queued backup: follow it at GET /api/admin/backups/{id}' }) id: number;
}
