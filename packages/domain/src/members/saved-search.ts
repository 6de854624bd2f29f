import { err, ok, type Result } from '../result';
import { filtersHref } from '../filters/filter-query';
import { filtersFromRecord } from '../filters/filter-model';
import { propertyTypePath } from '../filters/property-type';

export type NotificationFrequency = 'never' | 'daily' | 'instantly';
export const NOTIFICATION_FREQUENCIES: readonly NotificationFrequency[] = [
  'never',
  'daily',
  'instantly',
];

/** Saved search and listing group names: 2 to 64 characters (members-area.md §5, §9). */
export const SAVED_NAME_MIN = 2;
export const SAVED_NAME_MAX = 64;
export const MISSING_NAME = 'Missing Name';

/** Checks a saved search or listing group name: present, at least 2 and at most 64 characters. */
export function validateSavedName(name: string | null | undefined): Result<string> {
  const trimmed = (name ?? '').trim();
  return trimmed.length >= SAVED_NAME_MIN && trimmed.length <= SAVED_NAME_MAX
    ? ok(trimmed)
    : err(MISSING_NAME);
}

/** The save dialog's own check is stricter: more than 2 characters are needed to pass it (§5). */
export function savedNamePassesForm(name: string | null | undefined): boolean {
  const trimmed = (name ?? '').trim();
  return trimmed.length > SAVED_NAME_MIN && trimmed.length <= SAVED_NAME_MAX;
}

/** An empty or unknown frequency falls back to never (§5). */
export function notificationFrequencyOrDefault(
  value: string | null | undefined,
): NotificationFrequency {
  return NOTIFICATION_FREQUENCIES.find((f) => f === value) ?? 'never';
}

/** A search with more than 1000 results cannot be saved (§4). */
export const SAVED_SEARCH_MAX_RESULTS = 1000;

export const REFINE_SEARCH_DIALOG = {
  title: 'Please Refine Your Search',
  text: 'Try limiting your search to a more specific area or apply other filters, such as price, until the total results is less than 1000.',
} as const;

export function canSaveSearch(total: number): boolean {
  return total <= SAVED_SEARCH_MAX_RESULTS;
}

/** Saving when the active filters carry a savedSearchId offers Update or Save New (§4). */
export function saveSearchChoices(filters: {
  readonly savedSearchId?: string;
}): readonly ('update' | 'new')[] {
  return filters.savedSearchId ? ['update', 'new'] : ['new'];
}

/**
 * The Search button of a saved search (§2): /for-rent for COML and RLSE, otherwise /for-sale, with
 * the saved query plus savedSearchId as filters.
 */
export function savedSearchHref(
  savedSearch: { readonly id: string | number; readonly query: Readonly<Record<string, unknown>> },
  defaults: Readonly<Record<string, string | number | readonly string[] | undefined>> = {},
): string {
  const filters = filtersFromRecord(savedSearch.query);
  const type = filters['PropertyType[in]']?.[0] ?? 'RESI';
  return filtersHref(
    propertyTypePath(type),
    { ...filters, savedSearchId: String(savedSearch.id) },
    defaults,
  );
}
