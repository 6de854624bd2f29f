import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

interface FullScreenModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** The footer's line (the organisation of a notification). */
  footerNote?: ReactNode;
  /** A confirm action: Yes beside Cancel; without `onCancel` the button reads Okay alone. */
  onConfirm?: () => void;
  confirmLabel?: string;
  onCancel?: () => void;
}

/**
 * The generic modal of members-area.md §2, full screen: a back control, the title, the body and
 * a footer with Yes and Cancel (Okay alone when there is no cancel action). Focus stays inside;
 * Escape and the back control close it.
 */
export function FullScreenModal({
  title,
  isOpen,
  onClose,
  children,
  footerNote,
  onConfirm,
  confirmLabel,
  onCancel,
}: FullScreenModalProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className={styles.modalOverlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.modalDialog}>
          <div className={styles.modalBar}>
            <button type="button" className={styles.backButton} onClick={onClose}>
              <span aria-hidden="true">← </span>
              {t('account.back')}
            </button>
          </div>
          <Heading slot="title" className={styles.modalTitle}>
            {title}
          </Heading>
          <div className={styles.modalBody}>{children}</div>
          <div className={styles.modalFooter}>
            {footerNote && <p className={styles.modalNote}>{footerNote}</p>}
            <div className={styles.modalButtons}>
              {onCancel && (
                <button type="button" className={styles.secondaryButton} onClick={onCancel}>
                  {t('account.cancel')}
                </button>
              )}
              <button
                type="button"
                className={styles.primaryButton}
                onClick={() => (onConfirm ? onConfirm() : onClose())}
              >
                {confirmLabel ?? (onCancel ? t('account.yes') : t('account.okay'))}
              </button>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
