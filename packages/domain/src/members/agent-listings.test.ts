import { describe, expect, it } from 'vitest';
import { agentStatistics, statisticsWindows, type ClosedListing } from './agent-listings';

const zone = 'America/Los_Angeles';
// 5 March 2026, 01:00 UTC: still 4 March in California.
const now = new Date('2026-03-05T01:00:00Z');

function closed(CloseDate: string | null, price: number, PropertyType = 'RESI'): ClosedListing {
  return { PropertyType, CloseDate, ClosePrice: price, ListPrice: price + 1 };
}

describe('statisticsWindows', () => {
  it('reads the year and the 365 days in the site zone', () => {
    expect(statisticsWindows(now, zone)).toEqual({
      today: { year: 2026, month: 3, day: 4 },
      yearStart: { year: 2026, month: 1, day: 1 },
      since: { year: 2025, month: 3, day: 4 },
    });
  });
});

describe('agentStatistics', () => {
  it('counts sales and leases apart, year to date and over 365 days', () => {
    const stats = agentStatistics(
      [
        closed('2026-02-01', 500_000),
        closed('2026-03-04', 250_000),
        closed('2025-06-01', 100_000),
        closed('2025-03-03', 999_999), // a day before the window
        closed('2026-01-15', 3_000, 'RLSE'),
        closed('2025-12-01', 9_000, 'COML'),
      ],
      now,
      zone,
    );
    expect(stats.sold).toEqual({
      ytdCount: 2,
      ytdTotal: 750_000,
      yearCount: 3,
      yearTotal: 850_000,
    });
    expect(stats.rented).toEqual({ ytdCount: 1, ytdTotal: 3_000, yearCount: 2, yearTotal: 12_000 });
  });

  it('takes the list price when the close price is missing, and skips undated and future closings', () => {
    const stats = agentStatistics(
      [
        { PropertyType: 'RESI', CloseDate: '2026-01-02', ClosePrice: null, ListPrice: 410_000 },
        closed(null, 1),
        closed('2026-03-05', 2), // tomorrow in California
        closed('not a date', 3),
      ],
      now,
      zone,
    );
    expect(stats.sold).toEqual({
      ytdCount: 1,
      ytdTotal: 410_000,
      yearCount: 1,
      yearTotal: 410_000,
    });
  });
});
