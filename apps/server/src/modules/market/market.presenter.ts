/** Stored figures as the API gives them: numbers, months as YYYY-MM, thin months blanked. */
import type { MarketMonth } from '@hearth/contracts';
import { enoughSales, type PropertyGroup } from '@hearth/domain';
import type { MarketFiguresRow } from './market.repository';

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

/** One stored row; with fewer sales than `minimumSales` its medians and averages are null. */
export function presentMarketMonth(row: MarketFiguresRow, minimumSales: number): MarketMonth {
  const enough = enoughSales(row.closed_sales, minimumSales);
  const ifEnough = (value: string | null) => (enough ? toNumber(value) : null);
  return {
    month: String(row.month).slice(0, 7),
    group: row.property_group as PropertyGroup,
    closedSales: row.closed_sales,
    medianSalesPrice: ifEnough(row.median_sales_price),
    averageSalesPrice: ifEnough(row.average_sales_price),
    newListings: row.new_listings,
    pendingSales: row.pending_sales,
    inventory: row.inventory,
    monthsSupply: toNumber(row.months_supply),
    medianDaysOnMarket: ifEnough(row.median_days_on_market),
    percentOfListPriceReceived: ifEnough(row.percent_of_list_price_received),
    enoughSales: enough,
  };
}
