import { listingSearchResponseSchema, type ListingRecord } from '@hearth/contracts';
import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../config/settings';
import { api } from '../../../shared/lib/api-client';

/** The related listings from the search API; any failure shows none (§8: errors swallowed). */
export const useRelatedListings = (settings: PublicSettings, query: URLSearchParams | null) =>
  useQuery({
    queryKey: ['related-listings', query?.toString()],
    enabled: query !== null,
    queryFn: async ({ signal }): Promise<ListingRecord[]> => {
      const body = await api.get<unknown>(
        `${settings.searchApiUrl}/listings?${query?.toString() ?? ''}`,
        {
          headers: { Authorization: `Bearer ${settings.searchApiKey}` },
          signal,
        },
      );
      const parsed = listingSearchResponseSchema.safeParse(body);
      return parsed.success ? parsed.data.bundle : [];
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
