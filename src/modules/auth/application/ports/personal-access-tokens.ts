import type { PersonalAccessToken, TokenScope } from '../../domain/personal-access-token.js';

/** Who a presented token speaks for, read in one statement with its user. */
export interface TokenHolder {
  tokenId: number;
  userId: number;
  isAdmin: boolean;
  scope: TokenScope;
}

export abstract class PersonalAccessTokens {
  /** The cook's tokens, newest first. */
  abstract listOf(userId: number): Promise<PersonalAccessToken[]>;
  /** Stores the token unless the cook already has `max` (decided under a lock on the cook): false then. */
  abstract addWithin(token: PersonalAccessToken, max: number): Promise<boolean>;
  /** Deletes the cook's token; false when the cook has no token with that id. */
  abstract revoke(userId: number, tokenId: number): Promise<boolean>;
  /** The holder of the unexpired token with this hash, noting its use (at most once a minute). */
  abstract holderOf(tokenHash: string): Promise<TokenHolder | undefined>;
}
