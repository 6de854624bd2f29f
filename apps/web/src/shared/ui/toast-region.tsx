import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { attachToastSink, type ToastContentValue, type ToastKind } from './toast-queue';
import styles from './toast.module.css';

const queue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });
attachToastSink({
  add: (content, options) => queue.add(content, options),
  close: (key) => queue.close(key),
});

const ICONS: Record<ToastKind, string> = { error: '☹', question: '?', success: '☺' };

/** The region that shows the queued toasts; loaded by `ToastRegion` in toast.tsx. */
export default function LoadedToastRegion() {
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
