export type SavedListingSort =
  'ListPriceUp' | 'ListPriceDown' | 'rating' | 'onMarketDate' | 'createdAt';

/** Sort options of saved listings; ListPriceDown is the default (members-area.md §2). */
export const SAVED_LISTING_SORT_OPTIONS: readonly {
  readonly value: SavedListingSort;
  readonly label: string;
}[] = [
  { value: 'ListPriceUp', label: 'Price Up' },
  { value: 'ListPriceDown', label: 'Price Down' },
  { value: 'rating', label: 'Rating' },
  { value: 'onMarketDate', label: 'Days on Market' },
  { value: 'createdAt', label: 'Add Date' },
];
export const DEFAULT_SAVED_LISTING_SORT: SavedListingSort = 'ListPriceDown';
/** Where the browser keeps the chosen sort (members-area.md §2 "Choices kept locally"). */
export const SAVED_LISTING_SORT_STORAGE_KEY = 'hearth.savedListings.sort';

/**
 * Saved listings sent at first for each group, and with each further page: a person with a
 * thousand saved listings gets the first cards of every group at once, and more as they scroll.
 */
export const SAVED_LISTING_PAGE_SIZE = 12;
/** The most saved listings one page may ask for. */
export const SAVED_LISTING_PAGE_MAX = 100;

/** Listing groups sort by name (default) or createdAt. */
export const SAVED_LISTING_GROUP_SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'createdAt', label: 'Add Date' },
] as const;
export type SavedListingGroupSort = (typeof SAVED_LISTING_GROUP_SORT_OPTIONS)[number]['value'];
export const DEFAULT_SAVED_LISTING_GROUP_SORT: SavedListingGroupSort = 'name';
/** Where the browser keeps the chosen group sort. */
export const SAVED_LISTING_GROUP_SORT_STORAGE_KEY = 'hearth.savedListings.groupSort';

export interface SortableSavedListing {
  readonly rating?: number | null;
  readonly createdAt?: string | null;
  readonly listing?: {
    readonly ListPrice?: number | null;
    readonly OnMarketDate?: string | null;
  } | null;
}

const time = (text: string | null | undefined): number => (text ? Date.parse(text) || 0 : 0);

/** Sorts saved listings by a sort option; ratings and newest additions come first. */
export function sortSavedListings<T extends SortableSavedListing>(
  items: readonly T[],
  sort: SavedListingSort,
): T[] {
  const price = (item: T): number => item.listing?.ListPrice ?? 0;
  const compare: Record<SavedListingSort, (a: T, b: T) => number> = {
    ListPriceUp: (a, b) => price(a) - price(b),
    ListPriceDown: (a, b) => price(b) - price(a),
    rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0),
    // Newest on the market first, so the fewest days on market lead.
    onMarketDate: (a, b) => time(b.listing?.OnMarketDate) - time(a.listing?.OnMarketDate),
    createdAt: (a, b) => time(b.createdAt) - time(a.createdAt),
  };
  return [...items].sort(compare[sort]);
}
