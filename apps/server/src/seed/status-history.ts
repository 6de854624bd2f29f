import type { ListingTimeline } from './listing-timeline';
import { dateOfDayNumber } from './time';

export interface StatusHistoryRow {
  listing_id: number;
  standard_status: string;
  entered_on: string;
}

/**
 * The statuses a demo listing went through, with their days: Coming Soon before its on-market
 * day, Active from it, then under contract and closed, as its timeline says.
 */
export function statusHistory(id: number, timeline: ListingTimeline): StatusHistoryRow[] {
  const row = (status: string, day: number): StatusHistoryRow => ({
    listing_id: id,
    standard_status: status,
    entered_on: dateOfDayNumber(day),
  });
  const entryDay = Math.floor(timeline.entryTimestamp.getTime() / 86_400_000);
  if (timeline.status === 'Coming Soon') return [row('Coming Soon', entryDay)];
  const rows = [row('Active', timeline.onMarketDay)];
  if (timeline.status === 'Active') return rows;
  const contractDay = timeline.purchaseContractDay ?? timeline.onMarketDay;
  if (timeline.status === 'Closed') {
    rows.push(row('Pending', contractDay));
    if (timeline.closeDay !== null) rows.push(row('Closed', timeline.closeDay));
  } else {
    rows.push(row(timeline.status, contractDay));
  }
  return rows;
}
