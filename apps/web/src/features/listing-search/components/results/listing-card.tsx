import type { ListingRecord } from '@hearth/contracts';
import {
  dollarTotal,
  formatNumber,
  lotSize,
  type SearchMode,
  statusTag,
  thumbnailUrl,
} from '@hearth/domain';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteButton } from '../../../../shared/ui/favourite-button';
import { loadStrings } from '../../../../shared/lib/i18n';
import { useSignedInAgent } from '../../../../shared/lib/viewer';
import { listingLink, NO_PHOTO_IMAGE, type ListingLink } from '../../utils/listing-link';
import styles from './listing-card.module.css';

// Shown to signed-in agents only: its code and strings load after the list has painted.
const ShareWithContactButton = lazy(async () => {
  const [module] = await Promise.all([
    import('../../../../shared/ui/share-with-contact'),
    loadStrings('listing'),
  ]);
  return { default: module.ShareWithContactButton };
});

interface ListingCardProps {
  listing: ListingRecord;
  linkFor: (listing: ListingRecord) => ListingLink;
  mode: SearchMode;
  now: Date;
  timeZone: string;
  /** Shows the favourite icon (consumer features on). */
  favourites: boolean;
  /**
   * The first cards load their photo at once, as they are what the visitor sees first; the very
   * first photo is usually the largest thing painted, so it loads ahead of everything else.
   */
  photoPriority: 'first' | 'eager' | 'lazy';
}

/**
 * A result: photo, status tag, price, address, details, listing office, favourite and report.
 * Memoised: a new filter set re-renders the page while the cards on screen stay the same.
 */
export const ListingCard = memo(function ListingCard({
  listing,
  linkFor,
  mode,
  now,
  timeZone,
  favourites,
  photoPriority,
}: ListingCardProps) {
  const { t, i18n } = useTranslation();
  const agent = useSignedInAgent();
  const link = linkFor(listing);
  const tag = statusTag(listing, { now, timeZone, locale: i18n.language });
  const closed = listing.StandardStatus === 'Closed' && typeof listing.ClosePrice === 'number';
  const price = closed ? listing.ClosePrice : listing.ListPrice;
  const address = listing.UnparsedAddress ?? t('search.card.addressHidden');
  // The address already names the place; the place line stands in only for a hidden address.
  const place = listing.UnparsedAddress
    ? ''
    : [listing.City, listing.StateOrProvince, listing.PostalCode].filter(Boolean).join(', ');
  const details = [
    typeof listing.BedroomsTotal === 'number'
      ? t('search.card.beds', { count: listing.BedroomsTotal })
      : null,
    typeof listing.BathroomsTotalInteger === 'number'
      ? t('search.card.baths', { count: listing.BathroomsTotalInteger })
      : null,
    typeof listing.LivingArea === 'number'
      ? t('search.card.sqft', { value: formatNumber(listing.LivingArea, i18n.language) })
      : null,
    typeof listing.LotSizeAcres === 'number'
      ? t('search.card.acres', { value: lotSize(listing.LotSizeAcres) })
      : null,
  ].filter(Boolean);
  const photo = thumbnailUrl(listing) ?? NO_PHOTO_IMAGE;
  const linkProps = link.newTab ? { target: '_blank', rel: 'noopener' } : {};

  return (
    <article
      className={styles.card}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button')) return;
        event.currentTarget.querySelector<HTMLAnchorElement>('a[data-primary]')?.click();
      }}
    >
      <div className={styles.photo}>
        <img
          src={photo}
          alt=""
          width={419}
          height={235}
          loading={photoPriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={photoPriority === 'first' ? 'high' : 'auto'}
          decoding={photoPriority === 'first' ? 'sync' : 'async'}
          onError={(event) => {
            if (event.currentTarget.src !== NO_PHOTO_IMAGE)
              event.currentTarget.src = NO_PHOTO_IMAGE;
          }}
        />
        {tag && (
          <span className={styles.tag} data-colour={tag.colour}>
            {t(`search.status.${tag.label}`, { defaultValue: tag.label })}
            {tag.detail ? ` ${tag.detail}` : ''}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.price}>
          {typeof price === 'number' ? dollarTotal(price) : t('search.card.noPrice')}
          {mode === 'rent' && !closed && typeof price === 'number' && (
            <span className={styles.perMonth}>{t('search.card.perMonth')}</span>
          )}
        </p>
        <h3 className={styles.address}>
          <Link to={link.href} reloadDocument={link.reload} data-primary="true" {...linkProps}>
            {address}
          </Link>
        </h3>
        {place && <p className={styles.place}>{place}</p>}
        {details.length > 0 && <p className={styles.details}>{details.join(' · ')}</p>}
        {listing.ListOfficeName && (
          <p className={styles.office}>
            {t('search.card.office', { office: listing.ListOfficeName })}
          </p>
        )}
        <div className={styles.actions}>
          {favourites && listing.ListingId && (
            <FavouriteButton
              listingId={listing.ListingId}
              className={styles.iconButton}
              label={t('search.card.favourite', { address })}
            />
          )}
          {favourites && agent && listing.ListingId && (
            <Suspense fallback={null}>
              <ShareWithContactButton
                icon
                listingId={listing.ListingId}
                address={address}
                label={t('search.card.shareWithContact', { address })}
              />
            </Suspense>
          )}
          <a
            className={styles.report}
            href={`${listingLink(listing, { searchRedirectUrl: '', siteMode: false }).href}?report=agent`}
            target="_blank"
            rel="noopener"
          >
            {t('search.card.agentReport')}
            <span className={styles.visuallyHidden}>
              {t('search.card.agentReportFor', { address })}
            </span>
          </a>
        </div>
      </div>
    </article>
  );
});
