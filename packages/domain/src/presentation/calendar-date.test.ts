import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date';

describe('calendarDate', () => {
  it('writes a RESO date for the language, never a raw 2026-10-12', () => {
    expect(calendarDate('2026-10-12', 'en-US')).toBe('Oct 12, 2026');
    expect(calendarDate('2026-10-12', 'es-US')).toMatch(/^12 oct\.? 2026$/);
  });

  it('keeps the calendar day whatever the time zone (a date has none)', () => {
    expect(calendarDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    expect(calendarDate('2026-12-31T23:00:00Z', 'en-US')).toBe('Dec 31, 2026');
  });

  it('returns text that is not a date as it came', () => {
    expect(calendarDate('soon', 'en-US')).toBe('soon');
  });
});
