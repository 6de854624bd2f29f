import type { ListingRecord } from '@hearth/contracts';
import {
  addressWithPlace,
  dollarTotal,
  formatNumber,
  formatOpenHouseStart,
  statusTag,
  upcomingOpenHouses,
} from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { recordListingEvent } from '../../../shared/lib/analytics';
import styles from './listing-detail.module.css';
import { leaseSuffix } from '../../../shared/lib/lease-price';

/** Status tag, price, place, key facts, open houses, virtual tour and remarks. */
export function ListingSummary({ listing }: { listing: ListingRecord }) {
  const { t, i18n } = useTranslation();
  const { timezone } = useSettings();
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const now = new Date();
  const tag = statusTag(listing, { now, timeZone: timezone, locale });
  const closed = listing.StandardStatus === 'Closed';
  const price = closed && listing.ClosePrice ? listing.ClosePrice : listing.ListPrice;
  const place = [listing.City, listing.StateOrProvince, listing.PostalCode]
    .filter(Boolean)
    .join(', ');
  const openHouses = upcomingOpenHouses(listing.OpenHouse, now, timezone);
  const tour =
    typeof listing.VirtualTourURLBranded === 'string' ? listing.VirtualTourURLBranded : null;
  const remarks = typeof listing.PublicRemarks === 'string' ? listing.PublicRemarks : null;
  const facts = [
    listing.BedroomsTotal != null && t('listing.beds', { count: listing.BedroomsTotal }),
    listing.BathroomsTotalInteger != null &&
      t('listing.baths', { count: listing.BathroomsTotalInteger }),
    listing.LivingArea != null &&
      t('listing.squareFeet', { value: formatNumber(listing.LivingArea, locale) }),
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <section className={styles.summary} aria-label={t('listing.summary')}>
      {tag && (
        <p className={`${styles.tag} ${styles[`tag_${tag.colour}`]}`}>
          {t(`search.status.${tag.label}`, { defaultValue: tag.label })}
          {tag.detail ? ` · ${tag.detail}` : ''}
        </p>
      )}
      <p className={styles.price}>
        {price !== undefined ? dollarTotal(price, locale) : ''}
        {price !== undefined && !closed && leaseSuffix(listing.PropertyType, t)}
        {closed && <span className={styles.muted}> {t('listing.soldPrice')}</span>}
      </p>
      {listing.UnparsedAddress ? (
        <p>
          {addressWithPlace(listing.UnparsedAddress, [
            listing.City,
            listing.StateOrProvince,
            listing.PostalCode,
          ])}
        </p>
      ) : (
        <p>
          {place} <span className={styles.muted}>({t('listing.addressWithheld')})</span>
        </p>
      )}
      {typeof listing.City === 'string' && listing.City && (
        <p>
          <Link to={`/market/city/${encodeURIComponent(listing.City)}`}>
            {t('search.marketLink', { place: listing.City })}
          </Link>
        </p>
      )}
      {facts.length > 0 && (
        <ul className={styles.keyFacts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {openHouses.length > 0 && (
        <div>
          <h2 className={styles.sectionTitle}>{t('listing.openHouses')}</h2>
          <ul className={styles.plainList}>
            {openHouses.map((openHouse) => (
              <li key={openHouse.start.toISOString()}>
                {formatOpenHouseStart(openHouse.start, timezone, locale)}
                {openHouse.end &&
                  ` – ${new Intl.DateTimeFormat(locale, { timeZone: timezone, hour: 'numeric', minute: '2-digit' }).format(openHouse.end)}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {tour && (
        <p>
          <a
            className={styles.button}
            href={tour}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() =>
              recordListingEvent('virtual_tour_clicked', listing.id, window.location.pathname)
            }
          >
            {t('listing.virtualTour')}
            <span className={styles.visuallyHidden}>{t('listing.newWindow')}</span>
          </a>
        </p>
      )}
      {remarks && <p data-content>{remarks}</p>}
    </section>
  );
}
