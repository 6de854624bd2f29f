import type { AgentListing, AgentStatisticsResponse } from '@hearth/contracts';
import {
  AGENT_LISTING_SHOW_OPTIONS,
  AGENT_LISTING_SORT_OPTIONS,
  dollarTotal,
  formatNumber,
  statusColour,
  thumbnailUrl,
  type AgentListingShow,
  type AgentListingSort,
} from '@hearth/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { useStoredChoice } from '../../../shared/lib/use-stored-choice';
import { Page } from '../../../shared/ui/page';
import { useAgentListings } from '../api/agent-listings-api';
import styles from './agent.module.css';
import own from './agent-listings.module.css';
import { leaseSuffix } from '../../../shared/lib/lease-price';

const ListingStatsDialog = lazy(() => import('./listing-stats-dialog'));

function useMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  return (amount: number) => dollarTotal(amount, locale);
}

/** The Sold Stats banner (§3 "Agent statistics"): closings this year and over 365 days. */
function SoldStats({ statistics }: { statistics: AgentStatisticsResponse }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows = [
    ['sold', statistics.sold],
    ['rented', statistics.rented],
  ] as const;
  return (
    <section className={own.banner} aria-labelledby="sold-stats-title">
      <h2 id="sold-stats-title" className={own.bannerTitle}>
        {t('agent.listings.soldStats')}
      </h2>
      <dl className={own.stats}>
        {rows.flatMap(([kind, totals]) => [
          <div key={`${kind}-ytd`} className={own.stat}>
            <dt>{t(`agent.listings.${kind}Ytd`)}</dt>
            <dd>
              <span className={own.statCount}>
                {t('agent.listings.count', { count: totals.ytdCount })}
              </span>
              <span className={own.statVolume}>{money(totals.ytdTotal)}</span>
            </dd>
          </div>,
          <div key={`${kind}-year`} className={own.stat}>
            <dt>{t(`agent.listings.${kind}Year`)}</dt>
            <dd>
              <span className={own.statCount}>
                {t('agent.listings.count', { count: totals.yearCount })}
              </span>
              <span className={own.statVolume}>{money(totals.yearTotal)}</span>
            </dd>
          </div>,
        ])}
      </dl>
    </section>
  );
}

