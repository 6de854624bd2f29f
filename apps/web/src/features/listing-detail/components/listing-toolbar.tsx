import type { ListingRecord } from '@hearth/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { closeTarget } from '../utils/close-target';
import styles from './listing-detail.module.css';
import { ShareDialog } from './share-dialog';
import { FavouriteButton } from '../../../shared/ui/favourite-button';
import { ShareWithContactButton } from '../../../shared/ui/share-with-contact';

function historyIndex(): number {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : 0;
  return typeof idx === 'number' ? idx : 0;
}

/** Close, favourite, share, contact and expand (public-site.md §2). */
export function ListingToolbar({
  listing,
  onContact,
}: {
  listing: ListingRecord;
  onContact: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();

  const close = () => {
    const target = closeTarget(listing.PropertyType, historyIndex());
    if (target.back) void navigate(-1);
    else void navigate(target.path);
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('listing.toolbar.label')}>
      <button type="button" className={styles.button} onClick={close}>
        {t('listing.toolbar.close')}
      </button>
      {settings.consumerFeaturesEnabled && listing.ListingId && (
        <FavouriteButton
          listingId={listing.ListingId}
          className={styles.button}
          label={t('listing.toolbar.favourite')}
          text={t('listing.toolbar.favourite')}
        />
      )}
      <ShareDialog listing={listing} />
      {settings.consumerFeaturesEnabled && listing.ListingId && (
        <ShareWithContactButton
          listingId={listing.ListingId}
          address={listing.UnparsedAddress ?? listing.ListingId}
          label={t('shareWithContact.button')}
          className={styles.button}
        />
      )}
      <button type="button" className={styles.button} onClick={onContact}>
        {t('listing.toolbar.contact')}
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => window.open(window.location.href, '_blank', 'noopener')}
      >
        {t('listing.toolbar.expand')}
        <span className={styles.visuallyHidden}>{t('listing.newWindow')}</span>
      </button>
    </div>
  );
}
