import { greetingName, homeDate, timeOfDayGreeting } from './greeting';

describe("Home's greeting", () => {
  it('dates the day in English, as the rest of the screen reads', () => {
    expect(homeDate(new Date(2026, 10, 26, 9, 30))).toBe('Thursday, November 26');
    expect(homeDate(new Date(2027, 0, 3))).toBe('Sunday, January 3');
  });

  it('greets by the time of day and by first name', () => {
    expect(timeOfDayGreeting(new Date(2026, 10, 26, 9))).toBe('Good morning');
    expect(timeOfDayGreeting(new Date(2026, 10, 26, 14))).toBe('Good afternoon');
    expect(timeOfDayGreeting(new Date(2026, 10, 26, 21))).toBe('Good evening');
    expect(greetingName({ name: 'Ada Lovelace' })).toBe('Ada');
    expect(greetingName({ email: 'chef@example.com' })).toBe('chef');
    expect(greetingName(null)).toBe('there');
  });
});