function ListingCard({
  listing,
  onStats,
}: {
  listing: AgentListing;
  onStats: (listing: AgentListing) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const address = listing.UnparsedAddress ?? t('search.card.addressHidden');
  const photo = thumbnailUrl({
    Media: listing.photoUrl ? [{ MediaURL: listing.photoUrl, Order: 1 }] : [],
  });
  const closed = listing.StandardStatus === 'Closed';
  const price = closed && listing.ClosePrice !== null ? listing.ClosePrice : listing.ListPrice;
  const facts = [
    listing.BedroomsTotal !== null ? t('search.card.beds', { count: listing.BedroomsTotal }) : null,
    listing.BathroomsTotalInteger !== null
      ? t('search.card.baths', { count: listing.BathroomsTotalInteger })
      : null,
    listing.LivingArea !== null
      ? t('search.card.sqft', { value: formatNumber(listing.LivingArea, i18n.language) })
      : null,
  ].filter(Boolean);
  return (
    <article className={own.card} data-agent-listing={listing.ListingId}>
      <div className={own.photo}>
        {photo ? <img src={photo} alt="" width={419} height={235} loading="lazy" /> : null}
        <span className={own.tag} data-colour={statusColour(listing.StandardStatus)}>
          {t(`search.status.${listing.StandardStatus}`, { defaultValue: listing.StandardStatus })}
        </span>
      </div>
      <div className={own.body}>
        <p className={own.price}>
          {price === null ? t('search.card.noPrice') : money(price)}
          {price !== null && !closed && leaseSuffix(listing.PropertyType, t)}
          {closed && listing.ClosePrice !== null && (
            <span className={own.muted}> {t('agent.listings.closePrice')}</span>
          )}
        </p>
        <h3 className={own.address}>
          <Link to={paths.listing(listing.id, listing.UnparsedAddress ?? undefined)}>
            {address}
          </Link>
        </h3>
        {facts.length > 0 && <p className={own.muted}>{facts.join(' · ')}</p>}
        <p className={own.muted}>
          {listing.DaysOnMarket !== null &&
            t('agent.listings.daysOnMarket', { count: listing.DaysOnMarket })}
          {listing.role === 'co-list' && ` · ${t('agent.listings.coListed')}`}
        </p>
        <button
          type="button"
          className={`${styles.secondary} ${own.statsButton}`}
          onClick={() => onStats(listing)}
          aria-label={t('agent.listings.viewStatsFor', { address })}
        >
          {t('agent.listings.viewStats')}
        </button>
      </div>
    </article>
  );
}

/**
 * /mls-agent/listings (members-area.md §2 "Agent area"): the agent's listings, as list or
 * co-list agent, with the Show filter and sorts (kept locally), the Sold Stats banner, and each
 * listing's '30 Day View Stats'.
 */
export function AgentListingsPage() {
  const { t } = useTranslation();
  const showId = useId();
  const sortId = useId();
  const [show, setShow] = useStoredChoice<AgentListingShow>(
    'hearth.agentListings.show',
    AGENT_LISTING_SHOW_OPTIONS,
    'All',
  );
  const [sort, setSort] = useStoredChoice<AgentListingSort>(
    'hearth.agentListings.sort',
    AGENT_LISTING_SORT_OPTIONS,
    'ListPriceDown',
  );
  const listings = useAgentListings(show, sort);
  const [stats, setStats] = useState<AgentListing | null>(null);
  const first = listings.data?.pages[0];
  const results = listings.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Page title={t('agent.listings.title')} intro={t('agent.listings.intro')}>
      {first && <SoldStats statistics={first.statistics} />}
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={showId}>{t('agent.listings.show')}</label>
          <select
            id={showId}
            className={styles.select}
            value={show}
            onChange={(event) => setShow(event.target.value as AgentListingShow)}
          >
            {AGENT_LISTING_SHOW_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`agent.listings.shows.${value}`)}
                {value !== 'All' && first ? ` (${first.counts[value]})` : ''}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={sortId}>{t('agent.listings.sortBy')}</label>
          <select
            id={sortId}
            className={styles.select}
            value={sort}
            onChange={(event) => setSort(event.target.value as AgentListingSort)}
          >
            {AGENT_LISTING_SORT_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`agent.listings.sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" className={styles.muted}>
        {listings.isPending
          ? t('agent.contacts.loading')
          : first
            ? t('agent.listings.records', { count: first.records })
            : ''}
      </p>
      {listings.isError && (
        <p role="alert" className={styles.error}>
          {apiErrorMessage(listings.error, t)}
        </p>
      )}
      {first && results.length === 0 && (
        <p className={own.empty}>
          {show === 'All'
            ? t('agent.listings.none')
            : t('agent.listings.noStatus', { status: t(`agent.listings.shows.${show}`) })}
        </p>
      )}
      {results.length > 0 && (
        <ul className={own.grid} aria-label={t('agent.listings.title')}>
          {results.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} onStats={setStats} />
            </li>
          ))}
        </ul>
      )}
      {listings.hasNextPage && (
        <p className={own.more}>
          <button
            type="button"
            className={styles.secondary}
            disabled={listings.isFetchingNextPage}
            onClick={() => void listings.fetchNextPage()}
          >
            {listings.isFetchingNextPage ? t('agent.contacts.loading') : t('agent.listings.more')}
          </button>
        </p>
      )}
      {stats && (
        <Suspense fallback={null}>
          <ListingStatsDialog listing={stats} onClose={() => setStats(null)} />
        </Suspense>
      )}
    </Page>
  );
}
