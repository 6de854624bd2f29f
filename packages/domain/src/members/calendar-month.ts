import type { CalendarDate } from '../time/zoned-time';

export interface MonthGridDay extends CalendarDate {
  /** Whether the day belongs to the month shown (the grid fills whole weeks). */
  readonly inMonth: boolean;
}

const utc = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day);
const fromUtc = (ms: number): CalendarDate => {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/**
 * The weeks of a month as a calendar shows them, Sunday first: whole weeks from the one holding
 * the 1st to the one holding the last day (4 to 6 rows).
 */
export function monthGrid(year: number, month: number): MonthGridDay[][] {
  const first = Date.UTC(year, month - 1, 1);
  const start = first - new Date(first).getUTCDay() * 86_400_000;
  const last = Date.UTC(year, month, 0);
  const end = last + (6 - new Date(last).getUTCDay()) * 86_400_000;
  const weeks: MonthGridDay[][] = [];
  for (let ms = start; ms <= end; ms += 7 * 86_400_000) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = fromUtc(ms + i * 86_400_000);
        return { ...day, inMonth: day.month === month };
      }),
    );
  }
  return weeks;
}

/** The month `delta` months from the given one. */
export function shiftMonth(
  at: { year: number; month: number },
  delta: number,
): { year: number; month: number } {
  const index = at.year * 12 + (at.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'YYYY-MM-DD' of a calendar date. */
export function isoCalendarDate(date: CalendarDate): string {
  return new Date(utc(date)).toISOString().slice(0, 10);
}
