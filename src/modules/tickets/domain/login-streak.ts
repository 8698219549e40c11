const DAY_MS = 24 * 60 * 60 * 1000;

export const DAILY_LOGIN_TICKETS = 2;
export const WEEKLY_STREAK_BONUS = 10;
export const STREAK_BONUS_EVERY = 7;

/** The calendar day (UTC) of a moment, as 'YYYY-MM-DD'. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayBefore(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS));
}

export interface StreakReward {
  tickets: number;
  description: string;
  /** Unique per user and day, so a reward can never be paid twice. */
  idempotencyKey: string;
}

/**
 * A user's run of consecutive days with a sign-in. The first sign-in of a UTC day extends the run
 * (when the previous one was yesterday) or starts a new one, and earns its rewards; later sign-ins
 * that day earn nothing.
 */
export class LoginStreak {
  constructor(
    readonly userId: number,
    public currentStreak = 0,
    public longestStreak = 0,
    public lastLoginDate: string | null = null,
  ) {}

  /** Records a sign-in on `day`; answers the rewards it earns (none when the day was already counted). */
  signIn(day: string): StreakReward[] {
    if (this.lastLoginDate !== null && day <= this.lastLoginDate) return [];
    this.currentStreak = this.lastLoginDate === dayBefore(day) ? this.currentStreak + 1 : 1;
    this.longestStreak = Math.max(this.longestStreak, this.currentStreak);
    this.lastLoginDate = day;
    const rewards: StreakReward[] = [
      { tickets: DAILY_LOGIN_TICKETS, description: `Daily login streak: day ${this.currentStreak}`, idempotencyKey: `login-streak:${day}` },
    ];
    if (this.currentStreak % STREAK_BONUS_EVERY === 0) {
      rewards.push({ tickets: WEEKLY_STREAK_BONUS, description: '7-day streak bonus', idempotencyKey: `login-streak-bonus:${day}` });
    }
    return rewards;
  }
}
