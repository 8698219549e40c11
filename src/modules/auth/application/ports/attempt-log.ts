/** One rate limit: at most `max` attempts under `key` within the window. */
export interface AttemptLimit {
  key: string;
  max: number;
}

/** The attempts taken by one call, so they can be given back. */
export type AttemptSlot = readonly number[];

/**
 * Rate limits over a time window: failed sign-ins per account and per client address, reset and
 * verification requests per email and per address. Every decision is atomic, so parallel requests
 * cannot get past a limit that one request respects.
 */
export abstract class AttemptLog {
  /** Records one attempt under every limit at once, or none when any limit is already reached (null). */
  abstract take(limits: AttemptLimit[], since: Date, now: Date): Promise<AttemptSlot | null>;
  /** Removes the attempts of a slot that turned out not to count (a successful sign-in). */
  abstract giveBack(slot: AttemptSlot): Promise<void>;
  abstract clear(key: string): Promise<void>;
}
