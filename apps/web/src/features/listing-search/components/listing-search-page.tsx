import {
  gridColumns,
  isExclusiveSearch,
  isPhoneLayout,
  layoutWidth,
  withoutFilters,
  type ListingFilters,
} from '@hearth/domain';
import type { ListingRecord } from '@hearth/contracts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../config/settings-context';
import { pageModeOf } from '../../../shared/lib/page-mode';
import { useListingSearch } from '../api/search-listings';
import { useSearchFilters } from '../hooks/use-search-filters';
import { useSearchScrollMemory } from '../hooks/use-scroll-memory';
import { useLegacyParamsRedirect, useSearchMemory } from '../hooks/use-search-memory';
import { useViewMode } from '../hooks/use-view-mode';
import { useHydrated } from '../../../shared/lib/use-hydrated';
import { useWindowWidth } from '../../../shared/lib/use-window-width';
import { filterChips } from '../utils/filter-chips';
import { listingLink, type ListingLink } from '../utils/listing-link';
import { routeDefaults, searchModeOf } from '../utils/search-route';
import { searchProblems } from '../utils/search-problems';
import { isApiError } from '../../../shared/lib/api-error';
import { SearchNavbar } from './filters/search-navbar';
import { SearchHeading } from './search-heading';
import { FilterChips } from './results/filter-chips';
import { ListingGrid } from './results/listing-grid';
import { Pager } from './results/pager';
import { SaveSearchButton } from './save-search/save-search-button';
import { ResultsHeader } from './results/results-header';
import { SortSelect } from './results/sort-select';
import { SearchProblems } from './results/search-problems';
import { ViewModeSwitch } from './results/view-mode-switch';
import styles from './listing-search-page.module.css';

const SearchMap = lazy(() => import('./map/search-map'));

/** The listing search of every search route and of the place search (`/homes/{city}`). */
export function ListingSearchPage() {
  return useLegacyParamsRedirect() ? null : <ListingSearch />;
}

/** Filters that move the map by themselves, so they do not fit the map to the results. */
const MAP_OWN = ['geohash', 'poly', 'offset', 'sortBy', 'order'] as const;
/** The area filters the map sets: not counted on the phone's Filters button. */
const MAP_AREA = new Set<string>(['geohash', 'box', 'poly', 'polygon', 'mapbound']);

