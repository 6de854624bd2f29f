/**
 * The market figures computed again from the raw rows, in plain TypeScript, for checking the
 * stored figures and the API (docs/market-statistics.md). Written apart from the code it checks:
 * it imports nothing of modules/market or of packages/domain's definitions.
 */

export interface OracleListing {
  id: string;
  propertyType: string;
  propertySubType: string | null;
  status: string;
  closeDate: string | null;
  closePrice: number | null;
  listPrice: number;
  originalListPrice: number | null;
  onMarketDate: string;
  county: string | null;
  city: string | null;
  zip: string | null;
  /** Statuses in the order entered: [status, 'YYYY-MM-DD']. */
  history: [string, string][];
}

export interface OracleMonth {
  closedSales: number;
  medianSalesPrice: number | null;
  averageSalesPrice: number | null;
  newListings: number;
  pendingSales: number;
  inventory: number;
  monthsSupply: number | null;
  medianDaysOnMarket: number | null;
  percentOfListPriceReceived: number | null;
}

function middle(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[half] ?? null;
  return ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
}

function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

function inGroup(listing: OracleListing, group: string): boolean {
  if (group === 'lease') return listing.propertyType === 'RLSE';
  if (listing.propertyType !== 'RESI') return false;
  if (group === 'all') return true;
  if (group === 'single-family') return listing.propertySubType === 'Single Family Residence';
  return ['Condominium', 'Townhouse', 'Stock Cooperative'].includes(listing.propertySubType ?? '');
}

function inArea(listing: OracleListing, type: string, name: string): boolean {
  if (type === 'region') return true;
  const value = type === 'county' ? listing.county : type === 'city' ? listing.city : listing.zip;
  return value === name;
}

function lastDay(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);
}

function previousMonth(month: string, back: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 - back, 1));
  return date.toISOString().slice(0, 7);
}

function days(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

function statusOn(listing: OracleListing, day: string): string | null {
  let status: string | null = null;
  for (const [entered, on] of listing.history) if (on <= day) status = entered;
  return status;
}

function closedIn(listings: OracleListing[], month: string): OracleListing[] {
  return listings.filter(
    (listing) => listing.status === 'Closed' && listing.closeDate?.slice(0, 7) === month,
  );
}

/** One area's figures of one month and group, from the raw rows. */
export function oracleMonth(
  all: OracleListing[],
  area: { type: string; name: string },
  group: string,
  month: string,
  comingSoonCounts: boolean,
): OracleMonth {
  const listings = all.filter((l) => inArea(l, area.type, area.name) && inGroup(l, group));
  const closed = closedIn(listings, month);
  const prices = closed.flatMap((l) => (l.closePrice === null ? [] : [l.closePrice]));
  const ratios = closed.flatMap((l) => {
    const base = l.originalListPrice ?? l.listPrice;
    return l.closePrice === null || base <= 0 ? [] : [(100 * l.closePrice) / base];
  });
  const pending = listings.reduce((count, l) => {
    let entries = 0;
    l.history.forEach(([status, on], index) => {
      const before = index > 0 ? l.history[index - 1]?.[0] : undefined;
      const isPending = status === 'Pending' || status === 'Active Under Contract';
      const wasPending = before === 'Pending' || before === 'Active Under Contract';
      if (isPending && !wasPending && on.slice(0, 7) === month) entries++;
    });
    return count + entries;
  }, 0);
  const end = lastDay(month);
  const forSale = comingSoonCounts ? ['Active', 'Coming Soon'] : ['Active'];
  const inventory = listings.filter((l) => forSale.includes(statusOn(l, end) ?? '')).length;
  let sales12 = 0;
  for (let back = 0; back < 12; back++)
    sales12 += closedIn(listings, previousMonth(month, back)).length;
  return {
    closedSales: closed.length,
    medianSalesPrice: middle(prices),
    averageSalesPrice: mean(prices),
    newListings: listings.filter((l) => l.onMarketDate.slice(0, 7) === month).length,
    pendingSales: pending,
    inventory,
    monthsSupply: sales12 > 0 ? inventory / (sales12 / 12) : null,
    medianDaysOnMarket: middle(
      closed.flatMap((l) => (l.closeDate === null ? [] : [days(l.onMarketDate, l.closeDate)])),
    ),
    percentOfListPriceReceived: mean(ratios),
  };
}
