import {
  filtersHref,
  listingDefaults,
  propertyTypePath,
  searchModeFor,
  type ListingFilters,
  type ListingSearchSettings,
  type SearchMode,
} from '@hearth/domain';
import { cityFromSegment, paths, type SearchType } from '../../../config/paths';
import { defaultPropertyType, searchTypeOfPath } from './search-title';

/** Which search the address shows: its route, the place of the place route, and the page mode. */
export interface SearchRoute {
  readonly type: SearchType;
  /** The city of `/homes/{city}`, dashes turned into spaces. */
  readonly city: string | null;
  readonly pageMode: SearchMode;
}

export function searchRouteOf(pathname: string, citySegment: string | undefined): SearchRoute {
  const type = searchTypeOfPath(pathname);
  return {
    type,
    city: citySegment ? cityFromSegment(citySegment) || null : null,
    pageMode: type === 'for-rent' || type === 'for-lease' ? 'rent' : 'buy',
  };
}

/** The site defaults with the route's property type (and the place route's city). */
export function routeDefaults(
  route: Pick<SearchRoute, 'type' | 'city'>,
  settings: ListingSearchSettings,
): ListingFilters {
  const defaults = listingDefaults(settings);
  const typed: ListingFilters = route.city
    ? defaults
    : { ...defaults, 'PropertyType[in]': [defaultPropertyType[route.type]] };
  return route.city ? { ...typed, City: route.city } : typed;
}

/** The route a filter set belongs on when it leaves the current one. */
function targetRoute(route: SearchRoute, next: ListingFilters): SearchRoute {
  // A city search lives on the place route (`/homes/{city}`).
  if (next.City) {
    return next.City === route.city
      ? route
      : { type: 'for-sale', city: next.City, pageMode: 'buy' };
  }
  const type = next['PropertyType[in]']?.[0];
  const current = route.city ? 'RESI' : defaultPropertyType[route.type];
  if (!route.city && (type === undefined || type === current)) return route;
  const path = type === undefined ? '/for-sale' : propertyTypePath(type);
  const target: SearchType = path === '/for-rent' ? 'for-rent' : 'for-sale';
  return { type: target, city: null, pageMode: target === 'for-rent' ? 'rent' : 'buy' };
}

/**
 * The address of a filter set: the current route when it still fits (the place route keeps its
 * city, a search route its property type), otherwise the for-sale or for-rent route of the
 * chosen property type. Only non-default filters travel in `filters`.
 */
export function searchHref(
  route: SearchRoute,
  next: ListingFilters,
  settings: ListingSearchSettings,
): string {
  const target = targetRoute(route, next);
  const path = target.city ? paths.placeSearch(target.city) : paths.search(target.type);
  return filtersHref(path, next, routeDefaults(target, settings));
}

/** Buy or rent for the price menu and the saved state: the property type decides, else the page. */
export function searchModeOf(route: SearchRoute, filters: ListingFilters): SearchMode {
  return searchModeFor(filters['PropertyType[in]']?.[0], route.pageMode);
}
