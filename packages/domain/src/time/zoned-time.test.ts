import { describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  daysBetween,
  parseCalendarDate,
  toDateNumber,
  zonedTimeToInstant,
} from './zoned-time';

describe('time zones as parameters', () => {
  it('reads the calendar date of an instant in a zone', () => {
    expect(calendarDateIn(new Date('2025-05-02T03:00:00Z'), 'America/Los_Angeles')).toEqual({
      year: 2025,
      month: 5,
      day: 1,
    });
    expect(calendarDateIn(new Date('2025-05-02T03:00:00Z'), 'Not/AZone')).toEqual({
      year: 2025,
      month: 5,
      day: 2,
    });
  });

  it('finds the instant of a wall-clock time, across daylight saving', () => {
    expect(
      zonedTimeToInstant(
        { year: 2025, month: 1, day: 15 },
        13,
        0,
        'America/Los_Angeles',
      ).toISOString(),
    ).toBe('2025-01-15T21:00:00.000Z');
    expect(
      zonedTimeToInstant(
        { year: 2025, month: 7, day: 15 },
        13,
        0,
        'America/Los_Angeles',
      ).toISOString(),
    ).toBe('2025-07-15T20:00:00.000Z');
  });

  it('parses dates and counts days', () => {
    expect(parseCalendarDate(20240229)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2025-06-30T00:00:00Z')).toEqual({ year: 2025, month: 6, day: 30 });
    expect(daysBetween({ year: 2025, month: 2, day: 27 }, { year: 2025, month: 3, day: 1 })).toBe(
      2,
    );
    expect(toDateNumber({ year: 2025, month: 6, day: 3 })).toBe(20250603);
  });
});
