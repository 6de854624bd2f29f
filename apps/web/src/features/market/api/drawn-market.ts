/**
 * A market page drawn on the server (apps/server: plugins/web-app/market-screen.ts): the page
 * carries the area's figures and the list of areas it was drawn with. The server's render and
 * the browser's first render seed the query cache with the same data, so that the browser takes
 * the page over instead of asking for the figures again and drawing it afresh.
 */
import type { MarketAreasResponse, MarketResponse } from '@hearth/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { MARKET_PAGE_MONTHS, marketKeys } from './market-figures';

/** The element in which the server leaves the page's data. */
export const DRAWN_MARKET_ELEMENT_ID = 'hearth-market';

export interface DrawnMarket {
  /** The area as the page's address names it (`region`/`all` for /market). */
  readonly areaType: string;
  readonly areaName: string;
  readonly figures: MarketResponse;
  readonly areas: MarketAreasResponse | null;
}

function isDrawnMarket(value: unknown): value is DrawnMarket {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  const figures = data.figures as { months?: unknown } | null | undefined;
  return (
    typeof data.areaType === 'string' &&
    typeof data.areaName === 'string' &&
    typeof figures === 'object' &&
    figures !== null &&
    Array.isArray(figures.months)
  );
}

/** Puts the page's data in the query cache (on the server before drawing, in the browser before taking over). */
export function seedMarket(queryClient: QueryClient, data: DrawnMarket): void {
  queryClient.setQueryData(
    marketKeys.area(data.areaType, data.areaName, MARKET_PAGE_MONTHS),
    data.figures,
  );
  if (data.areas) queryClient.setQueryData(marketKeys.areas(), data.areas);
}

/** The data the server left in the page, once (the element is removed), or null. */
export function takeDrawnMarket(
  source: Pick<Document, 'getElementById'> = document,
): DrawnMarket | null {
  const element = source.getElementById(DRAWN_MARKET_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return isDrawnMarket(data) ? data : null;
  } catch {
    return null;
  }
}
