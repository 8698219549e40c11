import type { PasswordResetToken } from '../../domain/password-reset-token.js';

export abstract class PasswordResetTokens {
  abstract save(token: PasswordResetToken): Promise<void>;
  abstract findByHash(tokenHash: string): Promise<PasswordResetToken | null>;
  /** Marks every unused token of the user used, so an older link cannot be used after a reset. */
  abstract retireAllFor(userId: number, now: Date): Promise<void>;
}
