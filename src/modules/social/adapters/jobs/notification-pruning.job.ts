import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { runOncePerTick } from '../../../../platform/scheduling/once-per-tick.js';

const HOUR_MS = 60 * 60 * 1000;
/** Notifications are news: after this many days, or past this many per cook, they go. */
export const NOTIFICATION_MAX_AGE_DAYS = 180;
export const NOTIFICATIONS_KEPT_PER_COOK = 1000;

@Injectable()
export class NotificationPruningJob {
  constructor(private readonly em: EntityManager) {}

  @Cron(CronExpression.EVERY_HOUR)
  async onTick(): Promise<void> {
    await this.prune(new Date());
  }

  /**
   * Deletes notifications older than 180 days (on the created_at index) and, for the few cooks with more
   * than 1,000, all but their newest 1,000 (on the list's own index), once per hour across every instance.
   */
  prune(at: Date): Promise<boolean> {
    return runOncePerTick(this.em, 'notification-pruning', HOUR_MS, at, async (em) => {
      await em.execute(
        `delete from notifications where created_at < ?::timestamptz - make_interval(days => ?)`,
        [at, NOTIFICATION_MAX_AGE_DAYS],
        'run',
      );
      await em.execute(
        `delete from notifications n
         using (select user_id from notifications group by user_id having count(*) > ?) crowded
         where n.user_id = crowded.user_id
           and (n.created_at, n.id) < (select m.created_at, m.id from notifications m where m.user_id = crowded.user_id
                                       order by m.created_at desc, m.id desc offset ? limit 1)`,
        [NOTIFICATIONS_KEPT_PER_COOK, NOTIFICATIONS_KEPT_PER_COOK - 1],
        'run',
      );
    });
  }
}
