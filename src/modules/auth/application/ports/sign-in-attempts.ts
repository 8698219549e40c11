/** Failed sign-ins, counted per key (an account's email or a client address) over a time window. */
export abstract class SignInAttempts {
  abstract countFailuresSince(key: string, since: Date): Promise<number>;
  abstract recordFailure(keys: string[], at: Date): Promise<void>;
  abstract clear(key: string): Promise<void>;
}
