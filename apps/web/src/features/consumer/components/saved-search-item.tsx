import type { ListedSavedSearch, SavedSearch } from '@hearth/contracts';
import { filtersFromRecord, savedSearchHref } from '@hearth/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { runSavedSearch, savedSearchesKey } from '../../../shared/lib/saved-searches';
import { useListingCount } from '../api/listing-count';
import styles from './consumer.module.css';
import { searchSummaryText } from '../../../shared/lib/search-summary';
import type { SavedSearchDialogKind } from './saved-search-dialogs';

/**
 * One saved search (§2): its name, its filters in words, how many listings match now and how
 * many are new since it was last run, its frequency and subscriptions; Search (which records the
 * run), Settings, Rename and Delete.
 */
export function SavedSearchItem({
  search,
  onDialog,
}: {
  search: ListedSavedSearch;
  onDialog: (kind: SavedSearchDialogKind, search: SavedSearch) => void;
}) {
  const { t } = useTranslation();
  const count = useListingCount(filtersFromRecord(search.query));
  const [headingId] = useState(() => `saved-search-${search.id}`);
  const { membioMlsApiUrl } = useSettings();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () => runSavedSearch(membioMlsApiUrl, search.id),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
  const since = search.lastRunAt ? 'Run' : 'Saved';
  const subscriptions = [
    search.subscriptions.openHouses.enabled ? t('consumer.openHouses') : null,
    search.subscriptions.virtualTour.enabled ? t('consumer.virtualTours') : null,
  ].filter(Boolean);
  return (
    <article className={styles.searchItem} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.searchName}>
        {search.name}
      </h2>
      <p>{searchSummaryText(search.query, t) || t('consumer.summary.all')}</p>
      {search.agent && (
        <p className={styles.muted}>{t('consumer.addedBy', { agent: search.agent.name })}</p>
      )}
      <p className={styles.muted} aria-live="polite">
        {count.data === undefined
          ? t('consumer.counting')
          : t('consumer.matches', { count: count.data })}
      </p>
      <p className={search.newListings > 0 ? styles.newListings : styles.muted}>
        {search.newListings > 0
          ? t(`consumer.newSince${since}`, { count: search.newListings })
          : t(`consumer.noneNewSince${since}`)}
      </p>
      <p className={styles.muted}>
        {t('consumer.frequencyIs', {
          frequency: t(`consumer.frequencies.${search.notificationFrequency}`),
        })}
        {subscriptions.length > 0 && ` · ${subscriptions.join(', ')}`}
      </p>
      <div className={styles.row}>
        <Link className={styles.primary} to={savedSearchHref(search)} onClick={() => run.mutate()}>
          {t('consumer.search')}
          <span className={styles.visuallyHidden}> {search.name}</span>
        </Link>
        {(['settings', 'rename', 'delete'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.secondary}
            onClick={() => onDialog(kind, search)}
          >
            {t(`consumer.actions.${kind}`)}
            <span className={styles.visuallyHidden}> {search.name}</span>
          </button>
        ))}
      </div>
    </article>
  );
}
