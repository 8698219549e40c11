import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { runOncePerTick } from '../../../../platform/scheduling/once-per-tick.js';

const HOUR_MS = 60 * 60 * 1000;

@Injectable()
export class SessionCleanupJob {
  constructor(private readonly em: EntityManager) {}

  @Cron(CronExpression.EVERY_HOUR)
  async onTick(): Promise<void> {
    await this.removeExpired(new Date());
  }

  /** Removes expired sessions and day-old rate-limit hits (no limit looks back further), once per hour across every instance. */
  removeExpired(at: Date): Promise<boolean> {
    return runOncePerTick(this.em, 'session-cleanup', HOUR_MS, at, async (em) => {
      await em.execute('delete from sessions where expires_at < now()', [], 'run');
      await em.execute("delete from rate_limit_hits where at < now() - interval '1 day'", [], 'run');
    });
  }
}
