import type { SavedListingGroup } from '@hearth/contracts';
import {
  DEFAULT_SAVED_LISTING_GROUP_SORT,
  DEFAULT_SAVED_LISTING_SORT,
  SAVED_LISTING_GROUP_SORT_OPTIONS,
  SAVED_LISTING_GROUP_SORT_STORAGE_KEY,
  SAVED_LISTING_PAGE_SIZE,
  SAVED_LISTING_SORT_OPTIONS,
  addedByLabel,
  canEditSavedListing,
  savedListingGroupTitle,
  type SavedListingGroupSort,
  type SavedListingSort,
} from '@hearth/domain';
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../../shared/lib/session';
import { Page } from '../../../shared/ui/page';
import {
  SAVED_LISTING_SORT_STORAGE_KEY,
  useAnnotateSavedListing,
  useSavedListingGroups,
  useSavedListingPages,
} from '../api/saved-listing-groups';
import { useStoredChoice } from '../../../shared/lib/use-stored-choice';
import { FavouriteButton } from '../../../shared/ui/favourite-button';
import { SavedListingCard } from '../../../shared/ui/saved-listing-card';
import styles from './consumer.module.css';

/**
 * Cards drawn in the first paint, from the top: more than a screenful (three cards fill a
 * desktop one). The other cards of the first pages follow in a transition just after, so the
 * page is on screen without waiting for a hundred cards below the fold to be built.
 */
export const FIRST_PAINT_CARDS = 6;

/** False for the first render with data, then true once that render is on screen. */
function useAfterFirstPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return undefined;
    const handle = setTimeout(() => startTransition(() => setAfter(true)), 0);
    return () => clearTimeout(handle);
  }, [ready, after]);
  return after;
}

/** /user/saved-listings (members-area.md §2): the person's listing groups and their items. */
export function SavedListingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.data?.user ?? null;
  const ids = { sort: useId(), groupSort: useId() };
  const [sort, setSort] = useStoredChoice<SavedListingSort>(
    SAVED_LISTING_SORT_STORAGE_KEY,
    SAVED_LISTING_SORT_OPTIONS.map((option) => option.value),
    DEFAULT_SAVED_LISTING_SORT,
    { cookie: true },
  );
  const [groupSort, setGroupSort] = useStoredChoice<SavedListingGroupSort>(
    SAVED_LISTING_GROUP_SORT_STORAGE_KEY,
    SAVED_LISTING_GROUP_SORT_OPTIONS.map((option) => option.value),
    DEFAULT_SAVED_LISTING_GROUP_SORT,
    { cookie: true },
  );
  const groups = useSavedListingGroups(Boolean(user), sort);
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

  const allDrawn = useAfterFirstPaint(groups.isSuccess);

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
          onChange={(event) => setGroupSort(event.target.value as SavedListingGroupSort)}
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
      {shown.map((group, index) => (
        <SavedListingGroupSection
          // A new sort starts each group again from its first page.
          key={`${group.id}:${sort}`}
          group={group}
          title={title(group)}
          sort={sort}
          now={now}
          userId={user.id}
          drawn={allDrawn ? undefined : Math.max(0, FIRST_PAINT_CARDS - cardsBefore(shown, index))}
        />
      ))}
    </Page>
  );
}

/** How many first-page cards the groups before `index` hold. */
function cardsBefore(groups: readonly SavedListingGroup[], index: number): number {
  let count = 0;
  for (const group of groups.slice(0, index)) count += group.savedListings.length;
  return count;
}

/**
 * Calls `onVisible` while `target` is within a screen's height of the viewport and `active`: the
 * next page is asked for before the person scrolls to the end of a group. Without
 * IntersectionObserver the "Show more" button does it.
 */
function useWhenNearViewport(
  target: RefObject<HTMLElement | null>,
  onVisible: () => void,
  active: boolean,
) {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const element = target.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, active]);
}

/**
 * One listing group: its title and its cards in the chosen order (sorted by the server). The
 * groups answer holds the first page; the next ones come as the person scrolls near the end of
 * the group, or presses "Show more".
 */
function SavedListingGroupSection({
  group,
  title,
  sort,
  now,
  userId,
  drawn,
}: {
  group: SavedListingGroup;
  title: string;
  sort: SavedListingSort;
  now: Date;
  userId: string;
  /** How many cards to draw for now (the first paint); all when left out. */
  drawn?: number;
}) {
  const { t } = useTranslation();
  const annotate = useAnnotateSavedListing();
  const addedByText = (item: SavedListingGroup['savedListings'][number]) => {
    const added = addedByLabel(
      { agentId: item.agentId, agentName: item.agent?.name ?? null },
      { memberId: null },
    );
    if (!added) return null;
    return added.kind === 'you'
      ? t('consumer.addedByYou')
      : t('consumer.addedBy', { agent: added.name });
  };
  const [started, setStarted] = useState(false);
  const pages = useSavedListingPages(group, sort, started);
  const items = useMemo(() => {
    const seen = new Set<string>();
    return [
      ...group.savedListings,
      ...(pages.data?.pages.flatMap((page) => page.results) ?? []),
    ].filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  }, [group.savedListings, pages.data]);
  const total = pages.data?.pages.at(-1)?.total ?? group.savedListingCount;
  const hidden = Math.max(0, total - items.length);
  const busy = pages.isFetching;
  const { hasNextPage, fetchNextPage, isError, refetch } = pages;
  const more = useCallback(() => {
    if (!started) setStarted(true);
    else if (isError) void refetch();
    else if (hasNextPage) void fetchNextPage();
  }, [started, isError, refetch, hasNextPage, fetchNextPage]);
  const end = useRef<HTMLDivElement>(null);
  useWhenNearViewport(end, more, drawn === undefined && hidden > 0 && !busy && !isError);
  return (
    <section className={styles.group} aria-labelledby={`group-${group.id}`}>
      <h2 id={`group-${group.id}`}>{title}</h2>
      <ul className={styles.cards}>
        {(drawn === undefined ? items : items.slice(0, drawn)).map((item) => (
          <li key={item.id}>
            <SavedListingCard
              item={item}
              now={now}
              editable={canEditSavedListing(
                { userId: item.userId, agentId: item.agentId },
                { userId, memberId: null },
              )}
              addedBy={addedByText(item)}
              onAnnotate={(change) => annotate.mutate({ id: item.id, change })}
              actions={
                <FavouriteButton
                  listingId={item.listingId}
                  label={t('consumer.favourite', {
                    address: item.listing.UnparsedAddress ?? t('search.card.addressHidden'),
                  })}
                />
              }
            />
          </li>
        ))}
      </ul>
      <div ref={end} />
      {isError && <p role="alert">{t('errors.unknown')}</p>}
      {hidden > 0 && (
        <button
          type="button"
          className={styles.secondary}
          onClick={more}
          disabled={busy}
          aria-busy={busy}
        >
          {t('consumer.showMore', { count: Math.min(hidden, SAVED_LISTING_PAGE_SIZE) })}
        </button>
      )}
    </section>
  );
}
