import type { SavedListingGroup } from '@hearth/contracts';
import {
  DEFAULT_SAVED_LISTING_SORT,
  SAVED_LISTING_GROUP_SORT_OPTIONS,
  SAVED_LISTING_SORT_OPTIONS,
  canEditSavedListing,
  savedListingGroupTitle,
  sortSavedListings,
  type SavedListingSort,
} from '@hearth/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../../shared/lib/session';
import { Page } from '../../../shared/ui/page';
import { useSavedListingGroups } from '../api/saved-listing-groups';
import { useStoredChoice } from '../../../shared/lib/use-stored-choice';
import { SavedListingCard } from './saved-listing-card';
import styles from './consumer.module.css';

/**
 * Cards drawn at first in each group, and added by each "Show more": a person with a thousand
 * saved listings sees the page at once instead of waiting for every card to be laid out.
 */
export const SAVED_LISTING_CARDS_STEP = 12;

type GroupSort = (typeof SAVED_LISTING_GROUP_SORT_OPTIONS)[number]['value'];

/** /user/saved-listings (members-area.md §2): the person's listing groups and their items. */
export function SavedListingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.data?.user ?? null;
  const groups = useSavedListingGroups(Boolean(user));
  const ids = { sort: useId(), groupSort: useId() };
  const [sort, setSort] = useStoredChoice<SavedListingSort>(
    'hearth.savedListings.sort',
    SAVED_LISTING_SORT_OPTIONS.map((option) => option.value),
    DEFAULT_SAVED_LISTING_SORT,
  );
  const [groupSort, setGroupSort] = useStoredChoice<GroupSort>(
    'hearth.savedListings.groupSort',
    SAVED_LISTING_GROUP_SORT_OPTIONS.map((option) => option.value),
    'name',
  );
  const now = useMemo(() => new Date(), []);
  const title = (group: SavedListingGroup) => {
    const named = savedListingGroupTitle({
      name: group.name,
      agentId: group.agentId,
      contactName: group.contact?.name ?? null,
    });
    return named.kind === 'own' ? t('consumer.yourSavedListings') : named.text;
  };
  const shown = useMemo(() => {
    const list = (groups.data ?? []).filter((group) => group.savedListings.length > 0);
    return [...list].sort((a, b) =>
      groupSort === 'createdAt'
        ? b.createdAt.localeCompare(a.createdAt)
        : title(a).localeCompare(title(b)),
    );
    // `title` reads only the language, which re-renders the page anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groups.data, groupSort]);

  if (session.isPending) return <Page title={t('consumer.savedListings')} />;
  if (!user) return <Navigate to="/user/login?redirect=/user/saved-listings" replace />;

  return (
    <Page title={t('consumer.savedListings')}>
      <div className={styles.toolbar}>
        <label htmlFor={ids.sort}>{t('consumer.sortBy')}</label>
        <select
          id={ids.sort}
          className={styles.select}
          value={sort}
          onChange={(event) => setSort(event.target.value as SavedListingSort)}
        >
          {SAVED_LISTING_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`consumer.sorts.${option.value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.groupSort}>{t('consumer.groupSortBy')}</label>
        <select
          id={ids.groupSort}
          className={styles.select}
          value={groupSort}
          onChange={(event) => setGroupSort(event.target.value as GroupSort)}
        >
          {SAVED_LISTING_GROUP_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`consumer.groupSorts.${option.value}`)}
            </option>
          ))}
        </select>
      </div>
      {groups.isPending && <p role="status">{t('consumer.loading')}</p>}
      {groups.isError && <p role="alert">{t('errors.unknown')}</p>}
      {groups.isSuccess && shown.length === 0 && (
        <div className={styles.empty}>
          <h2>{t('consumer.emptyTitle')}</h2>
          <p>{t('consumer.emptyListings')}</p>
        </div>
      )}
      {shown.map((group) => (
        <SavedListingGroupSection
          key={group.id}
          group={group}
          title={title(group)}
          sort={sort}
          now={now}
          userId={user.id}
        />
      ))}
    </Page>
  );
}

/** One listing group: its title and its cards in the chosen order, a step of them at a time. */
function SavedListingGroupSection({
  group,
  title,
  sort,
  now,
  userId,
}: {
  group: SavedListingGroup;
  title: string;
  sort: SavedListingSort;
  now: Date;
  userId: string;
}) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(SAVED_LISTING_CARDS_STEP);
  const sorted = useMemo(() => sortSavedListings(group.savedListings, sort), [group, sort]);
  const hidden = sorted.length - limit;
  return (
    <section className={styles.group} aria-labelledby={`group-${group.id}`}>
      <h2 id={`group-${group.id}`}>{title}</h2>
      <ul className={styles.cards}>
        {sorted.slice(0, limit).map((item) => (
          <li key={item.id}>
            <SavedListingCard
              item={item}
              now={now}
              editable={canEditSavedListing(
                { userId: item.userId, agentId: item.agentId },
                { userId, memberId: null },
              )}
            />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => setLimit((shown) => shown + SAVED_LISTING_CARDS_STEP)}
        >
          {t('consumer.showMore', { count: Math.min(hidden, SAVED_LISTING_CARDS_STEP) })}
        </button>
      )}
    </section>
  );
}
