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
      const [lock] = await em.getConnection().execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(?) as locked',
        [LOCK_ID],
        'all',
        em.getTransactionContext(),
      );
      if (!lock?.locked) return;
      const tx = em.getTransactionContext();
      await em.getConnection().execute('delete from sessions where expires_at < now()', [], 'run', tx);
      await em
        .getConnection()
        .execute("delete from auth_attempts where at < now() - interval '1 day'", [], 'run', tx);
    });
  }
}
