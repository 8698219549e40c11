import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

/** Arbitrary constant naming this job's PostgreSQL advisory lock, so one instance runs it at a time. */
const LOCK_ID = 727_001;

@Injectable()
export class SessionCleanupJob {
  constructor(private readonly em: EntityManager) {}

  @Cron(CronExpression.EVERY_HOUR)
  async removeExpired(): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      // em.execute runs inside this transaction, so the lock lasts until the deletes are done.
      const [lock] = await em.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [LOCK_ID]);
      if (!lock?.locked) return;
      await em.execute('delete from sessions where expires_at < now()', [], 'run');
      await em.execute("delete from auth_attempts where at < now() - interval '1 day'", [], 'run');
    });
  }
}
