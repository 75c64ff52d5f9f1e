/**
 * Post dates in the en-IN format of SPEC 2.10: two-digit day, short month,
 * year ("05 Nov 2026"). WordPress sends the site's local date and time without
 * a zone; only the calendar date is used, read and formatted in UTC, so the
 * server and every visitor's browser print the same day (no hydration mismatch).
 */
const formatter = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The calendar date of a WordPress date ("2026-11-05T10:00:00" → "2026-11-05"), or undefined if it is not one. */
export function calendarDateOf(wordPressDate: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(wordPressDate);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) ? undefined : `${year}-${month}-${day}`;
}

/** "05 Nov 2026", or an empty string when the date cannot be read. */
export function formatPostDate(wordPressDate: string): string {
  const calendarDate = calendarDateOf(wordPressDate);
  return calendarDate ? formatter.format(new Date(`${calendarDate}T00:00:00Z`)) : '';
}
