import type { SuggestResponse } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../config/settings';
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

/** The query of the place suggestions for a text (as typed or submitted). */
export function placeSuggestionsQuery(settings: PublicSettings, text: string) {
  const q = text.trim();
  const params = new URLSearchParams({ q });
  if (!settings.allowClosed) params.set('StandardStatus[in]', OPEN_STATUSES);
  const query = params.toString();
  return queryOptions({
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
    staleTime: 60_000,
    retry: false,
  });
}

/** Place suggestions from the first character (public-site.md §9). */
export function usePlaceSuggestions(text: string) {
  const settings = useSettings();
  return useQuery({ ...placeSuggestionsQuery(settings, text), select: flattenSuggestions });
}

/** Whether the suggestion does not contain the typed text at a word's start: a misspelling's. */
export function isNearMatch(suggestion: PlaceSuggestion, text: string): boolean {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const value = suggestion.value.toLowerCase();
  return !(value.startsWith(typed) || value.includes(` ${typed}`));
}

/** The one suggestion named exactly as typed ('Davis', '95618'), if only one is. */
export function exactMatch(
  suggestions: readonly PlaceSuggestion[],
  text: string,
): PlaceSuggestion | undefined {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const exact = suggestions.filter((suggestion) => suggestion.value.toLowerCase() === typed);
  return exact.length === 1 ? exact[0] : undefined;
}
