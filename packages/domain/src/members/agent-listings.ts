import { isLeasePropertyType } from '../filters/property-type';
import {
  calendarDateIn,
  daysBetween,
  parseCalendarDate,
  type CalendarDate,
} from '../time/zoned-time';

/**
 * An agent's own listings (members-area.md §2 "Agent area", §3 "Agent statistics"): the Show
 * filter, the sorts, and the Sold Stats banner's figures.
 */

export const AGENT_LISTING_SHOW_OPTIONS = ['All', 'Active', 'Pending', 'Closed'] as const;
export type AgentListingShow = (typeof AGENT_LISTING_SHOW_OPTIONS)[number];

export const AGENT_LISTING_SORT_OPTIONS = ['ListPriceDown', 'ListPriceUp', 'onMarketDate'] as const;
export type AgentListingSort = (typeof AGENT_LISTING_SORT_OPTIONS)[number];

/** A closed listing as the banner counts it. */
export interface ClosedListing {
  PropertyType: string;
  /** 'YYYY-MM-DD'; a closing without a date is not counted. */
  CloseDate: string | null;
  ClosePrice: number | null;
  ListPrice: number | null;
}

export interface ClosingTotals {
  ytdCount: number;
  ytdTotal: number;
  yearCount: number;
  yearTotal: number;
}

export interface AgentStatistics {
  sold: ClosingTotals;
  rented: ClosingTotals;
}

function emptyTotals(): ClosingTotals {
  return { ytdCount: 0, ytdTotal: 0, yearCount: 0, yearTotal: 0 };
}

/** The earliest close date of each window, in the site's zone: 1 January, and 365 days back. */
export function statisticsWindows(
  now: Date,
  timeZone: string,
): { yearStart: CalendarDate; since: CalendarDate; today: CalendarDate } {
  const today = calendarDateIn(now, timeZone);
  const back = new Date(Date.UTC(today.year, today.month - 1, today.day) - 365 * 86_400_000);
  return {
    today,
    yearStart: { year: today.year, month: 1, day: 1 },
    since: { year: back.getUTCFullYear(), month: back.getUTCMonth() + 1, day: back.getUTCDate() },
  };
}

/**
 * The Sold Stats banner: closings year to date and over the last 365 days, each a count and a
 * volume (the close price, else the list price), sales and leases apart. Closings dated in the
 * future (a data error) are not counted.
 */
export function agentStatistics(
  closed: readonly ClosedListing[],
  now: Date,
  timeZone: string,
): AgentStatistics {
  const { today, yearStart, since } = statisticsWindows(now, timeZone);
  const sold = emptyTotals();
  const rented = emptyTotals();
  for (const listing of closed) {
    const date = parseCalendarDate(listing.CloseDate);
    if (!date || daysBetween(date, today) < 0) continue;
    const totals = isLeasePropertyType(listing.PropertyType) ? rented : sold;
    const amount = listing.ClosePrice ?? listing.ListPrice ?? 0;
    if (daysBetween(since, date) >= 0) {
      totals.yearCount += 1;
      totals.yearTotal += amount;
    }
    if (daysBetween(yearStart, date) >= 0) {
      totals.ytdCount += 1;
      totals.ytdTotal += amount;
    }
  }
  return { sold, rented };
}

/**
 * The '30 Day View Stats' modal leaves one aggregator site out (members-area.md §2): views
 * recorded under this site name are kept but never charted.
 */
export const AGGREGATOR_SITE = 'aggregator';

/** Days in the '30 Day View Stats' window, today included. */
export const VIEW_STATS_DAYS = 30;

/** The Show filter's statuses: Coming Soon counts as Active, Active Under Contract as Pending. */
export const AGENT_LISTING_SHOW_STATUSES: Record<Exclude<AgentListingShow, 'All'>, string[]> = {
  Active: ['Active', 'Coming Soon'],
  Pending: ['Pending', 'Active Under Contract'],
  Closed: ['Closed'],
};
