import { createHash, randomBytes } from 'node:crypto';

/**
 * What a token may do: `read` only reads (GET), `read-write` does what the cook can do in the browser,
 * `admin` adds the admin routes (an admin's tokens only).
 */
export const TOKEN_SCOPES = ['read', 'read-write', 'admin'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Secret scanners recognise Savor's tokens by this prefix. */
export const TOKEN_PREFIX = 'savor_pat_';
export const MAX_TOKENS_PER_COOK = 20;
export const MAX_TOKEN_LIFETIME_DAYS = 365;

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token's secret is only ever shown once, when it is made; only its hash is kept. */
export class PersonalAccessToken {
  id!: number;
  userId: number;
  name: string;
  scope: TokenScope;
  tokenHash: string;
  expiresAt: Date | null;
  lastUsedAt: Date | null = null;
  createdAt: Date;

  constructor(userId: number, name: string, scope: TokenScope, tokenHash: string, expiresAt: Date | null, now: Date) {
    this.userId = userId;
    this.name = name;
    this.scope = scope;
    this.tokenHash = tokenHash;
    this.expiresAt = expiresAt;
    this.createdAt = now;
  }

  /** A new token and its secret: the prefix and 32 random bytes in base64url. */
  static issue(userId: number, name: string, scope: TokenScope, expiresInDays: number | undefined, now: Date = new Date()) {
    const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const expiresAt = expiresInDays === undefined ? null : new Date(now.getTime() + expiresInDays * 24 * 60 * 60 * 1000);
    return { token: new PersonalAccessToken(userId, name, scope, hashAccessToken(secret), expiresAt, now), secret };
  }
}
