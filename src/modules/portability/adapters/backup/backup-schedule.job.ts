import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { runOncePerTick } from '../../../../platform/scheduling/once-per-tick.js';
import { Backups } from '../../application/backups.js';
import { BackupInProgressError } from '../../domain/backup.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily backup at 03:00 (server time), once across every instance, keeping the newest BACKUP_KEEP
 * (none when it is 0); and, every minute on every instance, a look for a backup nobody is writing (queued
 * on a stopped instance, or whose worker died), which this instance then takes if no other worker is at it.
 */
@Injectable()
export class BackupScheduleJob {
  private readonly logger = new Logger('Backups');

  constructor(
    private readonly em: EntityManager,
    private readonly backups: Backups,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM)
  async onDailyTick(): Promise<void> {
    await this.queueDaily(new Date());
  }

  @Cron(CronExpression.EVERY_MINUTE)
  async onMinuteTick(): Promise<void> {
    if (await this.backups.pending()) this.backups.process();
  }

  /** Queues the day's backup unless another instance did, or one is in progress already; answers whether it queued one. */
  async queueDaily(at: Date): Promise<boolean> {
    if (this.config.backupKeep === 0) return false;
    let queued = false;
    await runOncePerTick(this.em, 'daily-backup', DAY_MS, at, async () => {
      try {
        await this.backups.queue('scheduled', null);
        queued = true;
      } catch (error) {
        if (!(error instanceof BackupInProgressError)) throw error;
        this.logger.log('Daily backup skipped: another backup is in progress');
      }
    });
    if (queued) this.backups.process();
    return queued;
  }
}
