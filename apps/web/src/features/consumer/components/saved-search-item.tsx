import type { SavedSearch } from '@hearth/contracts';
import { filtersFromRecord, savedSearchHref } from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListingCount } from '../api/listing-count';
import styles from './consumer.module.css';
import { searchSummaryText } from './search-summary';
import type { SavedSearchDialogKind } from './saved-search-dialogs';

/**
 * One saved search (§2): its name, its filters in words, how many listings match now, its
 * frequency and subscriptions; Search, Settings, Rename and Delete.
 */
export function SavedSearchItem({
  search,
  onDialog,
}: {
  search: SavedSearch;
  onDialog: (kind: SavedSearchDialogKind, search: SavedSearch) => void;
}) {
  const { t } = useTranslation();
  const count = useListingCount(filtersFromRecord(search.query));
  const [headingId] = useState(() => `saved-search-${search.id}`);
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
      <p className={styles.muted} aria-live="polite">
        {count.data === undefined
          ? t('consumer.counting')
          : t('consumer.matches', { count: count.data })}
      </p>
      <p className={styles.muted}>
        {t('consumer.frequencyIs', {
          frequency: t(`consumer.frequencies.${search.notificationFrequency}`),
        })}
        {subscriptions.length > 0 && ` · ${subscriptions.join(', ')}`}
      </p>
      <div className={styles.row}>
        <Link className={styles.primary} to={savedSearchHref(search)}>
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
