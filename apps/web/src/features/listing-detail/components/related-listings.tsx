import type { ListingRecord } from '@hearth/contracts';
import { dollarTotal } from '@hearth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { leaseSuffix } from '../../../shared/lib/lease-price';
import { useSettings } from '../../../config/settings-context';
import { FavouriteButton } from '../../../shared/ui/favourite-button';
import { useRelatedListings } from '../api/related-listings-api';
import { relatedListingsQuery, type RelatedListingsAttributes } from '../utils/related-listings';
import styles from './related-listings.module.css';

/** The data attributes the embedded widget would carry, read from the listing on the page. */
function attributesOf(listing: ListingRecord): RelatedListingsAttributes {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    listingId: listing.ListingId,
    city: text(listing.City),
    propertyType: text(listing.PropertyType),
    propertySubType: text(listing.PropertySubType),
    listPrice: listing.ListPrice ? String(listing.ListPrice) : undefined,
    closePrice: listing.ClosePrice ? String(listing.ClosePrice) : undefined,
  };
}

/** 'Similar homes nearby': the related-listings widget of public-site.md §7. */
export function RelatedListings({ listing }: { listing: ListingRecord }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const query = useMemo(
    () => relatedListingsQuery(attributesOf(listing), new Date(), settings.timezone),
    [listing, settings.timezone],
  );
  const { data } = useRelatedListings(settings, query);
  if (!data || data.length === 0) return null;
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  return (
    <section className={styles.related} aria-labelledby="related-listings-title">
      <h2 id="related-listings-title" className={styles.title}>
        {t('listing.related.title')}
      </h2>
      <ul className={styles.list}>
        {data.map((item) => {
          const photo = [...(item.Media ?? [])].sort((a, b) => a.Order - b.Order)[0]?.MediaURL;
          const place =
            item.UnparsedAddress ?? [item.City, item.StateOrProvince].filter(Boolean).join(', ');
          return (
            <li key={item.id} className={styles.card}>
              <div className={styles.photoBox}>
                {photo && (
                  <img
                    src={photo}
                    alt=""
                    width={419}
                    height={235}
                    className={styles.photo}
                    loading="lazy"
                  />
                )}
                {settings.consumerFeaturesEnabled && item.ListingId && (
                  <span className={styles.heart}>
                    <FavouriteButton
                      listingId={item.ListingId}
                      label={t('search.card.favourite', { address: place })}
                    />
                  </span>
                )}
              </div>
              <Link
                to={paths.listing(item.id, item.UnparsedAddress ?? undefined)}
                className={styles.link}
              >
                {item.ListPrice !== undefined
                  ? `${dollarTotal(item.ListPrice, locale)}${leaseSuffix(item.PropertyType, t)} · `
                  : ''}
                {place}
              </Link>
              <p className={styles.facts}>
                {[
                  item.BedroomsTotal != null
                    ? t('listing.beds', { count: item.BedroomsTotal })
                    : null,
                  item.BathroomsTotalInteger != null
                    ? t('listing.baths', { count: item.BathroomsTotalInteger })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
