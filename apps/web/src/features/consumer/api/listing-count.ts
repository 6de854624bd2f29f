import {
  searchQueryString,
  searchRequestFilters,
  withoutFilters,
  type ListingFilters,
} from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';

/**
 * How many listings match a saved search now, by the search API (the same count that decides
 * the 1,000-result cap): one request of no records per search on screen.
 */
export function useListingCount(query: ListingFilters) {
  const settings = useSettings();
  const request = withoutFilters(searchRequestFilters(query, settings), [
    'polygon',
    'mapbound',
    'searchBy',
    'savedSearchId',
    'offset',
    'limit',
    'fields',
  ]);
  const text = `${searchQueryString(request)}&limit=0&fields=ListingId`;
  return useQuery({
    queryKey: ['listing-count', text],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ total: number }>(`${settings.searchApiUrl}/listings?${text}`, {
          headers: { Authorization: `Bearer ${settings.searchApiKey}` },
          signal,
        })
      ).total,
    staleTime: 60_000,
  });
}
