/**
 * The server half of favourites (favourites.ts), loaded at the first toggle of a heart: the
 * cache already shows the change; a refusal puts it back (favourite errors are not shown,
 * members-area.md §8); a new favourite records a listing-saved event.
 */
import type { SavedListing, SavedListingRef } from '@hearth/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { recordListingEvent } from './analytics';
import { api } from './api-client';
import {
  consumerQueryKey,
  PENDING,
  savedListingGroupsKey,
  savedListingRefsKey,
} from './favourite-keys';

export type FavouriteChange = { save: true } | { save: false; ids: readonly string[] };

/**
 * Saves or unsaves one listing for the signed-in consumer, once the cache shows the change
 * (favourites.ts): confirms it with the server's id, or puts `previous` back if refused.
 */
export async function toggleFavourite(
  client: QueryClient,
  base: string,
  listingId: string,
  change: FavouriteChange,
  previous: readonly SavedListingRef[],
): Promise<void> {
  try {
    if (change.save) {
      // Kept alive: a person who leaves the page right after the heart filled keeps the favourite.
      const { results: item } = await api.post<{ results: SavedListing }>(
        `${base}/saved-listing`,
        { listingId },
        { keepalive: true },
      );
      client.setQueryData<SavedListingRef[]>(savedListingRefsKey, (list = []) =>
        list.map((ref) =>
          ref.id === `${PENDING}${listingId}`
            ? { id: item.id, listingId, savedListingGroupId: item.savedListingGroupId }
            : ref,
        ),
      );
      recordListingEvent('listing_saved', listingId, window.location.pathname);
    } else {
      await Promise.all(
        change.ids.map((id) => api.delete(`${base}/saved-listing/${id}`, { keepalive: true })),
      );
    }
  } catch {
    client.setQueryData(savedListingRefsKey, previous);
  } finally {
    void client.invalidateQueries({ queryKey: savedListingGroupsKey });
  }
}

/** Saves the listing a visitor favourited before signing in; a refusal is not shown (§8). */
export async function savePendingFavourite(
  client: QueryClient,
  base: string,
  listingId: string,
): Promise<void> {
  try {
    await api.post(`${base}/saved-listing`, { listingId });
  } catch {
    return;
  }
  recordListingEvent('listing_saved', listingId, window.location.pathname);
  await client.invalidateQueries({ queryKey: consumerQueryKey });
}
