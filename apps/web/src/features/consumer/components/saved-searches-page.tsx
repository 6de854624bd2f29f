import type { SavedSearch } from '@hearth/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { savedSearchesQuery } from '../../../shared/lib/saved-searches';
import { useSession } from '../../../shared/lib/session';
import { Page } from '../../../shared/ui/page';
import { useStoredChoice } from '../../../shared/lib/use-stored-choice';
import type { SavedSearchDialogKind } from './saved-search-dialogs';
import { SavedSearchItem } from './saved-search-item';
import styles from './consumer.module.css';

const SavedSearchDialog = lazy(() => import('./saved-search-dialogs'));
const SORTS = ['name', 'createdAt'] as const;

/** /user/saved-searches (members-area.md §2). */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const { membioMlsApiUrl } = useSettings();
  const session = useSession();
  const user = session.data?.user ?? null;
  const searches = useQuery({ ...savedSearchesQuery(membioMlsApiUrl), enabled: Boolean(user) });
  const sortId = useId();
  const [sort, setSort] = useStoredChoice('hearth.savedSearches.sort', SORTS, 'name');
  const [dialog, setDialog] = useState<{ kind: SavedSearchDialogKind; search: SavedSearch }>();
  const sorted = useMemo(
    () =>
      [...(searches.data ?? [])].sort((a, b) =>
        sort === 'createdAt'
          ? b.createdAt.localeCompare(a.createdAt)
          : a.name.localeCompare(b.name),
      ),
    [searches.data, sort],
  );

  if (session.isPending) return <Page title={t('consumer.savedSearches')} />;
  if (!user) return <Navigate to="/user/login?redirect=/user/saved-searches" replace />;

  return (
    <Page title={t('consumer.savedSearches')} intro={t('consumer.frequencyHelp')}>
      <div className={styles.toolbar}>
        <label htmlFor={sortId}>{t('consumer.sortBy')}</label>
        <select
          id={sortId}
          className={styles.select}
          value={sort}
          onChange={(event) => setSort(event.target.value as (typeof SORTS)[number])}
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`consumer.groupSorts.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {searches.isPending && <p role="status">{t('consumer.loading')}</p>}
      {searches.isError && <p role="alert">{t('errors.unknown')}</p>}
      {searches.isSuccess && sorted.length === 0 && (
        <div className={styles.empty}>
          <h2>{t('consumer.emptyTitle')}</h2>
        </div>
      )}
      <ul className={styles.searchList}>
        {sorted.map((search) => (
          <li key={search.id}>
            <SavedSearchItem
              search={search}
              onDialog={(kind, which) => setDialog({ kind, search: which })}
            />
          </li>
        ))}
      </ul>
      {dialog && (
        <Suspense fallback={null}>
          <SavedSearchDialog
            kind={dialog.kind}
            search={dialog.search}
            onClose={() => setDialog(undefined)}
          />
        </Suspense>
      )}
    </Page>
  );
}
