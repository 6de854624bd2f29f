import {
  buyRentLinks,
  listingDefaults,
  type ListingFilters,
  type SearchMode,
} from '@hearth/domain';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useOptimistic,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../../config/settings-context';
import { BedsBathsMenu } from './beds-baths-menu';
import { preloadMenuPanels } from './menu-panel';
import { PlaceSearch } from './place-search';
import { PriceMenu } from './price-menu';
import { PropertyTypeMenu } from './property-type-menu';
import styles from './filters.module.css';

const MoreFiltersPanel = lazy(() =>
  import('./more-filters-panel').then((module) => ({ default: module.MoreFiltersPanel })),
);

interface SearchNavbarProps {
  filters: ListingFilters;
  mode: SearchMode;
  /** Re-routes the search; the promise settles once the page shows the new filters. */
  onChange: (next: ListingFilters) => void | Promise<void>;
  /**
   * With a map chosen: on a phone the menus and Buy/Rent links fold behind a Filters button
   * (with the count of filters set), so that the map starts within the first screen.
   */
  collapsible?: boolean;
  /** The filters set in the menus (the map's own area aside), shown on the Filters button. */
  filterCount?: number;
}

/** Place search, the price, beds/baths and property-type menus, more filters, Buy and Rent/Lease. */
export const SearchNavbar = memo(function SearchNavbar({
  filters: routed,
  mode,
  onChange,
  collapsible = false,
  filterCount = 0,
}: SearchNavbarProps) {
  const { t } = useTranslation();
  // Tick first, search after: a control shows its new value at once, while the page re-routes
  // and re-renders its results in a transition that gives way to the next click.
  const [filters, showFilters] = useOptimistic(routed);
  const change = useCallback(
    (next: ListingFilters) =>
      startTransition(async () => {
        showFilters(next);
        await onChange(next);
      }),
    [onChange, showFilters],
  );
  useEffect(() => preloadMenuPanels(), []);
  const settings = useSettings();
  const panelId = useId();
  const filterSetId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const links = buyRentLinks(filters, listingDefaults(settings));
  return (
    <div
      className={styles.navbar}
      data-collapsible={collapsible || undefined}
      data-open={filtersOpen || undefined}
    >
      <div className={styles.navRow}>
        <PlaceSearch filters={filters} onChange={change} />
        {collapsible && (
          <button
            type="button"
            className={styles.filtersButton}
            aria-expanded={filtersOpen}
            aria-controls={filterSetId}
            onClick={() => {
              setFiltersOpen(!filtersOpen);
              if (filtersOpen) setMoreOpen(false);
            }}
          >
            {filterCount > 0
              ? t('search.filtersButtonCount', { count: filterCount })
              : t('search.filtersButton')}
          </button>
        )}
        <div id={filterSetId} className={styles.filterSet}>
          <div className={styles.menus} role="group" aria-label={t('search.menus.label')}>
            <PriceMenu filters={filters} mode={mode} onChange={change} />
            <BedsBathsMenu filters={filters} onChange={change} />
            <PropertyTypeMenu filters={filters} onChange={change} />
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={moreOpen}
              aria-controls={moreOpen ? panelId : undefined}
              onClick={() => setMoreOpen(!moreOpen)}
            >
              {t('search.more.button')}
            </button>
          </div>
          <nav className={styles.modeLinks} aria-label={t('search.modeLinks')}>
            <Link to={links.buy} aria-current={mode === 'buy' ? 'true' : undefined}>
              {t('search.buy')}
            </Link>
            <Link to={links.rent} aria-current={mode === 'rent' ? 'true' : undefined}>
              {t('search.rentLease')}
            </Link>
          </nav>
        </div>
      </div>
      {moreOpen && (
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          <MoreFiltersPanel
            id={panelId}
            filters={filters}
            mode={mode}
            onChange={change}
            onClose={() => setMoreOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
});
