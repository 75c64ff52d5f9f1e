/**
 * A legal document's last-updated date in words, in the document's language: "22 August 2025" in the site's
 * Indian English, "22. August 2025" in German. The calendar date is formatted in UTC with a fixed locale, so the
 * pre-rendered page and every visitor's browser print the same words whatever their own time zone or language
 * (no hydration mismatch).
 */

/** The locale of documents without a `lang`: the site's Indian English. */
export const DEFAULT_DATE_LOCALE = 'en-IN';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a year-month-day date, or undefined when it names no real day (such as 2025-02-30). */
export function parseCalendarDate(isoDate: string): Date | undefined {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls impossible days over into the next month; such a date is a typo, not that later day.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** The date in words for `lang` (a language code such as "de"; the site's English when undefined). */
export function formatLegalDate(isoDate: string, lang: string | undefined): string | undefined {
  const date = parseCalendarDate(isoDate);
  if (!date) return undefined;
  return new Intl.DateTimeFormat(lang ?? DEFAULT_DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
