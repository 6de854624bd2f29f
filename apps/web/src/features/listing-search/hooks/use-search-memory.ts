import { legacyParamsRedirect, listingDefaults } from '@hearth/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { savedFilters, saveSearchState } from '../utils/saved-search-state';
import { searchModeOf } from '../utils/search-route';
import type { SearchFilters } from './use-search-filters';

/**
 * Old-style separate parameters become the `filters` form with a full page reload (§2). Returns
 * true while the reload is under way, so the page shows nothing meanwhile.
 */
export function useLegacyParamsRedirect(): boolean {
  const settings = useSettings();
  const { pathname, search } = useLocation();
  const target = legacyParamsRedirect(
    pathname,
    [...new URLSearchParams(search)],
    listingDefaults(settings),
  );
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return target !== null;
}

/**
 * Keeps the search state between visits and, when the visit starts with no filters, restores the
 * saved common filters if the site allows it (§4). The listing id is never restored, and the
 * restored filters never change the page asked for: its property type, place and map area stay.
 */
export function useSearchMemory(search: SearchFilters): void {
  const { restoreCommonFilters } = useSettings();
  const { route, active, bare, filters, setFilters } = search;
  const mode = searchModeOf(route, filters);
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (!restoreCommonFilters || !bare || route.city) return;
    const saved = savedFilters(mode, filters['PropertyType[in]']?.[0]);
    if (saved) setFilters({ ...filters, ...saved }, { replace: true });
  }, [restoreCommonFilters, bare, route.city, mode, filters, setFilters]);

  useEffect(() => {
    if (restored.current) saveSearchState(mode, active);
  }, [mode, active]);
}
