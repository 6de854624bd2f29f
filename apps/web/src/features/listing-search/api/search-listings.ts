import type { ListingSearchResponse } from '@hearth/contracts';
import { withResultFields, type ListingFilters } from '@hearth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../config/settings';
import { useSettings } from '../../../config/settings-context';
import { listingsQueryKey } from './first-search';
import { isListingSearchResponse } from './listing-search-shape';
import { listingRequestQuery, searchApiGet } from './search-api';

export function fetchListings(
  settings: PublicSettings,
  query: string,
  signal?: AbortSignal,
): Promise<ListingSearchResponse> {
  return searchApiGet<ListingSearchResponse>(
    settings,
    '/listings',
    query,
    (body) => (isListingSearchResponse(body) ? { success: true, data: body } : { success: false }),
    signal,
  );
}

/**
 * The listings of a filter set. A new filter set cancels the request in flight (its signal
 * aborts when the query loses its observer); the previous page stays on screen meanwhile.
 */
export function useListingSearch(filters: ListingFilters) {
  const settings = useSettings();
  // The fields the screen shows, not whole records.
  const query = withResultFields(listingRequestQuery(filters, settings));
  return useQuery({
    queryKey: listingsQueryKey(settings, query),
    queryFn: ({ signal }) => fetchListings(settings, query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
