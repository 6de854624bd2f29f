import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './auth.module.css';

interface AuthDialogProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** A confirmation must be answered: no closing by clicking outside. */
  dismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A modal dialog: focus kept inside, Escape closes, the title names it. */
export function AuthDialog({
  title,
  isOpen,
  onClose,
  dismissable = true,
  role = 'dialog',
  children,
}: AuthDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={dismissable}
      onOpenChange={(open) => !open && onClose()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title" className={styles.dialogTitle}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
