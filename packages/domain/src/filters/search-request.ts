import { type ListingFilters, type ListingSearchSettings, listingDefaults } from './filter-model';
import { isExclusiveSearch } from './exclusive-search';
import { effectiveStatuses } from './status-sort';
import { withMapAvailability } from '../geo/search-area';

/**
 * The filters a search request carries: the site defaults under the active filters, with the
 * status, exclusive-search and map rules of §4 applied.
 */
export function searchRequestFilters(
  active: ListingFilters,
  settings: ListingSearchSettings = {},
): ListingFilters {
  const defaults = listingDefaults(settings);
  const base: ListingFilters = isExclusiveSearch(active)
    ? { ...defaults, 'PropertyType[in]': undefined, 'StandardStatus[in]': undefined }
    : defaults;
  const merged: ListingFilters = { ...base, ...active };
  const statuses = isExclusiveSearch(active)
    ? active['StandardStatus[in]']
    : effectiveStatuses(merged['StandardStatus[in]'], settings);
  const withStatus: Record<string, unknown> = { ...merged, 'StandardStatus[in]': statuses };
  for (const [name, value] of Object.entries(withStatus)) {
    if (value === undefined) delete withStatus[name];
  }
  return withMapAvailability(withStatus as ListingFilters, settings);
}

/**
 * The fields of a listing that the results screen shows (cards, map markers and popups, status
 * tags, links). A page of results asks for these only: a whole record is about three times as
 * much to send, parse and keep, mostly in fields a card never shows.
 */
export const RESULT_FIELDS = [
  'ListingId',
  'StandardStatus',
  'PropertyType',
  'ListPrice',
  'ClosePrice',
  'UnparsedAddress',
  'City',
  'StateOrProvince',
  'PostalCode',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'LotSizeAcres',
  'Media',
  'OpenHouse',
  'DaysOnMarket',
  'ModificationTimestamp',
  'ListOfficeName',
  'Latitude',
  'Longitude',
  'InternetAddressDisplayYN',
] as const;

/** A listing page's query string (see searchQueryString) asking for the results' fields only. */
export function withResultFields(query: string): string {
  return `${query}${query ? '&' : ''}fields=${encodeURIComponent(RESULT_FIELDS.join(','))}`;
}
