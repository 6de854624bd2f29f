import {
  exclusiveSearch,
  withoutFilters,
  type ListingFilterName,
  type ListingFilters,
} from '@hearth/domain';

/** Place filters (public-site.md §3); a new place replaces the previous one. */
export const PLACE_FILTERS: readonly ListingFilterName[] = [
  'BuildingName',
  'City',
  'City[in]',
  'CityRegion',
  'CityRegion[in]',
  'CountyOrParish',
  'CountyOrParish[like]',
  'PostalCode',
  'PostalCode[in]',
  'UnparsedAddress',
  'UnparsedAddress[like]',
  'UnparsedStreet',
  'UnparsedStreet[like]',
  'ElementarySchool',
  'MiddleOrJuniorSchool',
  'MiddleSchool',
  'HighSchool',
  'ElementarySchoolDistrict',
  'HighSchoolDistrict',
  'SchoolDistrict',
  'ListOfficeName',
  'ListOfficeMlsId',
  'ListAgentFullName',
  'ListAgentMlsId',
  'SubdivisionName',
  'Township',
  'ListingId',
];

function isPlaceField(field: string): field is ListingFilterName {
  return (PLACE_FILTERS as readonly string[]).includes(field);
}

/**
 * The filter set after choosing a suggestion: a listing id, address or street search stands
 * alone (§4); any other place replaces the previous place and keeps the other filters.
 */
export function withPlace(filters: ListingFilters, field: string, value: string): ListingFilters {
  if (field === 'ListingId' || field === 'UnparsedAddress' || field === 'UnparsedStreet') {
    return exclusiveSearch(field, value);
  }
  const name = isPlaceField(field) ? field : 'City';
  return { ...withoutFilters(filters, PLACE_FILTERS), [name]: value, offset: 0 };
}

/** The place searched, as the search box shows it ('' when none). */
export function placeText(filters: ListingFilters): string {
  for (const name of PLACE_FILTERS) {
    const value: unknown = filters[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (Array.isArray(value) && value.length > 0) return value.join(', ');
  }
  return '';
}
