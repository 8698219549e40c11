/**
 * Calendar dates as the plan holds them: 'YYYY-MM-DD', no time, no time zone. Today is read from the
 * browser's local clock (never toISOString, which is UTC: at 00:30 in Paris it is still yesterday there);
 * everything after that is calendar arithmetic done in UTC, where no day is 23 or 25 hours long, so a week
 * across a change of clocks still has 7 days. Names are English, like the rest of the screens, and written
 * out here rather than asked of Intl (whose first use loads the browser's date patterns).
 */
export type CalendarDate = string;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number) => String(n).padStart(2, '0');
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date at midnight UTC (setUTCFullYear: Date.UTC reads years 0–99 as 1900–1999). */
function utc(date: CalendarDate): Date {
  const [, y, m, d] = PATTERN.exec(date) ?? [];
  const at = new Date(Date.UTC(2000, Number(m) - 1, Number(d)));
  at.setUTCFullYear(Number(y));
  return at;
}

function written(at: Date): CalendarDate {
  return `${String(at.getUTCFullYear()).padStart(4, '0')}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** The local calendar date of `now` (the browser's clock and time zone). */
export function localDate(now: Date = new Date()): CalendarDate {
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether `value` is a real date written YYYY-MM-DD ('2026-02-30' is not). */
export function isCalendarDate(value: string | null | undefined): value is CalendarDate {
  return !!value && PATTERN.test(value) && written(utc(value)) === value;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const at = utc(date);
  at.setUTCDate(at.getUTCDate() + days);
  return written(at);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: CalendarDate): number {
  return (utc(date).getUTCDay() + 6) % 7;
}

/** The Monday of `date`'s week (weeks start on Monday). */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -weekdayIndex(date));
}

/** The 7 days of the week that starts on `monday`. */
export function weekOf(monday: CalendarDate): CalendarDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export const dayOfMonth = (date: CalendarDate): number => utc(date).getUTCDate();
/** 'Friday' */
export const weekdayName = (date: CalendarDate): string => WEEKDAYS[weekdayIndex(date)];
/** 'Fri' */
export const shortWeekday = (date: CalendarDate): string => weekdayName(date).slice(0, 3);
const monthOf = (date: CalendarDate) => MONTHS[utc(date).getUTCMonth()];
const yearOf = (date: CalendarDate) => utc(date).getUTCFullYear();

/** 'Friday 27 November' */
export function dayLabel(date: CalendarDate): string {
  return `${weekdayName(date)} ${dayOfMonth(date)} ${monthOf(date)}`;
}

/** 'Fri 27 Nov' */
export function shortDayLabel(date: CalendarDate): string {
  return `${shortWeekday(date)} ${dayOfMonth(date)} ${monthOf(date).slice(0, 3)}`;
}

/** '23 – 29 Nov 2026', '30 Nov – 6 Dec 2026', '28 Dec 2026 – 3 Jan 2027'. */
export function rangeLabel(first: CalendarDate, last: CalendarDate): string {
  const month = (date: CalendarDate) => monthOf(date).slice(0, 3);
  const end = `${dayOfMonth(last)} ${month(last)} ${yearOf(last)}`;
  if (yearOf(first) !== yearOf(last)) return `${dayOfMonth(first)} ${month(first)} ${yearOf(first)} – ${end}`;
  if (month(first) !== month(last)) return `${dayOfMonth(first)} ${month(first)} – ${end}`;
  return `${dayOfMonth(first)} – ${end}`;
}
