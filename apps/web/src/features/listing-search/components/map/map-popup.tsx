import type { ListingRecord } from '@hearth/contracts';
import { dollarTotal, popupWidth, thumbnailUrl } from '@hearth/domain';
import type { TFunction } from 'i18next';
import { Popup, type Map as MapLibreMap, type MapMouseEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isMarkerClick } from '../../../../shared/lib/map-marker-click';
import { NO_PHOTO_IMAGE } from '../../utils/listing-link';
import { useSettings } from '../../../../config/settings-context';
import { FavouriteButton } from '../../../../shared/ui/favourite-button';
import styles from './search-map.module.css';
import { leaseSuffix } from '../../../../shared/lib/lease-price';

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
      // MapLibre's own closeOnClick also closes on the marker click that opened the popup.
      closeOnClick: false,
      focusAfterOpen: true,
    })
      .setLngLat([lon, lat])
      .setDOMContent(element)
      .addTo(map);
    popup.on('close', onClose);
    const closeOnMapClick = (event: MapMouseEvent) => {
      if (!isMarkerClick(event)) popup.remove();
    };
    map.on('click', closeOnMapClick);
    return () => {
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
              <img
                className={styles.popupPhoto}
                src={thumbnailUrl(listing) ?? NO_PHOTO_IMAGE}
                alt=""
                width={96}
                height={72}
              />
              <span className={styles.popupText}>
                <strong className={styles.popupPrice}>
                  {typeof listing.ListPrice === 'number'
                    ? `${dollarTotal(listing.ListPrice)}${leaseSuffix(listing.PropertyType, t)}`
                    : t('search.card.noPrice')}
                </strong>
                <span className={styles.popupFacts}>{popupFacts(listing, t)}</span>
                <span>{listing.UnparsedAddress ?? t('search.card.addressHidden')}</span>
              </span>
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

/** '3 Beds · 2 Baths', as the result cards write them. */
function popupFacts(listing: ListingRecord, t: TFunction): string {
  const facts: string[] = [];
  if (typeof listing.BedroomsTotal === 'number')
    facts.push(t('search.card.beds', { count: listing.BedroomsTotal }));
  if (typeof listing.BathroomsTotalInteger === 'number')
    facts.push(t('search.card.baths', { count: listing.BathroomsTotalInteger }));
  return facts.join(' · ');
}
