import type { ListingRecord } from '@hearth/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './gallery.module.css';
import { usePhotoSteps } from './use-photo-steps';

interface PhotoViewerProps {
  photos: NonNullable<ListingRecord['Media']>;
  index: number;
  show: (next: number) => void;
  onClose: () => void;
}

/**
 * The photos full screen, one at a time, in a modal dialog: the arrow keys, swipes and the
 * buttons step through them; Escape or Close returns to the page.
 */
export function PhotoViewer({ photos, index, show, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const steps = usePhotoSteps(index, photos.length, show);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const photo = photos[index] ?? photos[0];
  const caption = photo?.ShortDescription ?? '';
  const position = t('listing.gallery.position', { current: index + 1, total: photos.length });
  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={t('listing.gallery.viewer')}
      onClose={onClose}
      onKeyDown={steps.onKeyDown}
    >
      <div className={styles.viewerBar}>
        <p className={styles.viewerCounter} aria-live="polite">
          {position}
          {caption ? ` · ${caption}` : ''}
        </p>
        <button type="button" className={styles.viewerButton} onClick={onClose} autoFocus>
          {t('listing.close')}
        </button>
      </div>
      <div
        className={styles.viewerStage}
        onPointerDown={steps.onPointerDown}
        onPointerUp={steps.onPointerUp}
        onPointerCancel={steps.onPointerCancel}
      >
        <img
          className={styles.viewerPhoto}
          src={photo?.MediaURL}
          alt={caption ? `${caption} (${position})` : position}
          draggable={false}
        />
        <button
          type="button"
          className={`${styles.viewerButton} ${styles.viewerPrevious}`}
          onClick={() => show(index - 1)}
        >
          <span aria-hidden="true">‹</span> {t('listing.gallery.previous')}
        </button>
        <button
          type="button"
          className={`${styles.viewerButton} ${styles.viewerNext}`}
          onClick={() => show(index + 1)}
        >
          {t('listing.gallery.next')} <span aria-hidden="true">›</span>
        </button>
      </div>
    </dialog>
  );
}
