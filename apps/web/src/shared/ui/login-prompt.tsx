import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './login-prompt.module.css';

/**
 * The login prompt for visitors who try to favourite a listing or save a search
 * (members-area.md §2): Log In or Sign Up. `returnTo` brings them back after signing in.
 */
export function LoginPrompt({ onClose, returnTo }: { onClose: () => void; returnTo?: string }) {
  const { t } = useTranslation();
  const login = returnTo ? `/user/login?redirect=${encodeURIComponent(returnTo)}` : '/user/login';
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
            {t('auth.promptTitle')}
          </Heading>
          <p>{t('auth.promptText')}</p>
          <div className={styles.actions}>
            <Link className={styles.primary} to={login}>
              {t('auth.logIn')}
            </Link>
            <Link className={styles.secondary} to="/user/register">
              {t('auth.signUp')}
            </Link>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t('auth.close')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
