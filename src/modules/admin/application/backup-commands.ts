import { Injectable } from '@nestjs/common';
import { type BackupRecord, Backups } from '../../portability/index.js';
import type { AdminActor } from '../domain/audit-entry.js';
import { AdminAuditLog } from './ports/admin-audit-log.js';
import { Transactions } from './ports/transactions.js';

/**
 * Queues a backup and writes its audit row in one transaction (refused while another backup is queued or
 * running: nothing is written then), then starts the worker once the row is committed.
 */
@Injectable()
export class CreateBackup {
  constructor(
    private readonly transactions: Transactions,
    private readonly backups: Backups,
    private readonly audit: AdminAuditLog,
  ) {}

  async execute(admin: AdminActor): Promise<BackupRecord> {
    const backup = await this.transactions.run(async () => {
      const queued = await this.backups.queue('manual', admin.id);
      await this.audit.record(admin, {
        action: 'backup.create',
        targetType: 'backup',
        targetId: String(queued.id),
        summary: `Started backup ${queued.id}`,
        details: {},
      });
      return queued;
    });
    this.backups.process();
    return backup;
  }
}

/** Deletes a backup that is not running, with its audit row; its file goes once both are committed. */
@Injectable()
export class DeleteBackup {
  constructor(
    private readonly transactions: Transactions,
    private readonly backups: Backups,
    private readonly audit: AdminAuditLog,
  ) {}

  async execute(admin: AdminActor, id: number): Promise<void> {
    const removed = await this.transactions.run(async () => {
      const backup = await this.backups.withdraw(id);
      await this.audit.record(admin, {
        action: 'backup.delete',
        targetType: 'backup',
        targetId: String(id),
        summary: `Deleted backup ${id} of ${backup.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${backup.status})`,
        details: { status: backup.status, fileName: backup.fileName, size: backup.size, trigger: backup.trigger },
      });
      return backup;
    });
    await this.backups.discardFile(removed);
  }
}
