import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import styles from './dialog.module.css';

/** Saving a listing needs an account: Log In or Sign Up (public-site.md §6). */
export function SignInPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {t('listing.signIn.title')}
          </Heading>
          <p>{t('listing.signIn.message')}</p>
          <div className={styles.actions}>
            <a className={styles.primary} href={paths.userLogin()}>
              {t('listing.signIn.logIn')}
            </a>
            <a className={styles.secondary} href="/user/register">
              {t('listing.signIn.signUp')}
            </a>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t('listing.close')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
