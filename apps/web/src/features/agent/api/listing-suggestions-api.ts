import type { ListingSuggestionResponse } from '@hearth/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';
import { contactsKey } from './contacts-api';

/** Suggestions start with this many characters typed (one character would match thousands). */
export const SUGGEST_MIN_CHARS = 2;

const suggestionsKey = (q: string) => [...contactsKey, 'listing-suggestions', q] as const;

/** Listings whose address or MLS number starts with `q` (`GET {mls api}/listing-suggestion`). */
export function fetchListingSuggestions(apiUrl: string, q: string, signal?: AbortSignal) {
  return api
    .get<ListingSuggestionResponse>(`${apiUrl}/listing-suggestion`, {
      signal,
      query: { q, limit: 8 },
    })
    .then((body) => body.results);
}

export function listingSuggestionsOptions(apiUrl: string, q: string) {
  const typed = q.trim();
  return queryOptions({
    queryKey: suggestionsKey(typed.toLowerCase()),
    queryFn: ({ signal }) => fetchListingSuggestions(apiUrl, typed, signal),
    enabled: typed.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** How long typing pauses before the suggestions are asked for. */
const TYPING_PAUSE_MS = 200;

/** `value`, once it has not changed for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(handle);
  }, [value, ms]);
  return settled;
}

/** Suggestions for what the person typed, asked for once they pause typing. */
export function useListingSuggestions(q: string) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery(listingSuggestionsOptions(membioMlsApiUrl, useSettled(q, TYPING_PAUSE_MS)));
}
