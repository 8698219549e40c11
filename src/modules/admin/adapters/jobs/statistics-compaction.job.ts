import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { runOncePerTick } from '../../../../platform/scheduling/once-per-tick.js';

const MINUTE_MS = 60 * 1000;

/** Folds the admin statistics' delta rows (statistics-deltas.schema.ts) into one row a counter, once a minute across every instance. */
@Injectable()
export class StatisticsCompactionJob {
  constructor(private readonly em: EntityManager) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async onTick(): Promise<void> {
    await this.compact(new Date());
  }

  /** One statement: the rows it deletes are exactly the rows it sums, so a change that commits meanwhile is kept for the next run. */
  compact(at: Date): Promise<boolean> {
    return runOncePerTick(this.em, 'statistics-compaction', MINUTE_MS, at, async (em) => {
      await em.execute(
        `with folded as (delete from admin_statistics_deltas returning name, delta)
         insert into admin_statistics_deltas (name, delta)
         select name, sum(delta) from folded group by name having sum(delta) <> 0`,
        [],
        'run',
      );
    });
  }
}
