/**
 * The listings of the demo market's five years that never sold: they expired at the end of their
 * listing agreement, or the seller withdrew or canceled them (some after a contract fell
 * through). A feed removes such listings, so they are not in `listings`: the market keeps them
 * in `market_gone_listings` with their status history, and they count in the inventory of the
 * months they were for sale, never as sales. Without them the inventory of past months reads
 * low. Their ids are negative, apart from any listing's.
 */
import type { PropertyType } from '../db/schema';
import type { ListingContext } from './listing-context';
import { listingFacts } from './listing-facts';
import { MARKET_HISTORY_DAYS, daysToClose, marketCloseDay, priceLevel } from './market-history';
import { Random } from './random';
import type { StatusHistoryRow } from './status-history';
import { dateOfDayNumber } from './time';

export interface OffMarketListing {
  id: number;
  property_type: PropertyType;
  property_sub_type: string;
  standard_status: 'Expired' | 'Withdrawn' | 'Canceled';
  county_or_parish: string;
  city: string;
  postal_code: string;
  on_market_date: string;
  close_date: null;
  close_price: null;
  list_price: number;
  original_list_price: number;
  gone_on: string;
}

/**
 * Off-market listings beside `closedSales` sales: about one listing in five does not sell in a
 * balanced market (0.27 per sale).
 */
export const OFF_MARKET_PER_SALE = 0.27;

const TYPES: readonly (readonly [PropertyType, number])[] = [
  ['RESI', 80],
  ['RLSE', 20],
];
const ENDINGS: readonly (readonly [OffMarketListing['standard_status'], number])[] = [
  ['Expired', 50],
  ['Withdrawn', 30],
  ['Canceled', 20],
];

/** Listing agreements run three, four or six months; a lease listing a month or two. */
function daysListed(
  random: Random,
  ending: OffMarketListing['standard_status'],
  lease: boolean,
): number {
  if (lease) return random.int(20, 75);
  if (ending === 'Expired') return random.pick([90, 120, 120, 180]) + random.int(-3, 3);
  return random.int(ending === 'Withdrawn' ? 21 : 10, 150);
}

/** The off-market listing number `index` (0, 1, …); the same seed gives the same one. */
export function generateOffMarketListing(
  context: ListingContext,
  index: number,
): { listing: OffMarketListing; statusHistory: StatusHistoryRow[] } {
  const random = new Random(context.seed, 47, index);
  const id = -(index + 1);
  const type = random.weighted(TYPES);
  const lease = type === 'RLSE';
  const place = context.places.at(random.next());
  const city = place.city;
  const postal = random.pick(city.postalCodes);
  if (!postal) throw new Error(`No postal code for ${city.name}`);
  const facts = listingFacts(random, type, city, false, context.newestYear);
  const ending = random.weighted(ENDINGS);
  // The day it left follows the seasons like a sale's; an unsold listing asked too much.
  const goneDay = marketCloseDay(
    random,
    context.referenceDay - MARKET_HISTORY_DAYS,
    context.referenceDay - 1,
    context.referenceDay,
  );
  const onMarketDay = goneDay - daysListed(random, ending, lease);
  const step = facts.price > 20_000 ? 500 : 5;
  const asked = facts.price * priceLevel(city.name, onMarketDay, context.referenceDay);
  const originalPrice = Math.round((asked * random.float(1.03, 1.12)) / step) * step;
  const listPrice = random.chance(0.45)
    ? Math.round((originalPrice * random.float(0.93, 0.98)) / step) * step
    : originalPrice;
  const row = (status: string, day: number): StatusHistoryRow => ({
    listing_id: id,
    standard_status: status,
    entered_on: dateOfDayNumber(day),
  });
  const statusHistory = [row('Active', onMarketDay)];
  if (ending === 'Canceled' && !lease && random.chance(0.35)) {
    // Under contract, the sale fell through, back on the market, then canceled.
    const contractDay = onMarketDay + random.int(5, Math.max(6, goneDay - onMarketDay - 20));
    const fellThrough = Math.min(
      goneDay - 1,
      contractDay + daysToClose(random, contractDay, context.referenceDay, false) / 3,
    );
    if (contractDay < fellThrough) {
      statusHistory.push(row('Pending', contractDay), row('Active', Math.round(fellThrough)));
    }
  }
  statusHistory.push(row(ending, goneDay));
  return {
    listing: {
      id,
      property_type: type,
      property_sub_type: facts.subType,
      standard_status: ending,
      county_or_parish: city.county,
      city: city.name,
      postal_code: postal.postalCode,
      on_market_date: dateOfDayNumber(onMarketDay),
      close_date: null,
      close_price: null,
      list_price: listPrice,
      original_list_price: originalPrice,
      gone_on: dateOfDayNumber(goneDay),
    },
    statusHistory,
  };
}
