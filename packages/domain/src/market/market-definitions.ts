/**
 * The market statistics' definitions (docs/market-statistics.md), as the industry's monthly
 * market reports give them:
 * - Closed sales: sale listings whose CloseDate falls in the month. Median and average sales
 *   price: of their ClosePrice. Percent of list price received: the mean of ClosePrice ÷
 *   OriginalListPrice (ListPrice when the original is missing).
 * - New listings: OnMarketDate in the month. Pending sales: entered Pending (or Active Under
 *   Contract) in the month, from the listing's history. Inventory: Active (and Coming Soon, per
 *   the site setting) at the month's last day. Months' supply: inventory ÷ the average monthly
 *   closed sales of the 12 months to date. Days on market: median, of the month's closed sales.
 * - Listings hidden from the internet still count, but fewer than a configured number of sales
 *   in a month shows "not enough sales" rather than a median of two.
 */

// The median is members/lead-response.ts's `median`: the middle value, or the mean of the two
// middle values.

export const MARKET_AREA_TYPES = ['region', 'county', 'city', 'zip'] as const;
export type MarketAreaType = (typeof MARKET_AREA_TYPES)[number];

export const PROPERTY_GROUPS = ['all', 'single-family', 'condo-townhouse', 'lease'] as const;
export type PropertyGroup = (typeof PROPERTY_GROUPS)[number];

/** The region's one area name: `/api/market/region/all`. */
export const REGION_AREA_NAME = 'all';

/** Fewer closed sales than this in a month shows "not enough sales" (a site setting's default). */
export const DEFAULT_MINIMUM_SALES = 5;

/** Months' supply averages the closed sales of this many months to date. */
export const MONTHS_SUPPLY_WINDOW = 12;

export const SINGLE_FAMILY_SUB_TYPES: readonly string[] = ['Single Family Residence'];
export const CONDO_TOWNHOUSE_SUB_TYPES: readonly string[] = [
  'Condominium',
  'Townhouse',
  'Stock Cooperative',
];
/** Statuses that make a listing "pending" in the pending sales. */
export const PENDING_STATUSES: readonly string[] = ['Pending', 'Active Under Contract'];

/**
 * The groups a listing counts in: every residential sale (PropertyType RESI) in `all`, and in
 * `single-family` or `condo-townhouse` by its PropertySubType; residential leases (RLSE) apart
 * in `lease`. Other types (income, commercial, land, farm) are in none.
 */
export function propertyGroupsOf(
  propertyType: string,
  propertySubType: string | null,
): PropertyGroup[] {
  if (propertyType === 'RLSE') return ['lease'];
  if (propertyType !== 'RESI') return [];
  const sub = propertySubType ?? '';
  if (SINGLE_FAMILY_SUB_TYPES.includes(sub)) return ['all', 'single-family'];
  if (CONDO_TOWNHOUSE_SUB_TYPES.includes(sub)) return ['all', 'condo-townhouse'];
  return ['all'];
}

/** Statuses that count in the inventory at a month's end. */
export function inventoryStatuses(comingSoonWithActive: boolean): string[] {
  return comingSoonWithActive ? ['Active', 'Coming Soon'] : ['Active'];
}

/** Percent of list price received by one sale: ClosePrice ÷ (OriginalListPrice or ListPrice) × 100. */
export function percentOfListPrice(
  closePrice: number,
  originalListPrice: number | null,
  listPrice: number,
): number | null {
  const base = originalListPrice ?? listPrice;
  return base > 0 ? (closePrice / base) * 100 : null;
}

/** Inventory ÷ the average monthly closed sales of the 12 months to date (this one included). */
export function monthsSupply(
  inventory: number,
  closedSalesOf12Months: readonly number[],
): number | null {
  const total = closedSalesOf12Months.slice(-MONTHS_SUPPLY_WINDOW).reduce((a, b) => a + b, 0);
  const average = total / MONTHS_SUPPLY_WINDOW;
  return average > 0 ? inventory / average : null;
}

/** Whether a month's sales are enough to show its medians and averages. */
export function enoughSales(closedSales: number, minimumSales: number): boolean {
  return closedSales >= minimumSales;
}

/** 'YYYY-MM' of a month given as 'YYYY-MM' or 'YYYY-MM-DD'. */
export function monthKey(date: string): string {
  return date.slice(0, 7);
}

/** The month `count` months after 'YYYY-MM' (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last full month before the month of `today` ('YYYY-MM-DD' or 'YYYY-MM'). */
export function lastFullMonth(today: string): string {
  return addMonths(monthKey(today), -1);
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}
