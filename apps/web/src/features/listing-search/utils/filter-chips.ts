import {
  activeFilters,
  type FilterValue,
  formatNumber,
  type ListingFilterName,
  type ListingFilters,
  shortPrice,
  withClosedSort,
  withoutDrawnPolygon,
  withoutFilters,
} from '@hearth/domain';
import { CHECK_FIELDS, RENT_CHECK_FIELDS } from './check-filters';

/** Filters that are not chips: paging and sorting have controls of their own. */
const NOT_CHIPS = new Set<string>([
  'offset',
  'limit',
  'sortBy',
  'order',
  'fields',
  'savedSearchId',
]);

/** Filters whose value a chip shows as words (public-site.md §3 "Values are shown for …"). */
export const VALUE_SHOWN = new Set<string>([
  'City',
  'City[in]',
  'CityRegion',
  'CityRegion[in]',
  'CountyOrParish',
  'CountyOrParish[like]',
  'PostalCode',
  'PostalCode[in]',
  'StandardStatus[in]',
  'PropertyType[in]',
  'PropertySubType[in]',
  'LeaseTerm[in]',
]);

export interface FilterChip {
  readonly name: ListingFilterName;
  readonly value: FilterValue;
}

/** One chip per filter that differs from the route's defaults (the place route's city included). */
export function filterChips(filters: ListingFilters, defaults: ListingFilters): FilterChip[] {
  const shown = activeFilters(filters, withoutFilters(defaults, ['City']));
  return Object.entries(shown)
    .filter(([name]) => !NOT_CHIPS.has(name))
    .map(([name, value]) => ({ name: name as ListingFilterName, value: value as FilterValue }));
}

/** The filter set without one chip's filter; the offset goes back to 0 (§4). */
export function withoutChip(filters: ListingFilters, name: ListingFilterName): ListingFilters {
  if (name === 'poly' || name === 'polygon') return withoutDrawnPolygon(filters);
  return withClosedSort({ ...withoutFilters(filters, [name]), offset: 0 });
}

const PRICE_FILTERS = new Set<string>(['ListPrice[gte]', 'ListPrice[lte]', 'TaxAnnualAmount[lte]']);
/** Years read as years: 1990, never 1,990. */
const YEAR_FILTERS = new Set<string>(['YearBuilt[gte]', 'YearBuilt[lte]']);
/**
 * The yes/no filters (the panel's checkboxes) and the one value each sets: such a chip is the
 * filter's name alone ('Single Level Only', not 'Single Level Only: One').
 */
const YES_NO_VALUES = new Map<string, FilterValue>(
  [...CHECK_FIELDS, ...RENT_CHECK_FIELDS].map((field) => [field.name, field.value] as const),
);

/**
 * The value a chip shows, or null when the name says it all. `word` translates codes (property
 * types, statuses) and flags.
 */
export function chipValue(chip: FilterChip, word: (code: string) => string): string | null {
  const { name, value } = chip;
  if (name === 'poly' || name === 'geohash' || name === 'polygon' || name === 'mapbound')
    return null;
  if (YES_NO_VALUES.get(name) === value) return null;
  if (Array.isArray(value)) return value.map(word).join(', ');
  if (YEAR_FILTERS.has(name)) return String(value);
  if (typeof value === 'number' && PRICE_FILTERS.has(name)) return shortPrice(value);
  if (name.endsWith('[exists]') || name.endsWith('YN') || name === 'OpenHouse') return null;
  if (typeof value === 'number' && name.endsWith('[gte]')) return `${formatNumber(value)}+`;
  return typeof value === 'number' ? formatNumber(value) : String(value);
}
