import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AttemptLimit, AttemptLog, type AttemptSlot } from '../../application/ports/attempt-log.js';

@Injectable()
export class SqlAttemptLog extends AttemptLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /**
   * Under a transaction-scoped advisory lock per key (taken in key order, so two calls never wait on
   * each other crosswise), counts and inserts: the count cannot go stale before the insert.
   */
  take(limits: AttemptLimit[], since: Date, now: Date): Promise<AttemptSlot | null> {
    const sorted = [...limits].sort((a, b) => a.key.localeCompare(b.key));
    const keys = sorted.map((limit) => limit.key);
    return this.em.fork().transactional(async (tx) => {
      for (const key of keys) await tx.execute("select pg_advisory_xact_lock(hashtextextended('auth_attempts:' || ?, 0))", [key]);
      const placeholders = keys.map(() => '?').join(', ');
      const counts = await tx.execute<{ key: string; count: string }[]>(
        `select key, count(*) as count from auth_attempts where key in (${placeholders}) and at >= ? group by key`,
        [...keys, since],
      );
      const used = new Map(counts.map((row) => [row.key, Number(row.count)]));
      if (sorted.some((limit) => (used.get(limit.key) ?? 0) >= limit.max)) return null;
      const inserted = await tx.execute<{ id: string }[]>(
        `insert into auth_attempts (key, at) values ${keys.map(() => '(?, ?)').join(', ')} returning id`,
        keys.flatMap((key) => [key, now]),
      );
      return inserted.map((row) => Number(row.id));
    });
  }

  async giveBack(slot: AttemptSlot): Promise<void> {
    if (slot.length > 0) await this.em.execute(`delete from auth_attempts where id in (${slot.map(() => '?').join(', ')})`, [...slot]);
  }

  async clear(key: string): Promise<void> {
    await this.em.execute('delete from auth_attempts where key = ?', [key]);
  }
}
