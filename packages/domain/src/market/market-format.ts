/** Market figures as text in the reader's language: the web pages and the PDF report. */

/** One month's figures, as the market API answers them. */
export interface MarketFigures {
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

export type FigureKey = keyof Pick<
  MarketFigures,
  | 'closedSales'
  | 'medianSalesPrice'
  | 'averageSalesPrice'
  | 'newListings'
  | 'pendingSales'
  | 'inventory'
  | 'monthsSupply'
  | 'medianDaysOnMarket'
  | 'percentOfListPriceReceived'
>;

export const FIGURE_KEYS: readonly FigureKey[] = [
  'closedSales',
  'medianSalesPrice',
  'averageSalesPrice',
  'newListings',
  'pendingSales',
  'inventory',
  'monthsSupply',
  'medianDaysOnMarket',
  'percentOfListPriceReceived',
];

const PRICES = new Set<FigureKey>(['medianSalesPrice', 'averageSalesPrice']);

/** A figure as text in the page's language; null as a dash. */
export function formatFigure(key: FigureKey, value: number | null, locale: string): string {
  if (value === null) return '–';
  if (PRICES.has(key)) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(value);
  }
  if (key === 'percentOfListPriceReceived') {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value) + ' %';
  }
  const digits = key === 'monthsSupply' || key === 'medianDaysOnMarket' ? 1 : 0;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A compact axis label: $512K, 1.2K, 3.5. */
export function formatAxis(key: FigureKey, value: number, locale: string): string {
  const compact = new Intl.NumberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
  return PRICES.has(key) ? `$${compact}` : compact;
}

/** The change from `before` to `now`: "+4.2 %" for money and counts, "+1.3 pts" for a percent. */
export function formatChange(
  key: FigureKey,
  now: number | null,
  before: number | null,
  locale: string,
): string | null {
  if (now === null || before === null) return null;
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  if (key === 'percentOfListPriceReceived') return `${number.format(now - before)} pts`;
  if (before === 0) return null;
  return `${number.format(((now - before) / before) * 100)} %`;
}

/** "October 2026" for '2026-10'. */
export function monthName(month: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, mon - 1, 1)));
}

/** The month twelve months before 'YYYY-MM'. */
export function yearBefore(month: string): string {
  return `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
}

/** The headline figures of a month, in the order the pages and the PDF show them. */
export const HEADLINE_FIGURES: readonly FigureKey[] = [
  'closedSales',
  'medianSalesPrice',
  'newListings',
  'pendingSales',
  'inventory',
  'monthsSupply',
  'medianDaysOnMarket',
  'percentOfListPriceReceived',
];

/** Figures of closed sales that a month without enough sales leaves out. */
export const FIGURES_NEEDING_SALES: ReadonlySet<FigureKey> = new Set<FigureKey>([
  'medianSalesPrice',
  'medianDaysOnMarket',
  'percentOfListPriceReceived',
]);
