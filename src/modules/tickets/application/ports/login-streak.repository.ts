import type { LoginStreak } from '../../domain/login-streak.js';

/** Read and written only inside LedgerStore.transact, under the user's account lock. */
export abstract class LoginStreakRepository {
  /** The user's streak; a new one (no day counted yet) when there is none. */
  abstract find(userId: number): Promise<LoginStreak>;
  abstract save(streak: LoginStreak): Promise<void>;
}
