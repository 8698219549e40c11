/** One rate limit: at most `max` hits under `key` since `since`. */
export interface RateLimit {
  key: string;
  max: number;
  since: Date;
}

/** At most `max` hits under `key` in the `minutes` before `now`. */
export function perMinutes(minutes: number, key: string, max: number, now: Date): RateLimit {
  return { key, max, since: new Date(now.getTime() - minutes * 60_000) };
}

/** The hits taken by one call, in the order of its limits, so they can be given back. */
export type RateLimitSlot = readonly number[];

/**
 * Rate limits over time windows, shared by every instance: failed sign-ins, mail requests, token
 * creation, comments, photos, URL imports. Every decision is atomic, so parallel requests cannot get
 * past a limit that one request respects.
 */
export abstract class RateLimiter {
  /** Records one hit under every limit at once, or none when any limit is already reached (null). */
  abstract take(limits: RateLimit[], now: Date): Promise<RateLimitSlot | null>;
  /** Removes hits of a slot that turned out not to count (a successful sign-in, a finished import). */
  abstract giveBack(slot: RateLimitSlot): Promise<void>;
  abstract clear(key: string): Promise<void>;

  /** `take`, throwing the refusal (a 429 error) when a limit is reached. */
  async takeOrRefuse(limits: RateLimit[], refusal: () => Error, now = new Date()): Promise<RateLimitSlot> {
    const slot = await this.take(limits, now);
    if (!slot) throw refusal();
    return slot;
  }
}
