import type { User } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { authApi } from '../api/auth-api';
import { sessionQueryKey } from '../api/session';
import { authErrorMessage } from '../utils/auth-error';
import {
  canvasToJpeg,
  drawSquarePhoto,
  loadImage,
  ROTATE_STEP_DEGREES,
} from '../utils/photo-canvas';
import { AuthDialog } from './auth-dialog';
import styles from './auth.module.css';

/**
 * The photo dialog: pick an image, turn it 5 degrees per tap, and save it as a square 1024 px
 * JPEG made in the browser. The server checks and re-encodes it again.
 */
export function PhotoDialog({
  userId,
  onClose,
  onSaved,
}: {
  userId: string;
  onClose: () => void;
  onSaved: (user: User) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
      return authApi.uploadPhoto(userId, await canvasToJpeg(canvas.current));
    },
    onSuccess: async (answer) => {
      showToast('success', t('auth.photoUpdated'));
      onSaved(answer.results);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onClose();
    },
    onError: (failure) => setError(authErrorMessage(failure, t)),
  });

  return (
    <AuthDialog title={t('auth.photoTitle')} isOpen onClose={onClose}>
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
          className={styles.button}
          disabled={!image || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('auth.save')}
        </button>
      </div>
    </AuthDialog>
  );
}
