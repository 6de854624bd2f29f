import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorMessage } from '../lib/api-error-message';
import { canvasToJpeg, drawSquarePhoto, loadImage, ROTATE_STEP_DEGREES } from '../lib/photo-canvas';
import { dialogStyles as styles, ModalDialog } from './modal-dialog';
import { showToast } from './toast';

/**
 * The photo dialog: pick an image, turn it 5 degrees per tap, and save it as a square 1024 px
 * JPEG made in the browser. The server checks and re-encodes it again. A consumer's and a
 * member's differ only in the call that saves it.
 */
export function PhotoDialog<Answer>({
  upload,
  onClose,
  onSaved,
}: {
  upload: (jpeg: Blob) => Promise<Answer>;
  onClose: () => void;
  onSaved: (answer: Answer) => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [degrees, setDegrees] = useState(0);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (image && canvas.current) drawSquarePhoto(canvas.current, image, degrees);
  }, [image, degrees]);

  const save = useMutation({
    mutationFn: async () => {
      if (!canvas.current) throw new Error('no photo');
      return upload(await canvasToJpeg(canvas.current));
    },
    onSuccess: async (answer) => {
      showToast('success', t('auth.photoUpdated'));
      await onSaved(answer);
      onClose();
    },
    onError: (failure) => setError(authErrorMessage(failure, t)),
  });

  return (
    <ModalDialog title={t('auth.photoTitle')} isOpen onClose={onClose}>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t('auth.choosePhoto')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              setImage(await loadImage(file));
              setDegrees(0);
              setError(undefined);
            } catch {
              setError(t('auth.errors.invalid_image'));
            }
          }}
        />
      </div>
      {image && (
        <canvas
          ref={canvas}
          className={styles.preview}
          role="img"
          aria-label={t('auth.photoPreview')}
        />
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={!image}
          onClick={() => setDegrees((d) => d - ROTATE_STEP_DEGREES)}
        >
          {t('auth.rotateLeft')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={!image}
          onClick={() => setDegrees((d) => d + ROTATE_STEP_DEGREES)}
        >
          {t('auth.rotateRight')}
        </button>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('auth.cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={!image || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('auth.save')}
        </button>
      </div>
    </ModalDialog>
  );
}
