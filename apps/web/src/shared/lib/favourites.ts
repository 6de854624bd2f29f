/**
 * Favourites (members-area.md §4, public-site.md §6): which listings the signed-in consumer
 * saved, kept in one query cache that every heart on every screen reads, so a listing's heart
 * is right wherever it is shown. A toggle changes the cache at once and puts it back if the
 * server refuses; a new favourite records a listing-saved event.
 */
import type { SavedListing, SavedListingRef } from '@hearth/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSettings } from '../../config/settings-context';
import { recordListingEvent } from './analytics';
import { api } from './api-client';
import { useSession } from './session';

/** Every consumer-area query starts with this key, so a change can refresh them all. */
export const consumerQueryKey = ['consumer'] as const;
export const savedListingRefsKey = [...consumerQueryKey, 'saved-listing'] as const;
/** The listing groups with their saved listings (the saved-listings screen). */
export const savedListingGroupsKey = [...consumerQueryKey, 'saved-listing-group'] as const;

export function savedListingRefsQuery(mlsApiUrl: string) {
  return queryOptions({
    queryKey: savedListingRefsKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ results: SavedListingRef[] }>(`${mlsApiUrl}/saved-listing`, { signal }))
        .results,
    staleTime: 60_000,
  });
}

const PENDING = 'pending:';
const PENDING_KEY = 'hearth.pendingFavourite';

/** Remembers the listing a visitor tried to favourite, to favourite it once they signed in. */
export function rememberPendingFavourite(listingId: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, listingId);
  } catch {
    // Storage may be off; the visitor then favourites again after signing in.
  }
}

function takePendingFavourite(): string | null {
  try {
    const id = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return id;
  } catch {
    return null;
  }
}

const NONE: readonly string[] = [];
/** The saved ids of each listing, by the refs list they were read from (built once per list). */
const savedIdsIndex = new WeakMap<readonly SavedListingRef[], Map<string, readonly string[]>>();

/**
 * The ids under which a listing is saved. Each heart asks for its own listing: the index makes
 * that a lookup, so a screen of hearts costs one pass over the list, not one per heart; and the
 * same array for the same ids lets a heart whose listing did not change skip rendering.
 */
function savedIdsOf(refs: readonly SavedListingRef[], listingId: string): readonly string[] {
  let index = savedIdsIndex.get(refs);
  if (!index) {
    const built = new Map<string, string[]>();
    for (const ref of refs) {
      const ids = built.get(ref.listingId);
      if (ids) ids.push(ref.id);
      else built.set(ref.listingId, [ref.id]);
    }
    index = built;
    savedIdsIndex.set(refs, index);
  }
  return index.get(listingId) ?? NONE;
}

type Change = { save: true } | { save: false; ids: readonly string[] };

/** The toggle of one listing's heart, shared by every screen. */
export function useFavourite(listingId: string) {
  const { membioMlsApiUrl: base } = useSettings();
  const client = useQueryClient();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const refs = useQuery({
    ...savedListingRefsQuery(base),
    enabled: signedIn,
    select: (list) => savedIdsOf(list, listingId),
  });
  const mine = refs.data ?? NONE;
  const saved = mine.length > 0;
  const pending = mine.some((id) => id.startsWith(PENDING));

  const mutation = useMutation({
    mutationFn: async (change: Change): Promise<SavedListing | null> => {
      if (change.save) {
        return (await api.post<{ results: SavedListing }>(`${base}/saved-listing`, { listingId }))
          .results;
      }
      await Promise.all(change.ids.map((id) => api.delete(`${base}/saved-listing/${id}`)));
      return null;
    },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: savedListingRefsKey });
      const previous = client.getQueryData<SavedListingRef[]>(savedListingRefsKey) ?? [];
      client.setQueryData<SavedListingRef[]>(savedListingRefsKey, (list = []) =>
        change.save
          ? [...list, { id: `${PENDING}${listingId}`, listingId, savedListingGroupId: '' }]
          : list.filter((ref) => ref.listingId !== listingId),
      );
      return { previous };
    },
    // Favourite errors are not shown (members-area.md §8): the heart goes back to what it was.
    onError: (_error, _change, context) => {
      if (context) client.setQueryData(savedListingRefsKey, context.previous);
    },
    onSuccess: (item) => {
      if (!item) return;
      client.setQueryData<SavedListingRef[]>(savedListingRefsKey, (list = []) =>
        list.map((ref) =>
          ref.id === `${PENDING}${listingId}`
            ? { id: item.id, listingId, savedListingGroupId: item.savedListingGroupId }
            : ref,
        ),
      );
      recordListingEvent('listing_saved', listingId, window.location.pathname);
    },
    onSettled: () => client.invalidateQueries({ queryKey: savedListingGroupsKey }),
  });

  const toggle = useCallback(() => {
    if (pending || mutation.isPending) return;
    if (saved) mutation.mutate({ save: false, ids: mine });
    else mutation.mutate({ save: true });
  }, [pending, saved, mine, mutation]);

  return { signedIn, saved, toggle };
}

/**
 * Makes the favourite a visitor asked for before signing in, once they are signed in and back
 * on the site (mounted once, in the layout).
 */
export function usePendingFavourite(): void {
  const { membioMlsApiUrl: base } = useSettings();
  const client = useQueryClient();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const { mutate } = useMutation({
    mutationFn: (listingId: string) => api.post(`${base}/saved-listing`, { listingId }),
    onSuccess: (_body, listingId) => {
      recordListingEvent('listing_saved', listingId, window.location.pathname);
      return client.invalidateQueries({ queryKey: consumerQueryKey });
    },
  });
  useEffect(() => {
    if (!signedIn) return;
    const listingId = takePendingFavourite();
    if (listingId) mutate(listingId);
  }, [signedIn, mutate]);
}
