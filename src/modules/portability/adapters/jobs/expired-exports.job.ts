import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { runOncePerTick } from '../../../../platform/scheduling/once-per-tick.js';
import { MEDIA_URL_PREFIX, MediaStore } from '../../../../platform/media/media-store.js';
import { ExportJobs } from '../../application/ports/export-jobs.js';

const HOUR_MS = 60 * 60 * 1000;

/** Deletes exports a day after they were written, once an hour across every instance. */
@Injectable()
export class ExpiredExportsJob {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: ExportJobs,
    private readonly media: MediaStore,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async onTick(): Promise<void> {
    await this.sweep(new Date());
  }

  async sweep(at: Date): Promise<void> {
    await runOncePerTick(this.em, 'expired-exports', HOUR_MS, at, async () => {
      for (const url of await this.jobs.removeExpired(at)) await this.media.remove(url.slice(MEDIA_URL_PREFIX.length));
    });
  }
}