function ListingSearch() {
  const { t } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const search = useSearchFilters();
  useSearchMemory(search);
  const { route, filters, active, setFilters, hrefFor } = search;
  const { data, error, isFetching, isError, isPlaceholderData } = useListingSearch(filters);
  const results = isError ? undefined : data;
  const listings = results?.bundle ?? [];
  const problems = useMemo(
    () => searchProblems(search.problems, filters, isApiError(error) ? error : null),
    [search.problems, filters, error],
  );
  // Told what was wrong, the visitor is not also told that nothing matched.
  const showGrid = (results || isError) && !(problems.length > 0 && listings.length === 0);
  useSearchScrollMemory(Boolean(results) && !isPlaceholderData);
  // The layout's step, not the exact width: the same columns and page links re-render nothing.
  const width = useWindowWidth(layoutWidth);
  const [viewMode, setViewMode] = useViewMode();
  const [fullScreen, setFullScreen] = useState(false);
  const mode = searchModeOf(route, filters);
  const showMap = settings.mapsEnabled && viewMode !== 'grid';
  // On a phone a chosen map comes first, right under the place search and the Filters button;
  // in map+grid the list follows under it.
  const mapFirst = showMap && isPhoneLayout(width);
  // The map is drawn in the browser only (a server-drawn page shows its placeholder until the
  // app takes over); without WebGL its code is not even loaded and the list holds every result.
  const hydrated = useHydrated();
  const webgl = hydrated && typeof window.WebGLRenderingContext === 'function';

  const linkFor = useCallback(
    (listing: Pick<ListingRecord, 'id' | 'UnparsedAddress'>): ListingLink =>
      listingLink(listing, {
        searchRedirectUrl: settings.searchRedirectUrl,
        siteMode: pageModeOf(pathname) === 'site',
      }),
    [settings.searchRedirectUrl, pathname],
  );
  const openListing = useCallback(
    (listing: Pick<ListingRecord, 'id' | 'UnparsedAddress'>) => {
      const link = linkFor(listing);
      if (link.newTab) window.open(link.href, '_blank', 'noopener');
      else if (link.reload) window.location.assign(link.href);
      else void navigate(link.href);
    },
    [linkFor, navigate],
  );

  // A single result of an address or listing-id search opens by itself when the site says so (§4).
  const opened = useRef<string | null>(null);
  const single =
    results && !isPlaceholderData && results.total === 1 ? results.bundle[0] : undefined;
  useEffect(() => {
    if (!settings.openSingleResult || !single || !isExclusiveSearch(filters)) return;
    if (opened.current === single.id) return;
    opened.current = single.id;
    openListing(single);
  }, [settings.openSingleResult, single, filters, openListing]);

  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullScreen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullScreen]);

  // Stable, so that the memoised parts of the screen skip the renders a new answer causes.
  const onChange = useCallback((next: ListingFilters) => void setFilters(next), [setFilters]);
  const onNavbarChange = useCallback((next: ListingFilters) => setFilters(next), [setFilters]);
  const clearAll = useCallback(
    () => void navigate(paths.search(route.city ? 'for-sale' : route.type)),
    [navigate, route.city, route.type],
  );
  const defaults = useMemo(() => routeDefaults(route, settings), [route, settings]);
  const filterCount = useMemo(
    () => filterChips(filters, defaults).filter((chip) => !MAP_AREA.has(chip.name)).length,
    [filters, defaults],
  );
  const onSavedNew = useCallback(
    (id: string) => setFilters({ ...filters, savedSearchId: id }, { replace: true }),
    [filters, setFilters],
  );
  const saveSearch = settings.consumerFeaturesEnabled && (
    <SaveSearchButton
      filters={filters}
      active={active}
      total={isPlaceholderData ? undefined : results?.total}
      onSavedNew={onSavedNew}
    />
  );

  const map = showMap && (
    <div className={styles.map}>
      {viewMode === 'map' && (
        <div className={styles.mapToolbar}>
          <ResultsHeader
            loading={isFetching && (!results || isPlaceholderData)}
            total={results?.total}
            offset={filters.offset ?? 0}
            limit={filters.limit ?? 100}
            problem={problems.length > 0}
          />
          {saveSearch}
          <ViewModeSwitch
            viewMode={viewMode}
            onViewMode={setViewMode}
            fullScreen={fullScreen}
            onFullScreen={setFullScreen}
            mapsEnabled={settings.mapsEnabled}
          />
        </div>
      )}
      {viewMode === 'map' && <SearchProblems problems={problems} />}
      {hydrated && !webgl && <p className={styles.mapLoading}>{t('search.map.unavailable')}</p>}
      {!hydrated && <p className={styles.mapLoading}>{t('search.map.loading')}</p>}
      <Suspense fallback={<p className={styles.mapLoading}>{t('search.map.loading')}</p>}>
        {webgl && (
          <SearchMap
            filters={filters}
            listings={listings}
            total={results?.total ?? 0}
            bounds={results && !isPlaceholderData ? results.bounds : null}
            resetKey={JSON.stringify(withoutFilters(filters, [...MAP_OWN]))}
            onFilters={onChange}
            onClose={() => setViewMode('grid')}
            onOpenListing={openListing}
          />
        )}
      </Suspense>
    </div>
  );

  return (
    <div
      className={styles.page}
      data-full-screen={fullScreen || undefined}
      data-map-first={mapFirst || undefined}
    >
      <SearchHeading route={route} filters={filters} />
      <SearchNavbar
        filters={filters}
        mode={mode}
        onChange={onNavbarChange}
        collapsible={showMap}
        filterCount={filterCount}
      />
      <div className={styles.layout} data-view={viewMode}>
        {mapFirst && map}
        {viewMode !== 'map' && (
          <section className={styles.list} aria-labelledby="search-results-title">
            <h2 id="search-results-title" className={styles.visuallyHidden}>
              {t('search.results.title')}
            </h2>
            <div className={styles.toolbar}>
              <ResultsHeader
                loading={isFetching && (!results || isPlaceholderData)}
                total={results?.total}
                offset={filters.offset ?? 0}
                limit={filters.limit ?? 100}
                problem={problems.length > 0}
              />
              <SortSelect filters={filters} onChange={onChange} />
              {saveSearch}
              <ViewModeSwitch
                viewMode={viewMode}
                onViewMode={setViewMode}
                fullScreen={fullScreen}
                onFullScreen={setFullScreen}
                mapsEnabled={settings.mapsEnabled}
              />
            </div>
            <FilterChips
              filters={filters}
              defaults={defaults}
              onChange={onChange}
              onClearAll={clearAll}
            />
            <SearchProblems problems={problems} />
            {showGrid && (
              <ListingGrid
                listings={listings}
                linkFor={linkFor}
                mode={mode}
                columns={viewMode === 'grid' ? gridColumns(width) : null}
              />
            )}
            <Pager filters={filters} total={results?.total} windowWidth={width} hrefFor={hrefFor} />
          </section>
        )}
        {!mapFirst && map}
      </div>
    </div>
  );
}
