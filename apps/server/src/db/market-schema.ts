import type { ColumnType, GeneratedAlways } from 'kysely';

/** Tables of the market statistics (migration 0051_market_statistics). */

type DateOnly = ColumnType<string, string, string>; // 'YYYY-MM-DD'
type Numeric = ColumnType<string, number | string, number | string>;

export interface ListingStatusHistoryTable {
  seq: GeneratedAlways<string>;
  listing_id: ColumnType<string, string | number, string | number>;
  standard_status: string;
  entered_on: DateOnly;
}

export interface MarketFiguresTable {
  area_type: string;
  area_name: string;
  property_group: string;
  /** The month's first day. */
  month: DateOnly;
  closed_sales: number;
  median_sales_price: Numeric | null;
  average_sales_price: Numeric | null;
  new_listings: number;
  pending_sales: number;
  inventory: number;
  months_supply: Numeric | null;
  median_days_on_market: Numeric | null;
  percent_of_list_price_received: Numeric | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MarketDirtyTable {
  area_type: string;
  area_name: string;
  month: DateOnly;
}

export interface MarketDatabase {
  listing_status_history: ListingStatusHistoryTable;
  market_figures: MarketFiguresTable;
  market_dirty: MarketDirtyTable;
}
