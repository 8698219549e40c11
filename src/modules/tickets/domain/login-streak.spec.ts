import { LoginStreak, utcDay } from './login-streak.js';

describe('LoginStreak', () => {
  it('starts at day 1, continues from yesterday, starts again after a gap, and counts each day once', () => {
    const streak = new LoginStreak(1);
    expect(streak.signIn('2031-02-27').map((reward) => reward.description)).toEqual(['Daily login streak: day 1']);
    expect(streak.signIn('2031-02-27')).toEqual([]);
    // across the end of February
    expect(streak.signIn('2031-02-28')[0]).toEqual({
      tickets: 2,
      description: 'Daily login streak: day 2',
      idempotencyKey: 'login-streak:2031-02-28',
    });
    expect(streak.signIn('2031-03-01')[0].description).toBe('Daily login streak: day 3');
    expect(streak.signIn('2031-03-03')[0].description).toBe('Daily login streak: day 1');
    expect(streak).toMatchObject({ currentStreak: 1, longestStreak: 3, lastLoginDate: '2031-03-03' });
    // a day before the last one counted (a clock set back) earns nothing
    expect(streak.signIn('2031-03-02')).toEqual([]);
  });

  it('adds the 7-day bonus on every 7th day', () => {
    const streak = new LoginStreak(1);
    const rewards = Array.from({ length: 14 }, (_, n) => streak.signIn(utcDay(new Date(Date.UTC(2031, 0, 1 + n)))));
    expect(rewards.map((day) => day.reduce((sum, reward) => sum + reward.tickets, 0))).toEqual([2, 2, 2, 2, 2, 2, 12, 2, 2, 2, 2, 2, 2, 12]);
    expect(rewards[6][1]).toEqual({ tickets: 10, description: '7-day streak bonus', idempotencyKey: 'login-streak-bonus:2031-01-07' });
  });

  it('takes the day in UTC', () => {
    expect(utcDay(new Date('2031-01-01T23:59:59Z'))).toBe('2031-01-01');
    expect(utcDay(new Date('2031-01-02T00:30:00+02:00'))).toBe('2031-01-01');
  });
});
