import type { SavedListing, SavedListingGroup, SavedListingPatch } from '@hearth/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';
import { savedListingGroupsKey, savedListingRefsKey } from '../../../shared/lib/favourites';

/** `GET /saved-listing-group`: the person's listing groups with their saved listings. */
export function savedListingGroupsQuery(mlsApiUrl: string) {
  return queryOptions({
    queryKey: savedListingGroupsKey,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ results: SavedListingGroup[] }>(`${mlsApiUrl}/saved-listing-group`, {
          signal,
        })
      ).results,
  });
}

export function useSavedListingGroups(enabled: boolean) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery({ ...savedListingGroupsQuery(membioMlsApiUrl), enabled });
}

/** Rates or annotates a saved listing; the screen shows the answer at once. */
export function useAnnotateSavedListing() {
  const { membioMlsApiUrl } = useSettings();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SavedListingPatch }) =>
      api.patch<{ message: string; results: SavedListing }>(
        `${membioMlsApiUrl}/saved-listing/${id}`,
        change,
      ),
    onSuccess: ({ results }) => {
      client.setQueryData<SavedListingGroup[]>(savedListingGroupsKey, (groups) =>
        groups?.map((group) => ({
          ...group,
          savedListings: group.savedListings.map((item) =>
            item.id === results.id ? results : item,
          ),
        })),
      );
    },
  });
}

/** Removes a saved listing (the heart of the card does the same from any screen). */
export function useRemoveSavedListing() {
  const { membioMlsApiUrl } = useSettings();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${membioMlsApiUrl}/saved-listing/${id}`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: savedListingGroupsKey }),
        client.invalidateQueries({ queryKey: savedListingRefsKey }),
      ]),
  });
}
