import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './toast.module.css';

/** The notification toast of public-site.md §8: an error, a question or a success. */
export type ToastKind = 'error' | 'question' | 'success';

export interface ToastContentValue {
  kind: ToastKind;
  message: string;
  /** Sticky toasts stay until confirmed: this is their button's label. */
  confirmLabel?: string;
  onConfirm?: () => void;
}

/** Toasts disappear after this long unless sticky (§9). */
export const TOAST_TIMEOUT_MS = 3000;

const queue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });

export interface ShowToastOptions {
  /** Stay until the visitor confirms, rather than disappear after 3000 ms. */
  sticky?: boolean;
  confirmLabel?: string;
  onConfirm?: () => void;
}

/** Shows a toast; returns a function that closes it. */
export function showToast(kind: ToastKind, message: string, options: ShowToastOptions = {}) {
  const key = queue.add(
    { kind, message, confirmLabel: options.confirmLabel, onConfirm: options.onConfirm },
    options.sticky ? {} : { timeout: TOAST_TIMEOUT_MS },
  );
  return () => queue.close(key);
}

const ICONS: Record<ToastKind, string> = { error: '☹', question: '?', success: '☺' };

/** Where toasts appear; render it once per page. */
export function ToastRegion() {
  const { t } = useTranslation();
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label={t('toast.region')}>
      {({ toast }) => (
        <Toast toast={toast} className={`${styles.toast} ${styles[toast.content.kind]}`}>
          <span className={styles.icon} aria-hidden="true">
            {ICONS[toast.content.kind]}
          </span>
          <ToastContent className={styles.content}>
            <Text slot="title">
              <span className={styles.kind}>{t(`toast.${toast.content.kind}`)}: </span>
              {toast.content.message}
            </Text>
          </ToastContent>
          {toast.content.onConfirm || toast.content.confirmLabel ? (
            <Button
              className={styles.confirm}
              onPress={() => {
                toast.content.onConfirm?.();
                queue.close(toast.key);
              }}
            >
              {toast.content.confirmLabel ?? t('toast.ok')}
            </Button>
          ) : null}
          <Button slot="close" className={styles.close} aria-label={t('toast.close')}>
            ×
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
