export const RESET_TOKEN_LIFETIME_MINUTES = 30;

/** A single-use permission to set a new password; only the token's hash is kept. */
export class PasswordResetToken {
  id!: number;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null = null;
  createdAt: Date;

  constructor(userId: number, tokenHash: string, now: Date = new Date()) {
    this.userId = userId;
    this.tokenHash = tokenHash;
    this.createdAt = now;
    this.expiresAt = new Date(now.getTime() + RESET_TOKEN_LIFETIME_MINUTES * 60_000);
  }

  isUsable(now: Date = new Date()): boolean {
    return this.usedAt === null && this.expiresAt > now;
  }

  markUsed(now: Date = new Date()): void {
    this.usedAt = now;
  }
}
