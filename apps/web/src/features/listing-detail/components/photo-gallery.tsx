import type { ListingRecord } from '@hearth/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordListingEvent } from '../../../shared/lib/analytics';
import styles from './gallery.module.css';
import { PhotoViewer } from './photo-viewer';
import { usePhotoSteps } from './use-photo-steps';

/**
 * The listing's photos at the top of its page, one at a time: previous and next buttons, the
 * arrow keys, Home and End, and swipes; on a wide screen the next two photos stand beside it.
 * A photo or 'Full Screen' opens the full-screen viewer. Moving past the first photo counts
 * once as 'viewed more photos'.
 */
export function PhotoGallery({ listing }: { listing: ListingRecord }) {
  const { t } = useTranslation();
  const photos = [...(listing.Media ?? [])].sort((a, b) => a.Order - b.Order);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const reported = useRef(false);
  const show = (next: number) => {
    const wrapped = (next + photos.length) % photos.length;
    setIndex(wrapped);
    if (wrapped !== 0 && !reported.current) {
      reported.current = true;
      recordListingEvent('viewed_more_photos', listing.id, window.location.pathname);
    }
  };
  const steps = usePhotoSteps(index, photos.length, show);
  if (photos.length === 0) return null;

  const photo = photos[index] ?? photos[0];
  const caption = photo?.ShortDescription ?? '';
  const position = t('listing.gallery.position', { current: index + 1, total: photos.length });
  const open = (at: number) => {
    show(at);
    setViewing(true);
  };
  const beside = [1, 2]
    .map((step) => (index + step) % photos.length)
    .filter((at) => at !== index && photos.length > 2);

  return (
    <section
      className={styles.gallery}
      aria-roledescription={t('listing.gallery.roledescription')}
      aria-label={t('listing.gallery.label')}
    >
      <div className={styles.hero}>
        <div
          className={styles.stage}
          tabIndex={0}
          role="group"
          aria-roledescription={t('listing.gallery.slide')}
          aria-label={position}
          onKeyDown={(event) => {
            if (event.key === 'Enter') open(index);
            else steps.onKeyDown(event);
          }}
          onPointerDown={steps.onPointerDown}
          onPointerUp={steps.onPointerUp}
          onPointerCancel={steps.onPointerCancel}
          onDoubleClick={() => open(index)}
        >
          <img
            className={styles.photo}
            src={photo?.MediaURL}
            alt={caption ? `${caption} (${position})` : position}
            draggable={false}
            fetchPriority="high"
          />
          <button type="button" className={styles.fullScreen} onClick={() => open(index)}>
            {t('listing.gallery.fullScreen')}
          </button>
        </div>
        {beside.length > 0 && (
          <div className={styles.beside}>
            {beside.map((at) => (
              <button
                key={at}
                type="button"
                className={styles.besideButton}
                onClick={() => open(at)}
                aria-label={t('listing.gallery.open', { number: at + 1 })}
              >
                <img src={photos[at]?.MediaURL} alt="" loading="lazy" draggable={false} />
              </button>
            ))}
          </div>
        )}
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
      {viewing && (
        <PhotoViewer photos={photos} index={index} show={show} onClose={() => setViewing(false)} />
      )}
    </section>
  );
}
