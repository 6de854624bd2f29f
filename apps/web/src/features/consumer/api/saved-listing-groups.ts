import type {
  SavedListing,
  SavedListingGroup,
  SavedListingPage,
  SavedListingPatch,
} from '@hearth/contracts';
import {
  DEFAULT_SAVED_LISTING_SORT,
  SAVED_LISTING_PAGE_SIZE,
  SAVED_LISTING_SORT_OPTIONS,
  SAVED_LISTING_SORT_STORAGE_KEY,
  type SavedListingSort,
} from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';
import { savedListingGroupsKey, savedListingRefsKey } from '../../../shared/lib/favourites';

/** The groups with their first page, by sort. */
const groupsKey = [...savedListingGroupsKey, 'groups'] as const;
/** The further pages of each group, by group and sort. */
const pagesKey = [...savedListingGroupsKey, 'pages'] as const;

export { SAVED_LISTING_SORT_STORAGE_KEY };

/** The cache key of the groups in `sort` (the server-drawn page seeds it: drawn-saved-listings). */
export function savedListingGroupsQueryKey(sort: SavedListingSort) {
  return [...groupsKey, sort] as const;
}

/** The sort kept in local storage, or the default (ListPriceDown). */
export function storedSavedListingSort(): SavedListingSort {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(SAVED_LISTING_SORT_STORAGE_KEY);
  } catch {
    // Storage may be off: the default then.
  }
  return (
    SAVED_LISTING_SORT_OPTIONS.find((option) => option.value === stored)?.value ??
    DEFAULT_SAVED_LISTING_SORT
  );
}

/**
 * `GET /saved-listing-group`: the person's listing groups, each with how many saved listings it
 * holds and the first of them in `sort` (sorted by the server, so a thousand saved listings are
 * neither sent nor sorted here).
 */
export function savedListingGroupsQuery(mlsApiUrl: string, sort: SavedListingSort) {
  return queryOptions({
    queryKey: savedListingGroupsQueryKey(sort),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ results: SavedListingGroup[] }>(
          `${mlsApiUrl}/saved-listing-group?sort=${sort}&limit=${SAVED_LISTING_PAGE_SIZE}`,
          { signal },
        )
      ).results,
  });
}

export function useSavedListingGroups(enabled: boolean, sort: SavedListingSort) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery({
    ...savedListingGroupsQuery(membioMlsApiUrl, sort),
    enabled,
    // Another sort keeps the cards on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * Asks for the saved listings beside the screen's code when the app starts on
 * /user/saved-listings, rather than once the code has run (a visitor not signed in is sent to
 * sign in, and the answer is not used).
 */
export function prefetchSavedListingGroups(client: QueryClient, mlsApiUrl: string): void {
  void client.prefetchQuery(savedListingGroupsQuery(mlsApiUrl, storedSavedListingSort()));
}

/**
 * `GET /saved-listing-group/{id}/saved-listing`: the pages of a group after the first, one
 * SAVED_LISTING_PAGE_SIZE at a time from where the groups answer stopped; asked for only once
 * `started`.
 */
export function useSavedListingPages(
  group: SavedListingGroup,
  sort: SavedListingSort,
  started: boolean,
) {
  const { membioMlsApiUrl } = useSettings();
  return useInfiniteQuery({
    queryKey: [...pagesKey, group.id, sort],
    queryFn: ({ pageParam, signal }) =>
      api.get<SavedListingPage>(
        `${membioMlsApiUrl}/saved-listing-group/${group.id}/saved-listing?sort=${sort}&offset=${pageParam}&limit=${SAVED_LISTING_PAGE_SIZE}`,
        { signal },
      ),
    initialPageParam: group.savedListings.length,
    getNextPageParam: (last, _pages, offset) => {
      const next = offset + last.results.length;
      return last.results.length > 0 && next < last.total ? next : undefined;
    },
    enabled: started,
  });
}

const replaced = (items: SavedListing[], item: SavedListing) =>
  items.map((each) => (each.id === item.id ? item : each));

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
      client.setQueriesData<SavedListingGroup[]>({ queryKey: groupsKey }, (groups) =>
        groups?.map((group) => ({
          ...group,
          savedListings: replaced(group.savedListings, results),
        })),
      );
      client.setQueriesData<InfiniteData<SavedListingPage>>({ queryKey: pagesKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: replaced(page.results, results),
              })),
            }
          : data,
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
