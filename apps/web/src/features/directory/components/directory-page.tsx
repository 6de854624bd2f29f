import type { OfficeRecord } from '@hearth/contracts';
import {
  detectDirectoryMode,
  effectiveViewMode,
  switchDirectoryMode,
  type DirectoryFilters,
  type DirectoryMode,
} from '@hearth/domain';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../config/settings-context';
import { Page } from '../../../shared/ui/page';
import { useDirectorySearch, useOfficeMarkers } from '../api/directory-search';
import { useOfficeViewMode } from '../hooks/use-office-view-mode';
import {
  DIRECTORY_PAGE_SIZE,
  directoryHref,
  directoryRequest,
  readDirectoryFilters,
  withDirectoryFilter,
} from '../utils/directory-filters';
import { DirectoryNoResults } from './directory-no-results';
import { DirectoryPager } from './directory-pager';
import { DirectoryGrid, DirectoryResultsHeader } from './directory-results';
import styles from './directory-page.module.css';
import { DirectoryToolbar } from './directory-toolbar';
import type { PlaceChoice } from './place-search';

const OfficeMap = lazy(() => import('./office-map'));

/** The agent and office search (public-site.md §2 "Directory", §4 directory mode). */
export function DirectoryPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filters = useMemo(() => readDirectoryFilters(search), [search]);
  const mode = detectDirectoryMode(filters);
  const [chosenView, setView] = useOfficeViewMode();
  const view = effectiveViewMode(chosenView, {
    mapsEnabled: settings.mapsEnabled,
    agentSearch: mode === 'agent',
  });
  const query = useMemo(
    () => directoryRequest(mode, filters, settings.excludedAssociation),
    [mode, filters, settings.excludedAssociation],
  );
  const results = useDirectorySearch(mode, query);
  const showMap = mode === 'office' && view !== 'grid';
  const markers = useOfficeMarkers(query, showMap);

  const go = useCallback(
    (next: DirectoryFilters) => void navigate(directoryHref(next)),
    [navigate],
  );
  const onPlace = (choice: PlaceChoice) => {
    const withMode: DirectoryFilters = { ...filters, searchBy: mode };
    go(withDirectoryFilter(withMode, choice.field, choice.value));
  };
  const switchMode = (to: DirectoryMode) => go(switchDirectoryMode(filters, to));

  const offset = Number(filters.offset ?? 0) || 0;
  // A failed search empties the results (§8).
  const records = results.isError ? [] : (results.data?.bundle ?? []);
  const total = results.isError ? 0 : (results.data?.total ?? 0);
  const loading = results.isPending || (results.isFetching && results.isPlaceholderData);
  const empty = !loading && total === 0;
  const title = mode === 'agent' ? t('directory.titleAgent') : t('directory.titleOffice');

  return (
    <Page title={title}>
      <DirectoryToolbar
        mode={mode}
        filters={filters}
        viewMode={mode === 'office' && settings.mapsEnabled ? chosenView : null}
        onModeChange={switchMode}
        onFilterChange={(field, value) =>
          go(withDirectoryFilter({ ...filters, searchBy: mode }, field, value))
        }
        onPlace={onPlace}
        onViewModeChange={setView}
      />
      <DirectoryResultsHeader
        loading={loading}
        total={total}
        offset={offset}
        limit={DIRECTORY_PAGE_SIZE}
      />
      {empty ? (
        <DirectoryNoResults />
      ) : (
        <div className={showMap ? styles[view === 'map' ? 'mapOnly' : 'mapGrid'] : undefined}>
          {showMap && (
            <div className={styles.mapPanel}>
              <Suspense fallback={<p>{t('directory.mapLoading')}</p>}>
                <OfficeMap
                  offices={(markers.data?.bundle ?? []) as OfficeRecord[]}
                  label={t('directory.mapLabel', { count: markers.data?.bundle.length ?? 0 })}
                  clusterLabel={(count) => t('directory.clusterLabel', { count })}
                  officeHref={(office) =>
                    paths.office(office.OfficeName ?? '', office.OfficeKey ?? office.id)
                  }
                  onOpen={(href) => void navigate(href)}
                />
              </Suspense>
            </div>
          )}
          {view !== 'map' && <DirectoryGrid mode={mode} records={records} />}
        </div>
      )}
      <DirectoryPager
        total={total}
        offset={offset}
        limit={DIRECTORY_PAGE_SIZE}
        onPage={(next) => go({ ...filters, searchBy: mode, offset: next })}
      />
    </Page>
  );
}
