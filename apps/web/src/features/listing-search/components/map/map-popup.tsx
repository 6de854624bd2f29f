import type { ListingRecord } from '@hearth/contracts';
import { dollarTotal, popupWidth } from '@hearth/domain';
import { Popup, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../config/settings-context';
import { FavouriteButton } from '../../../../shared/ui/favourite-button';
import styles from './search-map.module.css';

interface MapPopupProps {
  map: MapLibreMap;
  lon: number;
  lat: number;
  listings: readonly ListingRecord[];
  onOpen: (listing: ListingRecord) => void;
  onClose: () => void;
}

/**
 * The listings at one spot (§2): '{n} Listings at this Location' when there are several, width
 * min(642, 320 × n + 2) px. It hides on another click or on its close control.
 */
export function MapPopup({ map, lon, lat, listings, onOpen, onClose }: MapPopupProps) {
  const { t } = useTranslation();
  const { consumerFeaturesEnabled } = useSettings();
  const [element] = useState(() => document.createElement('div'));
  useEffect(() => {
    const popup = new Popup({
      maxWidth: `${popupWidth(listings.length)}px`,
      // The map's own close-on-click would also see the marker click that opened the popup.
      closeOnClick: false,
      focusAfterOpen: true,
    })
      .setLngLat([lon, lat])
      .setDOMContent(element)
      .addTo(map);
    popup.on('close', onClose);
    const closeOnMapClick = () => popup.remove();
    // Another click on the map hides it, from the next task on.
    const listen = window.setTimeout(() => map.on('click', closeOnMapClick), 0);
    return () => {
      window.clearTimeout(listen);
      map.off('click', closeOnMapClick);
      popup.off('close', onClose);
      popup.remove();
    };
  }, [map, element, lon, lat, listings.length, onClose]);
  return createPortal(
    <div className={styles.popup}>
      {listings.length > 1 && (
        <p className={styles.popupHeader}>
          {t('search.map.atLocation', { count: listings.length })}
        </p>
      )}
      <ul className={styles.popupList}>
        {listings.map((listing) => (
          <li key={listing.id} className={styles.popupRow}>
            <button type="button" className={styles.popupItem} onClick={() => onOpen(listing)}>
              <strong>
                {typeof listing.ListPrice === 'number' ? dollarTotal(listing.ListPrice) : ''}
              </strong>
              <span>{listing.UnparsedAddress ?? t('search.card.addressHidden')}</span>
            </button>
            {consumerFeaturesEnabled && listing.ListingId && (
              <FavouriteButton
                listingId={listing.ListingId}
                label={t('search.card.favourite', {
                  address: listing.UnparsedAddress ?? t('search.card.addressHidden'),
                })}
              />
            )}
          </li>
        ))}
      </ul>
    </div>,
    element,
  );
}
