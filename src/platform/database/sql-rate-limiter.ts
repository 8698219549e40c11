import { EntitySchema } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type RateLimit, RateLimiter, type RateLimitSlot } from './rate-limiter.js';

export interface RateLimitHitRow {
  id: number;
  key: string;
  at: Date;
}

/** One row per hit; rows older than a day are removed by the session cleanup (no window is longer). */
export const RateLimitHitSchema = new EntitySchema<RateLimitHitRow>({
  name: 'RateLimitHitRow',
  tableName: 'rate_limit_hits',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    key: { type: 'string', length: 300 },
    at: { type: 'datetime', length: 6 },
  },
  indexes: [{ name: 'rate_limit_hits_key_at_index', properties: ['key', 'at'] }],
});

@Injectable()
export class SqlRateLimiter extends RateLimiter {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /**
   * Under a transaction-scoped advisory lock per key (taken in key order, so two calls never wait on
   * each other crosswise), counts and inserts: the count cannot go stale before the insert.
   */
  take(limits: RateLimit[], now: Date): Promise<RateLimitSlot | null> {
    const keys = limits.map((limit) => limit.key);
    return this.em.fork().transactional(async (tx) => {
      for (const key of [...keys].sort()) await tx.execute("select pg_advisory_xact_lock(hashtextextended('rate_limit_hits:' || ?, 0))", [key]);
      const counts = await tx.execute<{ count: string }[]>(
        `select (select count(*) from rate_limit_hits h where h.key = l.key and h.at >= l.since) as count
         from (values ${limits.map(() => '(?::int, ?, ?::timestamptz)').join(', ')}) l(i, key, since) order by l.i`,
        limits.flatMap((limit, i) => [i, limit.key, limit.since]),
      );
      if (limits.some((limit, i) => Number(counts[i].count) >= limit.max)) return null;
      const inserted = await tx.execute<{ id: string; key: string }[]>(
        `insert into rate_limit_hits (key, at) values ${keys.map(() => '(?, ?)').join(', ')} returning id, key`,
        keys.flatMap((key) => [key, now]),
      );
      return keys.map((key) => Number(inserted.find((row) => row.key === key)!.id));
    });
  }

  async giveBack(slot: RateLimitSlot): Promise<void> {
    if (slot.length > 0) await this.em.execute(`delete from rate_limit_hits where id in (${slot.map(() => '?').join(', ')})`, [...slot]);
  }

  async clear(key: string): Promise<void> {
    await this.em.execute('delete from rate_limit_hits where key = ?', [key]);
  }
}
