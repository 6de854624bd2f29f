/**
 * Favourites (members-area.md §4, public-site.md §6): which listings the signed-in consumer
 * saved, kept in one query cache that every heart on every screen reads, so a listing's heart
 * is right wherever it is shown. A toggle changes the cache at once and puts it back if the
 * server refuses; a new favourite records a listing-saved event. The writing half
 * (favourite-toggle.ts) loads at the first toggle: reading the hearts is all a first paint needs.
 */
import type { SavedListingRef } from '@hearth/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSettings } from '../../config/settings-context';
import {
  consumerQueryKey,
  PENDING,
  savedListingGroupsKey,
  savedListingRefsKey,
} from './favourite-keys';
import { savedListingRefsQuery, useViewer } from './viewer';

export {
  consumerQueryKey,
  savedListingGroupsKey,
  savedListingRefsKey,
  savedListingRefsQuery,
  PENDING,
};

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

/** Listings whose toggle is on its way, per query cache: a second click meanwhile does nothing. */
const toggling = new WeakMap<QueryClient, Set<string>>();
function inFlightOf(client: QueryClient): Set<string> {
  let set = toggling.get(client);
  if (!set) toggling.set(client, (set = new Set()));
  return set;
}
const loadToggle = () => import('./favourite-toggle');

/** The toggle of one listing's heart, shared by every screen. */
export function useFavourite(listingId: string) {
  const { membioMlsApiUrl: base } = useSettings();
  const client = useQueryClient();
  const { signedIn, savedRefs, showsHearts } = useViewer();
  useEffect(() => {
    showsHearts();
    // A signed-in person's click then sends at once, not after fetching the code that sends it.
    if (signedIn) void loadToggle();
  }, [showsHearts, signedIn]);
  const mine = savedRefs ? savedIdsOf(savedRefs, listingId) : NONE;
  const saved = mine.length > 0;
  const pending = mine.some((id) => id.startsWith(PENDING));

  const toggle = useCallback(() => {
    const inFlight = inFlightOf(client);
    if (pending || inFlight.has(listingId)) return;
    inFlight.add(listingId);
    const change = saved ? { save: false as const, ids: mine } : { save: true as const };
    const run = async () => {
      // A list still on its way would overwrite the change: it is stopped first.
      if (client.isFetching({ queryKey: savedListingRefsKey }) > 0) {
        await client.cancelQueries({ queryKey: savedListingRefsKey });
      }
      // The heart changes on every screen at once, before the server answers.
      const previous = client.getQueryData<SavedListingRef[]>(savedListingRefsKey) ?? [];
      client.setQueryData<SavedListingRef[]>(savedListingRefsKey, (list = []) =>
        change.save
          ? [...list, { id: `${PENDING}${listingId}`, listingId, savedListingGroupId: '' }]
          : list.filter((ref) => ref.listingId !== listingId),
      );
      const { toggleFavourite } = await loadToggle();
      await toggleFavourite(client, base, listingId, change, previous);
    };
    void run().finally(() => inFlight.delete(listingId));
  }, [pending, saved, mine, client, base, listingId]);

  return { signedIn, saved, toggle };
}

/**
 * Makes the favourite a visitor asked for before signing in, once they are signed in and back
 * on the site (mounted once, in the layout).
 */
export function usePendingFavourite(): void {
  const { membioMlsApiUrl: base } = useSettings();
  const client = useQueryClient();
  const { signedIn } = useViewer();
  useEffect(() => {
    if (!signedIn) return;
    const listingId = takePendingFavourite();
    if (!listingId) return;
    void loadToggle().then(({ savePendingFavourite }) =>
      savePendingFavourite(client, base, listingId),
    );
  }, [signedIn, client, base]);
}
