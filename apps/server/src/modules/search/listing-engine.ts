/** What a listing search engine answers; the SQL engine and the in-memory index both do. */
import type { Cluster, MapBounds } from '@hearth/contracts';
import type { ListingFilter, ListingQuery } from './listing-query';

export interface ListingPage {
  /** The page's listing ids, in order. */
  ids: string[];
  /** Every match. */
  total: number;
  /** The box of every match with a shown position; null when none has one. */
  bounds: MapBounds | null;
}

export interface Suggestion {
  field: string;
  value: string;
  count: number;
  id?: string;
}

export interface SuggestRequest {
  filter: ListingFilter;
  /** Lower-cased prefix typed by the visitor. */
  prefix: string;
  groups: readonly SuggestGroup[];
  limit: number;
}

export interface ListingSearchEngine {
  search(query: ListingQuery, now: Date): Promise<ListingPage>;
  clusters(filter: ListingFilter, precision: number, now: Date): Promise<Cluster[]>;
  suggest(request: SuggestRequest, now: Date): Promise<Record<string, Suggestion[]>>;
  /** Every name of these place groups with its count of matching listings (none left out). */
  placeNames(
    filter: ListingFilter,
    groups: readonly SuggestGroup[],
    now: Date,
  ): Promise<Record<string, { value: string; count: number }[]>>;
  /** The id of the listing with this id (first) or ListingId, if it may be shown. */
  findKey(key: string): Promise<string | undefined>;
}

/** Place-suggestion groups of `/suggest/listings`, each a listing field. */
export const SUGGEST_GROUPS = [
  'City',
  'PostalCode',
  'CountyOrParish',
  'CityRegion',
  'SubdivisionName',
  'BuildingName',
  'UnparsedAddress',
  'ElementarySchool',
  'MiddleOrJuniorSchool',
  'HighSchool',
  'ElementarySchoolDistrict',
  'MiddleOrJuniorSchoolDistrict',
  'HighSchoolDistrict',
  'ListingId',
] as const;
export type SuggestGroup = (typeof SUGGEST_GROUPS)[number];

/** Groups whose values are one listing each: suggestions carry the listing's id. */
export const PER_LISTING_GROUPS: ReadonlySet<SuggestGroup> = new Set([
  'UnparsedAddress',
  'ListingId',
]);

/** Groups of names shared by many listings: a misspelling is looked for among these. */
export const NAME_GROUPS: readonly SuggestGroup[] = SUGGEST_GROUPS.filter(
  (group) => !PER_LISTING_GROUPS.has(group),
);

/** Whether a suggestion value matches a typed prefix: at its start or at a word's start. */
export function matchesPrefix(value: string, prefix: string): boolean {
  const lower = value.toLowerCase();
  return lower.startsWith(prefix) || lower.includes(` ${prefix}`);
}
