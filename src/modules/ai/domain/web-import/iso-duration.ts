/**
 * Minutes in an ISO 8601 duration as recipe sites write them ("PT1H30M", "P0DT0H45M", "PT90M",
 * "PT0.5H"), rounded up to a whole minute; null for anything else or for zero.
 */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match =
    /^\s*P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?\s*$/i.exec(value);
  if (!match || match.slice(1).every((part) => part === undefined)) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => (part ? Number(part.replace(',', '.')) : 0));
  const total = weeks * 7 * 24 * 60 + days * 24 * 60 + hours * 60 + minutes + seconds / 60;
  return total > 0 ? Math.ceil(total - 1e-9) : null;
}
