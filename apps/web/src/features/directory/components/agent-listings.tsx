import type { AgentListingCard } from '@hearth/contracts';
import { dollarTotal, formatNumber } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FavouriteButton } from '../../../shared/ui/favourite-button';
import styles from './agent-page.module.css';
import { leaseSuffix } from '../../../shared/lib/lease-price';

/**
 * The agent's active listings as cards; a card goes straight to its listing (§2), and its heart
 * favourites it as on every other screen that shows a listing.
 */
export function AgentListings({ listings }: { listings: readonly AgentListingCard[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="agent-listings-title">
      <h2 id="agent-listings-title">{t('directory.listings')}</h2>
      {listings.length === 0 ? (
        <p>{t('directory.noListings')}</p>
      ) : (
        <ul className={styles.listings}>
          {listings.map((listing) => {
            const address = listing.UnparsedAddress ?? listing.City ?? listing.ListingId;
            const facts = [
              listing.BedroomsTotal !== null &&
                t('directory.beds', { count: listing.BedroomsTotal }),
              listing.BathroomsTotalInteger !== null &&
                t('directory.baths', { count: listing.BathroomsTotalInteger }),
              listing.LivingArea !== null &&
                t('directory.sqft', { value: formatNumber(listing.LivingArea, 'en-US') }),
            ].filter(Boolean);
            return (
              <li key={listing.id} className={styles.listingCard}>
                {listing.photoUrl ? (
                  <img src={listing.photoUrl} alt="" width={419} height={235} loading="lazy" />
                ) : (
                  <div className={styles.noPhoto}>{t('directory.noPhoto')}</div>
                )}
                <div className={styles.priceRow}>
                  <p className={styles.price}>
                    {dollarTotal(listing.ListPrice)}
                    {leaseSuffix(listing.PropertyType, t)}
                  </p>
                  <FavouriteButton
                    listingId={listing.ListingId}
                    label={t('search.card.favourite', { address })}
                  />
                </div>
                <p>
                  <Link to={paths.listing(listing.ListingId, listing.UnparsedAddress ?? undefined)}>
                    {address}
                  </Link>
                </p>
                <p className={styles.muted}>
                  {[listing.City, listing.StateOrProvince, listing.PostalCode]
                    .filter(Boolean)
                    .join(', ')}
                </p>
                {facts.length > 0 && <p>{facts.join(' · ')}</p>}
                <p className={styles.muted}>
                  {listing.StandardStatus} · {listing.ListOfficeName}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
