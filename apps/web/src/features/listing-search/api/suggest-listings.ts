import type { SuggestResponse } from '@hearth/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { searchApiGet } from './search-api';

/** Statuses suggestions are limited to when Closed listings are not allowed (public-site.md §7). */
const OPEN_STATUSES = 'Active,Pending,Coming Soon,Active Under Contract';

export interface PlaceSuggestion {
  readonly field: string;
  readonly value: string;
  readonly count?: number;
}

/** The suggestions grouped by field, flattened in the order the server sent the groups. */
export function flattenSuggestions(response: SuggestResponse | undefined): PlaceSuggestion[] {
  if (!response) return [];
  return Object.values(response.bundle).flatMap((group) =>
    group.map(({ field, value, count }) =>
      count === undefined ? { field, value } : { field, value, count },
    ),
  );
}

/** Place suggestions from the first character (public-site.md §9). */
export function usePlaceSuggestions(text: string) {
  const settings = useSettings();
  const q = text.trim();
  const params = new URLSearchParams({ q });
  if (!settings.allowClosed) params.set('StandardStatus[in]', OPEN_STATUSES);
  const query = params.toString();
  return useQuery({
    queryKey: ['suggest-listings', settings.searchApiUrl, query],
    queryFn: async ({ signal }) => {
      // The schema loads with the first suggestion, not with the screen.
      const { suggestResponseSchema } = await import('@hearth/contracts');
      return searchApiGet(
        settings,
        '/suggest/listings',
        query,
        (body) => suggestResponseSchema.safeParse(body),
        signal,
      );
    },
    enabled: q.length >= 1,
    select: flattenSuggestions,
    staleTime: 60_000,
    retry: false,
  });
}
