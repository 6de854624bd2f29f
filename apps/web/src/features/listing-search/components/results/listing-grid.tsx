import type { ListingRecord } from '@hearth/contracts';
import type { SearchMode } from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../config/settings-context';
import type { ListingLink } from '../../utils/listing-link';
import { ListingCard } from './listing-card';
import styles from './results.module.css';

interface ListingGridProps {
  listings: readonly ListingRecord[];
  linkFor: (listing: ListingRecord) => ListingLink;
  mode: SearchMode;
  columns: number | null;
  onFavourite: () => void;
}

/** The results as a list of cards: the list alternative to the map. */
export function ListingGrid({ listings, linkFor, mode, columns, onFavourite }: ListingGridProps) {
  const { t } = useTranslation();
  const { timezone, consumerFeaturesEnabled } = useSettings();
  const [now] = useState(() => new Date());
  if (listings.length === 0) return <p className={styles.empty}>{t('search.results.noResults')}</p>;
  return (
    <ul
      className={styles.grid}
      aria-label={t('search.results.label')}
      style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
    >
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            link={linkFor(listing)}
            mode={mode}
            now={now}
            timeZone={timezone}
            favourites={consumerFeaturesEnabled}
            onFavourite={onFavourite}
            eager={index < 4}
          />
        </li>
      ))}
    </ul>
  );
}
