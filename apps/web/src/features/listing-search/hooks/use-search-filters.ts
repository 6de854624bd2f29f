import {
  activeFilters,
  type FilterProblem,
  listingDefaults,
  parseFiltersParam,
  type ListingFilters,
} from '@hearth/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { routeDefaults, searchHref, searchRouteOf, type SearchRoute } from '../utils/search-route';

export interface SearchFilters {
  readonly route: SearchRoute;
  /** The whole filter set of this address: the route's defaults under the `filters` parameter. */
  readonly filters: ListingFilters;
  /** Only what differs from the site defaults (chips, saved state). */
  readonly active: ListingFilters;
  /** Entries of the address's `filters` that could not be read, and were left out. */
  readonly problems: readonly FilterProblem[];
  /** True when the address carries no `filters` parameter. */
  readonly bare: boolean;
  readonly hrefFor: (next: ListingFilters) => string;
  /** Re-routes the search to a new filter set (public-site.md §4: the address is rewritten). */
  readonly setFilters: (next: ListingFilters, options?: { replace?: boolean }) => Promise<void>;
}

/** The search's filters, read from and written to the address. */
export function useSearchFilters(): SearchFilters {
  const settings = useSettings();
  const { pathname } = useLocation();
  const { city } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filtersParam = params.get('filters');

  const route = useMemo(() => searchRouteOf(pathname, city), [pathname, city]);
  const parsed = useMemo(() => parseFiltersParam(filtersParam), [filtersParam]);
  const filters = useMemo(
    () => ({ ...routeDefaults(route, settings), ...parsed.filters }),
    [route, settings, parsed],
  );
  const active = useMemo(
    () => activeFilters(filters, listingDefaults(settings)),
    [filters, settings],
  );
  const hrefFor = useCallback(
    (next: ListingFilters) => searchHref(route, next, settings),
    [route, settings],
  );
  const setFilters = useCallback(
    (next: ListingFilters, options: { replace?: boolean } = {}) => {
      // A filter change keeps the visitor where they are; a new page of results (a link) does not.
      return Promise.resolve(
        navigate(hrefFor(next), { replace: options.replace ?? false, preventScrollReset: true }),
      );
    },
    [navigate, hrefFor],
  );
  return {
    route,
    filters,
    active,
    problems: parsed.problems,
    bare: filtersParam === null,
    hrefFor,
    setFilters,
  };
}
