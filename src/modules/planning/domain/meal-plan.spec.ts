import { addDays, checkRange, datesBetween, daysSpanned, isCalendarDate } from './meal-plan.js';

describe('calendar dates', () => {
  it.each(['2026-11-27', '2028-02-29', '2026-12-31', '1900-01-01'])('reads %s as a date', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-11-31', '2026-1-01', '27/11/2026', '2026-11-27T00:00:00Z', '', 20261127, null])('refuses %p', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });

  it('counts and walks days across a month, a year and a daylight-saving change without drifting', () => {
    expect(daysSpanned('2026-11-23', '2026-11-29')).toBe(7);
    expect(daysSpanned('2026-03-28', '2026-03-30')).toBe(3);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(datesBetween('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(datesBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('takes ranges of 1 to 62 days and refuses the rest', () => {
    expect(checkRange('2026-01-01', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(checkRange('2026-01-01', '2026-03-03')).toEqual({ from: '2026-01-01', to: '2026-03-03' });
    expect(() => checkRange('2026-01-01', '2026-03-04')).toThrow('A range spans at most 62 days');
    expect(() => checkRange('2026-01-02', '2026-01-01')).toThrow('to must not be before from');
    expect(() => checkRange(undefined, '2026-01-01')).toThrow('from and to must be calendar dates written YYYY-MM-DD');
  });
});
