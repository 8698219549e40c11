import type { EntityManager } from '@mikro-orm/postgresql';

/** Namespace of the jobs' advisory locks (the two-key form, apart from the app's one-key locks). */
const JOB_LOCKS = 727;

/**
 * Runs a scheduled job's `work` on one instance per tick, however many instances fire the same cron.
 *
 * An advisory lock alone only keeps two runs from overlapping: an instance whose cron fires a little
 * later than another's finds the lock free again and runs the job a second time. So the tick is
 * claimed in `scheduled_job_ticks`, in the transaction that does the work: the first instance to claim
 * a tick runs it, a failed run gives the claim back, and the advisory lock lets a second instance skip
 * at once instead of waiting behind a long run.
 *
 * `at` is rounded to the nearest multiple of `periodMs` (the cron's period), so instances whose clocks
 * or timers differ by less than half a period name the same tick. Answers whether this instance ran it.
 */
export function runOncePerTick(
  em: EntityManager,
  job: string,
  periodMs: number,
  at: Date,
  work: (em: EntityManager) => Promise<void>,
): Promise<boolean> {
  const tick = new Date(Math.round(at.getTime() / periodMs) * periodMs);
  return em.fork().transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?, hashtext(?)) as locked', [JOB_LOCKS, job]);
    if (!lock?.locked) return false;
    const claimed = await tx.execute(
      `insert into scheduled_job_ticks (job, tick) values (?, ?)
       on conflict (job) do update set tick = excluded.tick where scheduled_job_ticks.tick < excluded.tick
       returning job`,
      [job, tick],
    );
    if (claimed.length === 0) return false;
    await work(tx);
    return true;
  });
}
