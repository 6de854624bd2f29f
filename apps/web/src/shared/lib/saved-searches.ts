/**
 * Saved searches on the MLS API (members-area.md §7): read by the search screen (Update vs
 * Save New) and by the saved-searches screen; each change refreshes the consumer queries.
 */
import type {
  ListedSavedSearch,
  SavedSearch,
  SavedSearchCreate,
  SavedSearchPatch,
} from '@hearth/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { consumerQueryKey } from './favourites';

export const savedSearchesKey = [...consumerQueryKey, 'saved-search'] as const;

export function savedSearchesQuery(mlsApiUrl: string) {
  return queryOptions({
    queryKey: savedSearchesKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ results: ListedSavedSearch[] }>(`${mlsApiUrl}/saved-search`, { signal }))
        .results,
    staleTime: 30_000,
  });
}

type Saved = { message: string; results: SavedSearch };

export function createSavedSearch(mlsApiUrl: string, body: SavedSearchCreate): Promise<Saved> {
  return api.post<Saved>(`${mlsApiUrl}/saved-search`, body);
}

export function changeSavedSearch(
  mlsApiUrl: string,
  id: string,
  body: SavedSearchPatch,
): Promise<Saved> {
  return api.patch<Saved>(`${mlsApiUrl}/saved-search/${id}`, body);
}

/** The person opens the search's results: what matches it now is no longer new to them. */
export function runSavedSearch(mlsApiUrl: string, id: string): Promise<Saved> {
  return api.post<Saved>(`${mlsApiUrl}/saved-search/${id}/run`);
}

export function deleteSavedSearch(mlsApiUrl: string, id: string): Promise<unknown> {
  return api.delete(`${mlsApiUrl}/saved-search/${id}`);
}
