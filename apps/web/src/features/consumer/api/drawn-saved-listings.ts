/**
 * /user/saved-listings drawn on the server (plugins/saved-listings-page.ts): the page carries
 * who is signed in, their groups with the first saved listings in the sorts the page was drawn
 * with, and those sorts. The server's render and the browser's first render seed the query cache
 * with the same data, so that the browser takes the page over instead of drawing it again.
 */
import type { SavedListingGroup, SessionResponse } from '@hearth/contracts';
import {
  DEFAULT_SAVED_LISTING_GROUP_SORT,
  DEFAULT_SAVED_LISTING_SORT,
  SAVED_LISTING_GROUP_SORT_OPTIONS,
  SAVED_LISTING_GROUP_SORT_STORAGE_KEY,
  SAVED_LISTING_SORT_OPTIONS,
  SAVED_LISTING_SORT_STORAGE_KEY,
  type SavedListingGroupSort,
  type SavedListingSort,
} from '@hearth/domain';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../../shared/lib/session';
import { storedChoice } from '../../../shared/lib/use-stored-choice';
import { savedListingGroupsQueryKey } from './saved-listing-groups';

/** The element in which the server leaves the page's data. */
export const DRAWN_SAVED_LISTINGS_ELEMENT_ID = 'hearth-saved-listings';

export interface DrawnSavedListings {
  readonly sort: SavedListingSort;
  readonly groupSort: SavedListingGroupSort;
  readonly session: SessionResponse;
  readonly groups: readonly SavedListingGroup[];
}

const sorts = SAVED_LISTING_SORT_OPTIONS.map((option) => option.value);
const groupSorts = SAVED_LISTING_GROUP_SORT_OPTIONS.map((option) => option.value);

function isDrawnSavedListings(value: unknown): value is DrawnSavedListings {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  const session = data.session as { user?: unknown } | null | undefined;
  return (
    sorts.includes(data.sort as SavedListingSort) &&
    groupSorts.includes(data.groupSort as SavedListingGroupSort) &&
    typeof session === 'object' &&
    session !== null &&
    typeof session.user === 'object' &&
    session.user !== null &&
    Array.isArray(data.groups)
  );
}

/** Puts the page's data in the query cache (on the server before drawing, in the browser before taking over). */
export function seedSavedListings(queryClient: QueryClient, data: DrawnSavedListings): void {
  queryClient.setQueryData(sessionQueryKey, data.session);
  queryClient.setQueryData(savedListingGroupsQueryKey(data.sort), [...data.groups]);
}

/** The data the server left in the page, once (the element is removed), or null. */
export function takeDrawnSavedListings(
  source: Pick<Document, 'getElementById'> = document,
): DrawnSavedListings | null {
  const element = source.getElementById(DRAWN_SAVED_LISTINGS_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return isDrawnSavedListings(data) ? data : null;
  } catch {
    return null;
  }
}

/** Whether this browser keeps the sorts the page was drawn with (else it draws the page afresh). */
export function keepsDrawnSorts(data: Pick<DrawnSavedListings, 'sort' | 'groupSort'>): boolean {
  return (
    storedChoice(SAVED_LISTING_SORT_STORAGE_KEY, sorts, DEFAULT_SAVED_LISTING_SORT) === data.sort &&
    storedChoice(
      SAVED_LISTING_GROUP_SORT_STORAGE_KEY,
      groupSorts,
      DEFAULT_SAVED_LISTING_GROUP_SORT,
    ) === data.groupSort
  );
}
