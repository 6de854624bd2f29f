import type { MyMarketResponse } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-client';

export const myMarketKeys = {
  mine: (accountId: string) => ['market', 'mine', accountId] as const,
};

/** `GET /api/market/mine`: the figures of the areas the signed-in member serves. */
export function fetchMyMarket(signal?: AbortSignal): Promise<MyMarketResponse> {
  return api.get<MyMarketResponse>('/api/market/mine', { signal });
}

export const myMarketQuery = (accountId: string) =>
  queryOptions({
    queryKey: myMarketKeys.mine(accountId),
    queryFn: ({ signal }) => fetchMyMarket(signal),
    // The figures change when listings close; a dashboard visit need not refetch them.
    staleTime: 10 * 60_000,
  });

export function useMyMarket(accountId: string | null) {
  return useQuery({ ...myMarketQuery(accountId ?? ''), enabled: accountId !== null });
}
