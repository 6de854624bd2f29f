import { describe, expect, it } from 'vitest';
import { isoCalendarDate, monthGrid, shiftMonth } from './calendar-month';

describe('monthGrid', () => {
  it('fills whole weeks, Sunday first', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday: 5 rows.
    const march = monthGrid(2026, 3);
    expect(march).toHaveLength(5);
    expect(isoCalendarDate(march[0]![0]!)).toBe('2026-03-01');
    expect(isoCalendarDate(march[4]![6]!)).toBe('2026-04-04');
    expect(march[4]![6]!.inMonth).toBe(false);
    // February 2026 starts on a Sunday and has 28 days: exactly 4 rows.
    expect(monthGrid(2026, 2)).toHaveLength(4);
    // August 2026 starts on a Saturday: 6 rows.
    expect(monthGrid(2026, 8)).toHaveLength(6);
  });

  it('shifts months across years', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
  });
});
