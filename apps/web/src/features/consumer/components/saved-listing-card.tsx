import type { SavedListing } from '@hearth/contracts';
import {
  OFF_MARKET_STATUS,
  addedByLabel,
  dollarTotal,
  formatNumber,
  statusTag,
  thumbnailUrl,
} from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../config/settings-context';
import { FavouriteButton } from '../../../shared/ui/favourite-button';
import { useAnnotateSavedListing } from '../api/saved-listing-groups';
import { NotesEditor } from './notes-editor';
import { StarRating } from './star-rating';
import styles from './consumer.module.css';
import { leaseSuffix } from '../../../shared/lib/lease-price';

/**
 * One saved listing (§2): photo, price, status tag, beds, baths, area and address, the heart,
 * who added it, a 1-to-5 rating and notes (editable when `editable`). A listing that left the
 * market keeps its card, with that status.
 */
export function SavedListingCard({
  item,
  editable,
  now,
}: {
  item: SavedListing;
  editable: boolean;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const { timezone } = useSettings();
  const annotate = useAnnotateSavedListing();
  const { listing } = item;
  const address = listing.UnparsedAddress ?? t('search.card.addressHidden');
  const offMarket = listing.StandardStatus === OFF_MARKET_STATUS;
  const tag = offMarket
    ? { label: OFF_MARKET_STATUS, colour: 'red' as const, detail: null }
    : statusTag(listing, { now, timeZone: timezone, locale: i18n.language });
  const added = addedByLabel(
    { agentId: item.agentId, agentName: item.agent?.name ?? null },
    { memberId: null },
  );
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
        {added && (
          <p className={styles.muted}>
            {added.kind === 'you'
              ? t('consumer.addedByYou')
              : t('consumer.addedBy', { agent: added.name })}
          </p>
        )}
        <StarRating
          value={item.rating}
          label={t('consumer.ratingFor', { address })}
          onChange={
            editable ? (rating) => annotate.mutate({ id: item.id, change: { rating } }) : undefined
          }
        />
        <NotesEditor
          notes={item.notes}
          editable={editable}
          label={address}
          onSave={(notes) => annotate.mutate({ id: item.id, change: { notes } })}
        />
        <div className={styles.row}>
          <FavouriteButton
            listingId={item.listingId}
            label={t('consumer.favourite', { address })}
          />
        </div>
      </div>
    </article>
  );
}
