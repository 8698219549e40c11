/**
 * Counts attempts per key over a time window, for rate limits: failed sign-ins per account and per
 * client address, password reset requests per email and per address.
 */
export abstract class AttemptLog {
  abstract countSince(key: string, since: Date): Promise<number>;
  abstract record(keys: string[], at: Date): Promise<void>;
  abstract clear(key: string): Promise<void>;
}
