import { describe, expect, it } from 'vitest';
import { formatLegalDate, parseCalendarDate } from './legal-date.ts';

describe('formatLegalDate', () => {
  it("writes the date in the site's Indian English when the document has no language of its own", () => {
    expect(formatLegalDate('2025-08-22', undefined)).toBe('22 August 2025');
    expect(formatLegalDate('2026-01-05', undefined)).toBe('5 January 2026');
  });

  it("writes it in the document's language", () => {
    expect(formatLegalDate('2025-08-22', 'de')).toBe('22. August 2025');
    expect(formatLegalDate('2026-03-01', 'de-DE')).toBe('1. März 2026');
  });

  it('prints the calendar day itself, whatever the time zone (no hydration mismatch at midnight)', () => {
    // The date is read and formatted in UTC: the first and last day of a year stay themselves.
    expect(formatLegalDate('2025-01-01', undefined)).toBe('1 January 2025');
    expect(formatLegalDate('2025-12-31', undefined)).toBe('31 December 2025');
  });

  it('refuses days that do not exist instead of rolling them over into the next month', () => {
    expect(parseCalendarDate('2025-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(formatLegalDate('2025-04-31', undefined)).toBeUndefined();
    expect(formatLegalDate('22 August 2025', undefined)).toBeUndefined();
  });
});
