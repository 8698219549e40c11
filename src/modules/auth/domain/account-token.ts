import { createHash, randomBytes } from 'node:crypto';

/** What a mailed link lets its holder do, and for how long. */
export const ACCOUNT_TOKEN_PURPOSES = {
  'password-reset': { lifetimeMinutes: 30 },
  'email-verification': { lifetimeMinutes: 24 * 60 },
} as const;

export type AccountTokenPurpose = keyof typeof ACCOUNT_TOKEN_PURPOSES;

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A single-use permission mailed to one address: only its hash is kept, and it is good only while the
 * account still has the address it was sent to.
 */
export class AccountToken {
  id!: number;
  userId: number;
  purpose: AccountTokenPurpose;
  email: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null = null;
  createdAt: Date;

  constructor(userId: number, purpose: AccountTokenPurpose, email: string, tokenHash: string, now: Date) {
    this.userId = userId;
    this.purpose = purpose;
    this.email = email;
    this.tokenHash = tokenHash;
    this.createdAt = now;
    this.expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_PURPOSES[purpose].lifetimeMinutes * 60_000);
  }

  /** A new token and the secret to put in the link (never stored). */
  static issue(userId: number, purpose: AccountTokenPurpose, email: string, now: Date = new Date()) {
    const secret = randomBytes(32).toString('base64url');
    return { token: new AccountToken(userId, purpose, email, hashAccountToken(secret), now), secret };
  }
}
