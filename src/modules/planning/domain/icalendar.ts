import type { MealPlanEntry } from './meal-plan.js';

/** What the feed needs besides the entries: where recipes live, and the feed's own name. */
export interface FeedContext {
  /** The app's public address, without a trailing slash. */
  baseUrl: string;
  /** The recipe page's path for an entry's recipe (/recipes/{slug}/{id}). */
  recipePath: (recipe: { id: number; name: string }) => string;
  now: Date;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded, continuation lines starting with a space; never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The meal plan as an iCalendar file: one all-day event per entry, with the recipe's link. */
export function mealPlanCalendar(entries: readonly MealPlanEntry[], context: FeedContext): string {
  const host = new URL(context.baseUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Savor//Meal plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Savor meal plan',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const entry of entries) {
    const title = entry.recipe?.name ?? entry.note ?? 'Planned meal';
    const url = entry.recipe ? `${context.baseUrl}${context.recipePath(entry.recipe)}` : null;
    const description = [entry.recipe && entry.servings ? `${entry.servings} servings` : null, url].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:meal-plan-entry-${entry.id}@${host}`,
      `DTSTAMP:${stamp(context.now)}`,
      `DTSTART;VALUE=DATE:${compactDate(entry.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(entry.date))}`,
      `SUMMARY:${escapeText(`${entry.meal}: ${title}`)}`,
      'TRANSP:TRANSPARENT',
    );
    if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
    if (url) lines.push(`URL:${url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
