interface NamedUser {
  name?: string | null;
  email?: string | null;
}

/** The user's first name, else the part of the email before the @, else 'there' (spec document 1 §2 Chat). */
export function greetingName(user: NamedUser | null | undefined): string {
  const first = user?.name?.trim().split(/\s+/)[0];
  if (first) return first;
  const local = user?.email?.trim().split('@')[0];
  if (local) return local;
  return 'there';
}

/** 'Good morning' before noon, 'Good afternoon' until 6 pm, 'Good evening' after. */
export function timeOfDayGreeting(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'Thursday, November 26', in English like the rest of the screen. Not toLocaleDateString: the page's
 * first date format loads the browser's date patterns, 60–100 ms on the main thread here, in Home's
 * first render.
 */
export function homeDate(date: Date = new Date()): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
}
