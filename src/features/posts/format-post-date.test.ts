import { describe, expect, it } from 'vitest';
import { calendarDateOf, formatPostDate } from './format-post-date.ts';

describe('post dates', () => {
  it('uses the en-IN format: two-digit day, short month, year', () => {
    expect(formatPostDate('2026-11-05T10:00:00')).toBe('05 Nov 2026');
    expect(formatPostDate('2026-09-17T10:45:00')).toMatch(/^17 Sept? 2026$/);
  });

  it('keeps the calendar day whatever the time of day (no time-zone shift)', () => {
    expect(formatPostDate('2026-01-01T00:10:00')).toBe('01 Jan 2026');
    expect(formatPostDate('2026-12-31T23:50:00')).toBe('31 Dec 2026');
    expect(calendarDateOf('2026-12-31T23:50:00')).toBe('2026-12-31');
  });

  it('prints nothing for a date it cannot read', () => {
    expect(formatPostDate('')).toBe('');
    expect(formatPostDate('2026-02-30T10:00:00')).toBe('');
    expect(calendarDateOf('yesterday')).toBeUndefined();
  });
});
