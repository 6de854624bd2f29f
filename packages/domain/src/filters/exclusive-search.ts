import { type ListingFilters } from './filter-model';

/** Searches that stand alone: a listing id, an address or a street (§4). */
export const EXCLUSIVE_SEARCH_FIELDS = [
  'ListingId',
  'UnparsedAddress',
  'UnparsedAddress[like]',
  'UnparsedStreet',
  'UnparsedStreet[like]',
] as const;

export type ExclusiveSearchField = (typeof EXCLUSIVE_SEARCH_FIELDS)[number];

export function isExclusiveSearch(filters: ListingFilters): boolean {
  return EXCLUSIVE_SEARCH_FIELDS.some((field) => filters[field] !== undefined);
}

/**
 * A listing-id, address or street search replaces every other filter (§4). The site defaults
 * still apply when the request is built, except property type and status, which such a search
 * clears (see `searchRequestFilters`).
 */
export function exclusiveSearch(field: ExclusiveSearchField, value: string): ListingFilters {
  return { [field]: value.trim(), offset: 0 };
}
