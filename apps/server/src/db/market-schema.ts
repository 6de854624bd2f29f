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

/** Counties, cities and ZIP codes a listing write touched, and the first month it may change (0055). */
export interface MarketDirtyRangesTable {
  county: string | null;
  city: string | null;
  zip: string | null;
  from_month: DateOnly;
}

/** Each area with figures and its county (that of a city or ZIP code; 0055). */
export interface MarketAreasTable {
  area_type: string;
  area_name: string;
  county: string | null;
}

/** What the figures need of a listing that left `listings` (0055). */
export interface MarketGoneListingsTable {
  id: ColumnType<string, string | number, string | number>;
  property_type: string;
  property_sub_type: string | null;
  standard_status: string;
  county_or_parish: string | null;
  city: string | null;
  postal_code: string | null;
  on_market_date: DateOnly;
  close_date: DateOnly | null;
  close_price: Numeric | null;
  list_price: Numeric;
  original_list_price: Numeric | null;
  gone_on: DateOnly;
}

export interface MarketEditionsTable {
  month: DateOnly;
  status: ColumnType<
    'draft' | 'published',
    'draft' | 'published' | undefined,
    'draft' | 'published'
  >;
  commentary: ColumnType<string, string | undefined, string>;
  data_quality: ColumnType<MarketDataQuality, string, string>;
  frozen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Counts of the edition month's records that the figures had to leave out or guess. */
export interface MarketDataQuality {
  closedWithoutClosePrice: number;
  closedWithoutCloseDate: number;
  closeBeforeOnMarket: number;
  withoutCity: number;
  withoutPostalCode: number;
  withoutOriginalListPrice: number;
}

export type MarketEditionFiguresTable = Omit<MarketFiguresTable, 'updated_at'> & {
  edition: DateOnly;
  updated_at: ColumnType<Date, Date | string, Date | string>;
};

export interface MarketReportSubscribersTable {
  account_id: ColumnType<string, string | number, string | number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MarketDatabase {
  market_report_subscribers: MarketReportSubscribersTable;
  market_editions: MarketEditionsTable;
  market_edition_figures: MarketEditionFiguresTable;
  listing_status_history: ListingStatusHistoryTable;
  market_figures: MarketFiguresTable;
  market_dirty: MarketDirtyTable;
  market_dirty_ranges: MarketDirtyRangesTable;
  market_areas: MarketAreasTable;
  market_gone_listings: MarketGoneListingsTable;
}
