import type { MarketEditionSummary } from '@hearth/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-client';

export const marketEditionKeys = {
  all: ['console', 'market-editions'] as const,
};

/** `GET /api/admin/market/editions`: the frozen editions with their data quality. */
export function fetchMarketEditions(signal?: AbortSignal): Promise<MarketEditionSummary[]> {
  return api
    .get<{ editions: MarketEditionSummary[] }>('/api/admin/market/editions', { signal })
    .then((body) => body.editions);
}

export const marketEditionsQuery = () =>
  queryOptions({
    queryKey: marketEditionKeys.all,
    queryFn: ({ signal }) => fetchMarketEditions(signal),
  });

export function useMarketEditions() {
  return useQuery(marketEditionsQuery());
}

/** `PUT /api/admin/market/editions/{month}`: saves the commentary and, with publish, publishes. */
export function useUpdateMarketEdition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { edition: string; commentary: string; publish: boolean }) =>
      api.put<MarketEditionSummary>(
        `/api/admin/market/editions/${encodeURIComponent(change.edition)}`,
        { commentary: change.commentary, publish: change.publish },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: marketEditionKeys.all }),
  });
}
