import { clusterResponseSchema, type ClusterResponse } from '@hearth/contracts';
import type { ListingFilterName, ListingFilters } from '@hearth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { listingRequestQuery, searchApiGet } from './search-api';

const PAGING: readonly ListingFilterName[] = ['limit', 'offset', 'sortBy', 'order'];

/** Map clusters of a filter set at a geohash precision (public-site.md §7: no limit or offset). */
export function useListingClusters(filters: ListingFilters, precision: number, enabled: boolean) {
  const settings = useSettings();
  const filterQuery = listingRequestQuery(filters, settings, PAGING);
  const query = filterQuery ? `precision=${precision}&${filterQuery}` : `precision=${precision}`;
  return useQuery<ClusterResponse>({
    queryKey: ['listing-clusters', settings.searchApiUrl, query],
    queryFn: ({ signal }) =>
      searchApiGet(
        settings,
        '/listings/cluster',
        query,
        (body) => clusterResponseSchema.safeParse(body),
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
