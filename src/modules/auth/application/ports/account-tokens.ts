import type { AccountToken, AccountTokenPurpose } from '../../domain/account-token.js';

export abstract class AccountTokens {
  abstract save(token: AccountToken): Promise<void>;
  /**
   * Uses the token once, in one atomic statement: answers the account's id when the token is unused,
   * unexpired, of this purpose and the account still has the address it was mailed to (and, when
   * `email` is given, that address is `email`); null otherwise. Of parallel calls, exactly one wins.
   */
  abstract consume(purpose: AccountTokenPurpose, tokenHash: string, now: Date, email?: string): Promise<number | null>;
  /** Marks every unused token of that purpose used, so an older link stops working. */
  abstract retireAll(userId: number, purpose: AccountTokenPurpose, now: Date): Promise<void>;
}
