import type { ListingRecord } from '@hearth/contracts';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recordListingEvent } from '../../../shared/lib/analytics';
import styles from './gallery.module.css';

/** A horizontal move of at least this many pixels is a swipe. */
const SWIPE_PX = 40;

/**
 * The listing's photos, one at a time: previous and next buttons, the arrow keys, Home and End,
 * and swipes. Moving past the first photo counts once as 'viewed more photos'.
 */
export function PhotoGallery({ listing }: { listing: ListingRecord }) {
  const { t } = useTranslation();
  const photos = [...(listing.Media ?? [])].sort((a, b) => a.Order - b.Order);
  const [index, setIndex] = useState(0);
  const reported = useRef(false);
  const swipeStart = useRef<number | null>(null);
  if (photos.length === 0) return null;

  const show = (next: number) => {
    const wrapped = (next + photos.length) % photos.length;
    setIndex(wrapped);
    if (wrapped !== 0 && !reported.current) {
      reported.current = true;
      recordListingEvent('viewed_more_photos', listing.id, window.location.pathname);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: photos.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) show(dx < 0 ? index + 1 : index - 1);
  };
  const photo = photos[index] ?? photos[0];
  const caption = photo?.ShortDescription ?? '';
  const position = t('listing.gallery.position', { current: index + 1, total: photos.length });

  return (
    <section
      className={styles.gallery}
      aria-roledescription={t('listing.gallery.roledescription')}
      aria-label={t('listing.gallery.label')}
    >
      <div
        className={styles.stage}
        tabIndex={0}
        role="group"
        aria-roledescription={t('listing.gallery.slide')}
        aria-label={position}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          className={styles.photo}
          src={photo?.MediaURL}
          alt={caption ? `${caption} (${position})` : position}
          draggable={false}
        />
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => show(index - 1)}>
          <span aria-hidden="true">‹</span> {t('listing.gallery.previous')}
        </button>
        <p className={styles.counter} aria-live="polite">
          {position}
          {caption ? ` · ${caption}` : ''}
        </p>
        <button type="button" className={styles.control} onClick={() => show(index + 1)}>
          {t('listing.gallery.next')} <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
