import type { MarketAreasResponse, MarketResponse } from '@hearth/contracts';

export type MarketEditionResponse = MarketResponse & {
  edition: { edition: string; commentary: string; publishedAt: string | null };
};
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-client';

/** The months a market page asks for: the 24 of its charts and the year before them, for the changes. */
export const MARKET_PAGE_MONTHS = 36;

export const marketKeys = {
  all: ['market'] as const,
  areas: () => [...marketKeys.all, 'areas'] as const,
  area: (areaType: string, areaName: string, months: number) =>
    [...marketKeys.all, 'area', areaType, areaName.toLowerCase(), months] as const,
};

/** `GET /api/market/{areaType}/{areaName}?months=N`: an area's figures, every group. */
export function fetchMarketFigures(
  areaType: string,
  areaName: string,
  months: number,
  signal?: AbortSignal,
): Promise<MarketResponse> {
  return api.get<MarketResponse>(
    `/api/market/${encodeURIComponent(areaType)}/${encodeURIComponent(areaName)}?months=${months}`,
    { signal },
  );
}

export const marketFiguresQuery = (areaType: string, areaName: string, months: number) =>
  queryOptions({
    queryKey: marketKeys.area(areaType, areaName, months),
    queryFn: ({ signal }) => fetchMarketFigures(areaType, areaName, months, signal),
    staleTime: 5 * 60_000,
  });

export function useMarketFigures(areaType: string, areaName: string, months: number) {
  return useQuery(marketFiguresQuery(areaType, areaName, months));
}

/** `GET /api/market`: every area with figures. */
export const marketAreasQuery = () =>
  queryOptions({
    queryKey: marketKeys.areas(),
    queryFn: ({ signal }) => api.get<MarketAreasResponse>('/api/market', { signal }),
    staleTime: 60 * 60_000,
  });

export function useMarketAreas() {
  return useQuery(marketAreasQuery());
}

/** `GET /api/market/reports/{month}`: a published edition of the region's report, as frozen. */
export function useMarketEdition(month: string) {
  return useQuery({
    queryKey: [...marketKeys.all, 'edition', month] as const,
    queryFn: ({ signal }) =>
      api.get<MarketEditionResponse>(`/api/market/reports/${encodeURIComponent(month)}`, {
        signal,
      }),
    staleTime: 60 * 60_000,
  });
}
