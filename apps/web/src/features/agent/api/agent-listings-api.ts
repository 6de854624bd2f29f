import type { AgentListingsResponse, ListingViewStatsResponse } from '@hearth/contracts';
import type { AgentListingShow, AgentListingSort } from '@hearth/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';

const PAGE = 60;

/** The agent's listings in one Show filter and order, a page at a time (`GET {mls api}/agent/listings`). */
export function useAgentListings(show: AgentListingShow, sort: AgentListingSort) {
  const { membioMlsApiUrl } = useSettings();
  return useInfiniteQuery({
    queryKey: ['agent-listings', show, sort],
    queryFn: ({ signal, pageParam }) =>
      api.get<AgentListingsResponse>(`${membioMlsApiUrl}/agent/listings`, {
        signal,
        query: { show, sort, limit: PAGE, offset: pageParam },
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.results.length < last.records ? last.offset + PAGE : undefined,
    placeholderData: keepPreviousData,
  });
}

/** One listing's views per site and day over 30 days (`GET {mls api}/agent/listings/{id}/stats`). */
export function useListingViewStats(id: string) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery({
    queryKey: ['agent-listings', 'stats', id],
    queryFn: ({ signal }) =>
      api
        .get<ListingViewStatsResponse>(
          `${membioMlsApiUrl}/agent/listings/${encodeURIComponent(id)}/stats`,
          { signal },
        )
        .then((body) => body.results),
  });
}
