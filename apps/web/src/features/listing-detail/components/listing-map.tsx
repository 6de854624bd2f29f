import type { ListingRecord } from '@hearth/contracts';
import { hasMapMarker, listingPosition } from '@hearth/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../config/settings-context';
import styles from './listing-detail.module.css';

/** The listing's map: zoom 19, its pin; only with maps on and a position it may show (§5). */
export function ListingMap({ listing }: { listing: ListingRecord }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const container = useRef<HTMLDivElement>(null);
  const [imagery, setImagery] = useState<{ on: boolean; toggle: () => void } | null>(null);
  const position = listingPosition(listing);
  const show = settings.mapsEnabled && hasMapMarker(listing, settings.bounds) && position !== null;
  // listingPosition gives [longitude, latitude], as GeoJSON and MapLibre do.
  const [lon, lat] = position ?? [0, 0];

  useEffect(() => {
    if (!show || !container.current) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    void import('./listing-map-view')
      .then(({ mountListingMap }) => {
        if (cancelled || !container.current) return;
        cleanup = mountListingMap(container.current, {
          latitude: lat,
          longitude: lon,
          basemap: {
            mapStyleUrl: settings.mapStyleUrl,
            mapApiKey: settings.mapApiKey,
            basemapUrl: settings.basemapUrl,
          },
          pinLabel: t('listing.map.pin'),
          onImagery: (toggle) => setImagery(toggle),
        });
      })
      .catch(() => undefined); // A map that cannot load (no WebGL) leaves the section empty.
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [show, lat, lon, settings.mapStyleUrl, settings.mapApiKey, settings.basemapUrl, t]);

  if (!show) return null;
  return (
    <section className={styles.section} aria-labelledby="listing-map-title">
      <h2 id="listing-map-title" className={styles.sectionTitle}>
        {t('listing.map.title')}
      </h2>
      {imagery && (
        <button
          type="button"
          className={styles.button}
          aria-pressed={imagery.on}
          onClick={imagery.toggle}
          style={{ justifySelf: 'start' }}
        >
          {t('listing.map.satellite')}
        </button>
      )}
      <div
        ref={container}
        className={styles.map}
        role="region"
        aria-label={t('listing.map.label')}
      />
    </section>
  );
}
