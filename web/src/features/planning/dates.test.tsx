import { addDays, dayLabel, isCalendarDate, localDate, mondayOf, rangeLabel, shortDayLabel, weekOf, weekdayIndex } from './dates';

describe('planner dates', () => {
  it('starts weeks on Monday, whatever day is given', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-27')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(weekOf('2026-11-23')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('crosses a month end, a year end and 29 February', () => {
    expect(weekOf('2026-11-30')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekOf('2026-12-28').at(-1)).toBe('2027-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-01-04', -7)).toBe('2026-12-28');
  });

  it('keeps 7 calendar days in a week when the clocks change (calendar arithmetic, no hours)', () => {
    // Europe's spring change is on Sunday 29 March 2026 (a 23-hour day), America's autumn one on Sunday 1 November 2026 (25 hours).
    expect(weekOf('2026-03-23')).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-26', 7)).toBe('2026-11-02');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
    // The week of a moment in the small hours of the change day is still that calendar week.
    expect(mondayOf(localDate(new Date(2026, 2, 29, 1, 30)))).toBe('2026-03-23');
    expect(mondayOf(localDate(new Date(2026, 10, 1, 1, 30)))).toBe('2026-10-26');
  });

  it("reads today from the browser's own clock and zone, never from UTC", () => {
    expect(localDate(new Date(2026, 10, 27, 23, 30))).toBe('2026-11-27');
    expect(localDate(new Date(2026, 10, 28, 0, 30))).toBe('2026-11-28');
    // 23:30 on 27 November in California is 07:30 on the 28th in UTC: the local day is the one planned for.
    const californiaEvening = {
      getFullYear: () => 2026,
      getMonth: () => 10,
      getDate: () => 27,
      toISOString: () => '2026-11-28T07:30:00.000Z',
    } as Date;
    expect(localDate(californiaEvening)).toBe('2026-11-27');
  });

  it('names days and weeks in English', () => {
    expect(dayLabel('2026-11-27')).toBe('Friday 27 November');
    expect(shortDayLabel('2026-11-23')).toBe('Mon 23 Nov');
    expect(rangeLabel('2026-11-23', '2026-11-29')).toBe('23 – 29 Nov 2026');
    expect(rangeLabel('2026-11-30', '2026-12-06')).toBe('30 Nov – 6 Dec 2026');
    expect(rangeLabel('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-11-23')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('23/11/2026')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });
});
