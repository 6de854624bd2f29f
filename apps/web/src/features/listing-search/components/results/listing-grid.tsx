import type { ListingRecord } from '@hearth/contracts';
import type { SearchMode } from '@hearth/domain';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../config/settings-context';
import type { ListingLink } from '../../utils/listing-link';
import { ListingCard } from './listing-card';
import styles from './results.module.css';

/** Cards in the first paint of a page of results: what a phone or the list beside the map shows. */
export const FIRST_CARDS = 6;
/** Cards added by each later render, small enough to keep each one a short task. */
const MORE_CARDS = 4;

interface ListingGridProps {
  listings: readonly ListingRecord[];
  linkFor: (listing: ListingRecord) => ListingLink;
  mode: SearchMode;
  columns: number | null;
}

/** Whether `next` starts with the first `count` listings of `before` (a page completed). */
function sameStart(
  before: readonly ListingRecord[],
  next: readonly ListingRecord[],
  count: number,
) {
  if (next.length < Math.min(count, before.length)) return false;
  for (let i = 0; i < count && i < before.length; i++) {
    if (before[i]?.id !== next[i]?.id) return false;
  }
  return true;
}

/**
 * How many of `listings` to render. A page holds up to 100 cards, and rendering them at once
 * keeps a phone busy for hundreds of milliseconds; the first cards paint at once and the rest
 * follow in small non-urgent renders, which give way to anything the visitor does. A page that
 * arrives in full after its first listings (the page carries them) keeps the cards on screen.
 */
function useShownCount(listings: readonly ListingRecord[]): number {
  const [shown, setShown] = useState({ listings, count: FIRST_CARDS });
  const current =
    shown.listings === listings
      ? shown
      : {
          listings,
          count: sameStart(shown.listings, listings, shown.count) ? shown.count : FIRST_CARDS,
        };
  if (current !== shown) setShown(current);
  const { count } = current;
  useEffect(() => {
    if (count >= listings.length) return undefined;
    // A task of its own, so the browser paints what is there before the next cards render.
    const timer = setTimeout(() => {
      startTransition(() => setShown({ listings, count: count + MORE_CARDS }));
    }, 0);
    return () => clearTimeout(timer);
  }, [listings, count]);
  return count;
}

/** The results as a list of cards: the list alternative to the map. */
export function ListingGrid({ listings, linkFor, mode, columns }: ListingGridProps) {
  const { t } = useTranslation();
  const { timezone, consumerFeaturesEnabled } = useSettings();
  const [now] = useState(() => new Date());
  const count = useShownCount(listings);
  if (listings.length === 0) return <p className={styles.empty}>{t('search.results.noResults')}</p>;
  return (
    <ul
      className={styles.grid}
      aria-label={t('search.results.label')}
      style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
    >
      {listings.slice(0, count).map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            linkFor={linkFor}
            mode={mode}
            now={now}
            timeZone={timezone}
            favourites={consumerFeaturesEnabled}
            photoPriority={index === 0 ? 'first' : index < 4 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
