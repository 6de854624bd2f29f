import type { SavedListing, SavedListingPatch } from '@hearth/contracts';
import {
  OFF_MARKET_STATUS,
  dollarTotal,
  formatNumber,
  statusTag,
  thumbnailUrl,
} from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSettings } from '../../config/settings-context';
import { leaseSuffix } from '../lib/lease-price';
import { NotesEditor } from './notes-editor';
import { StarRating } from './star-rating';
import styles from './saved-listing-card.module.css';

/**
 * One saved listing (members-area.md §2), the same card for the person and for their agent:
 * photo, price (per month for a lease), status tag, beds, baths, area and address, who added it,
 * a 1-to-5 rating and notes (changed through `onAnnotate` when `editable`), and the viewer's own
 * actions below. A listing that left the market keeps its card, with that status.
 */
export function SavedListingCard({
  item,
  editable,
  now,
  addedBy,
  onAnnotate,
  actions,
}: {
  item: SavedListing;
  editable: boolean;
  now: Date;
  /** 'Added By You', 'Added By {agent}', or nothing for the person's own. */
  addedBy: string | null;
  onAnnotate: (change: SavedListingPatch) => void;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { timezone } = useSettings();
  const { listing } = item;
  const address = listing.UnparsedAddress ?? t('search.card.addressHidden');
  const offMarket = listing.StandardStatus === OFF_MARKET_STATUS;
  const tag = offMarket
    ? { label: OFF_MARKET_STATUS, colour: 'red' as const, detail: null }
    : statusTag(listing, { now, timeZone: timezone, locale: i18n.language });
  const facts = [
    typeof listing.BedroomsTotal === 'number'
      ? t('search.card.beds', { count: listing.BedroomsTotal })
      : null,
    typeof listing.BathroomsTotalInteger === 'number'
      ? t('search.card.baths', { count: listing.BathroomsTotalInteger })
      : null,
    typeof listing.LivingArea === 'number'
      ? t('search.card.sqft', { value: formatNumber(listing.LivingArea, i18n.language) })
      : null,
  ].filter(Boolean);
  const photo = thumbnailUrl(listing);
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';

  return (
    <article className={styles.card} data-saved-listing={item.listingId}>
      <div className={styles.photo}>
        {photo ? <img src={photo} alt="" width={419} height={235} loading="lazy" /> : null}
        {tag && (
          <span className={styles.tag} data-colour={tag.colour}>
            {t(`search.status.${tag.label}`, { defaultValue: tag.label })}
            {tag.detail ? ` ${tag.detail}` : ''}
          </span>
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.price}>
          {typeof listing.ListPrice === 'number'
            ? `${dollarTotal(listing.ListPrice, locale)}${leaseSuffix(listing.PropertyType, t)}`
            : t('search.card.noPrice')}
        </p>
        <h3 className={styles.address}>
          {offMarket ? (
            address
          ) : (
            <Link to={paths.listing(listing.id, listing.UnparsedAddress ?? undefined)}>
              {address}
            </Link>
          )}
        </h3>
        {facts.length > 0 && <p className={styles.facts}>{facts.join(' · ')}</p>}
        {addedBy && <p className={styles.muted}>{addedBy}</p>}
        <StarRating
          value={item.rating}
          label={t('consumer.ratingFor', { address })}
          onChange={editable ? (rating) => onAnnotate({ rating }) : undefined}
        />
        <NotesEditor
          notes={item.notes}
          editable={editable}
          label={address}
          onSave={(notes) => onAnnotate({ notes })}
        />
        {actions && <div className={styles.row}>{actions}</div>}
      </div>
    </article>
  );
}
