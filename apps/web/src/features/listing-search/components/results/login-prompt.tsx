import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './results.module.css';

/** Saving a listing needs an account: a visitor who is not signed in is offered Log In and Sign Up (§6). */
export function LoginPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="login-prompt-title"
      onClose={onClose}
    >
      <h2 id="login-prompt-title" className={styles.dialogTitle}>
        {t('search.login.title')}
      </h2>
      <p>{t('search.login.message')}</p>
      <div className={styles.dialogActions}>
        <a className={styles.primaryLink} href="/user/login">
          {t('search.login.logIn')}
        </a>
        <a className={styles.secondaryLink} href="/user/register">
          {t('search.login.signUp')}
        </a>
        <button type="button" className={styles.textButton} onClick={() => dialog.current?.close()}>
          {t('search.more.close')}
        </button>
      </div>
    </dialog>
  );
}
