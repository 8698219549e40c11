import { Injectable } from '@nestjs/common';
import { AccessTokenNotFoundError, AdminScopeRefusedError, TooManyAccessTokensError, TooManyTokenRequestsError } from '../domain/auth.errors.js';
import { hashAccessToken, MAX_TOKENS_PER_COOK, PersonalAccessToken, type TokenScope } from '../domain/personal-access-token.js';
import { perMinutes, RateLimiter } from '../../../platform/database/rate-limiter.js';
import { PersonalAccessTokens, type TokenHolder } from './ports/personal-access-tokens.js';

/** Token creation is a sensitive action: at most 30 an hour per cook, like the other limited account actions. */
const CREATIONS_PER_HOUR = 30;

/** Personal access tokens: what API clients sign in with instead of the browser's session cookie. */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly tokens: PersonalAccessTokens,
    private readonly attempts: RateLimiter,
  ) {}

  list(userId: number): Promise<PersonalAccessToken[]> {
    return this.tokens.listOf(userId);
  }

  /** Makes a token and answers it with its secret, which is never shown again. */
  async create(
    cook: { id: number; isAdmin: boolean },
    name: string,
    scope: TokenScope,
    expiresInDays: number | undefined,
  ): Promise<{ token: PersonalAccessToken; secret: string }> {
    if (scope === 'admin' && !cook.isAdmin) throw new AdminScopeRefusedError();
    const now = new Date();
    const slot = await this.attempts.take([perMinutes(60, `token-create:${cook.id}`, CREATIONS_PER_HOUR, now)], now);
    if (!slot) throw new TooManyTokenRequestsError();
    const issued = PersonalAccessToken.issue(cook.id, name.trim(), scope, expiresInDays, now);
    if (!(await this.tokens.addWithin(issued.token, MAX_TOKENS_PER_COOK))) {
      await this.attempts.giveBack(slot);
      throw new TooManyAccessTokensError(MAX_TOKENS_PER_COOK);
    }
    return issued;
  }

  async revoke(userId: number, tokenId: number): Promise<void> {
    if (!(await this.tokens.revoke(userId, tokenId))) throw new AccessTokenNotFoundError();
  }

  /** Who a presented secret speaks for; undefined for an unknown, revoked or expired token. */
  holderOf(secret: string): Promise<TokenHolder | undefined> {
    return this.tokens.holderOf(hashAccessToken(secret));
  }
}
