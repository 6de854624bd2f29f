import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './modal-dialog.module.css';

/**
 * A modal dialog: focus kept inside, Escape closes, the title names it. Its code (React Aria)
 * loads with the screens that open one, never with the first paint of the search.
 */
export function ModalDialog({
  title,
  isOpen,
  onClose,
  role = 'dialog',
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={role === 'dialog'}
      onOpenChange={(open) => !open && onClose()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export { styles as dialogStyles };
