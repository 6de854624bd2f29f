import { withoutFilters, type ListingFilterName, type ListingFilters } from './filter-model';
import { filtersHref } from './filter-query';

export const PROPERTY_TYPES = ['RESI', 'RLSE', 'RINC', 'COMS', 'COML', 'FARM', 'LAND'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number] | 'MULTI';
export type SearchMode = 'buy' | 'rent';

/** RSLE is a known misspelling of RLSE in listing data (§3). */
export function normalisePropertyType(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'RSLE' ? 'RLSE' : upper;
}

const NOT_RESIDENTIAL: readonly ListingFilterName[] = [
  'PropertySubType[in]',
  'BedroomsTotal',
  'BedroomsTotal[gte]',
  'BathroomsTotalInteger',
  'BathroomsTotalInteger[gte]',
  'GarageSpaces',
  'GarageSpaces[gte]',
  'YearBuilt[gte]',
  'YearBuilt[lte]',
  'OpenHouse',
  'Ownership',
];
const NO_BUILDING: readonly ListingFilterName[] = [
  'LivingArea[gte]',
  'LivingArea[lte]',
  'PoolPrivateYN',
  'FireplaceYN',
  'WaterfrontYN',
  'WaterfrontFeatures',
];

/** The fields a change to this property type clears because they do not apply (§4). */
export function fieldsClearedBy(type: string): readonly ListingFilterName[] {
  const code = normalisePropertyType(type);
  const cleared = new Set<ListingFilterName>();
  if (['RINC', 'LAND', 'COMS', 'COML'].includes(code))
    NOT_RESIDENTIAL.forEach((f) => cleared.add(f));
  if (['COMS', 'COML', 'LAND'].includes(code)) NO_BUILDING.forEach((f) => cleared.add(f));
  if (code === 'FARM')
    ['YearBuilt[gte]', 'YearBuilt[lte]', 'PropertySubType[in]'].forEach((f) =>
      cleared.add(f as ListingFilterName),
    );
  if (code === 'RLSE' || code === 'FARM') cleared.add('Ownership');
  return [...cleared];
}

/** Switches the property type, clearing the fields that do not apply and resetting the offset. */
export function withPropertyType(filters: ListingFilters, type: string): ListingFilters {
  const code = normalisePropertyType(type);
  return {
    ...withoutFilters(filters, fieldsClearedBy(code)),
    'PropertyType[in]': [code],
    offset: 0,
  };
}

/** The property types that are leases (RSLE, a misspelling, is stored as RLSE). */
export const LEASE_PROPERTY_TYPES = ['RLSE', 'COML'] as const;

/** True for a lease (a rental): RLSE or COML. */
export function isLeasePropertyType(type: string): boolean {
  const code = normalisePropertyType(type);
  return code === 'RLSE' || code === 'COML';
}

/** Rental mode for RLSE or COML, buy mode for RESI, RINC, LAND or COMS, else the page decides (§4). */
export function searchModeFor(type: string | undefined, pageMode: SearchMode): SearchMode {
  const code = type === undefined ? '' : normalisePropertyType(type);
  if (code === 'RLSE' || code === 'COML') return 'rent';
  if (['RESI', 'RINC', 'LAND', 'COMS'].includes(code)) return 'buy';
  return pageMode;
}

/** The search page of a property type: COML and RLSE are for rent, the others for sale (§2). */
export function propertyTypePath(type: string): '/for-rent' | '/for-sale' {
  const code = normalisePropertyType(type);
  return code === 'COML' || code === 'RLSE' ? '/for-rent' : '/for-sale';
}

/** The main menu's link for a property type, rebuilt from the current filters (§2). */
export function propertyTypeLink(
  type: string,
  filters: ListingFilters,
  defaults: ListingFilters = {},
): string {
  return filtersHref(propertyTypePath(type), withPropertyType(filters, type), defaults);
}

export type FilterSetName = 'commercial-sale' | 'commercial-lease' | 'residential' | 'rental';

/**
 * The filter set the Buy / Rent links switch to (§2): commercial-sale filters from commercial
 * lease, commercial-lease filters from commercial sale, otherwise residential (buy) or rental.
 */
export function switchedFilterSet(
  currentType: string | undefined,
  target: SearchMode,
): FilterSetName {
  const code = currentType === undefined ? '' : normalisePropertyType(currentType);
  if (code === 'COML') return 'commercial-sale';
  if (code === 'COMS') return 'commercial-lease';
  return target === 'buy' ? 'residential' : 'rental';
}

const FILTER_SET_TYPE: Record<FilterSetName, string> = {
  'commercial-sale': 'COMS',
  'commercial-lease': 'COML',
  residential: 'RESI',
  rental: 'RLSE',
};

/** The Buy and Rent/Lease links of the navbar, each with its switched filter set. */
export function buyRentLinks(
  filters: ListingFilters,
  defaults: ListingFilters = {},
): { readonly buy: string; readonly rent: string } {
  const current = filters['PropertyType[in]']?.[0];
  const link = (target: SearchMode, path: string): string => {
    const type = FILTER_SET_TYPE[switchedFilterSet(current, target)];
    const keepCurrent = current !== undefined && propertyTypePath(current) === path;
    return filtersHref(path, keepCurrent ? filters : withPropertyType(filters, type), defaults);
  };
  return { buy: link('buy', '/for-sale'), rent: link('rent', '/for-rent') };
}

const PAGE_TITLES: Record<string, string> = {
  RESI: 'Residential Property For Sale',
  RLSE: 'Residential Property For Lease',
  LAND: 'Land For Sale',
  FARM: 'Farms For Sale',
  MULTI: 'Multi Family Housing For Sale',
  COMS: 'Commercial Property For Sale',
  COML: 'Commercial Property For Lease',
};

export interface PageTitlePlace {
  readonly city?: string;
  readonly postalCode?: string;
  readonly schoolDistrict?: string;
}

/**
 * The search page title (§2): the type's title, the place suffix (' in {city}',
 * ' in Postal Code {code}' or ' in {school district}') and the site title.
 */
export function searchPageTitle(
  type: string | undefined,
  siteTitle: string,
  place: PageTitlePlace = {},
): string {
  const title =
    PAGE_TITLES[type === undefined ? 'RESI' : normalisePropertyType(type)] ?? PAGE_TITLES.RESI;
  const suffix = place.city
    ? ` in ${place.city}`
    : place.postalCode
      ? ` in Postal Code ${place.postalCode}`
      : place.schoolDistrict
        ? ` in ${place.schoolDistrict}`
        : '';
  return `${title}${suffix} | ${siteTitle}`;
}
