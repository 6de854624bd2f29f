import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login-prompt.module.css';

/**
 * The login prompt for visitors who try to favourite a listing or save a search
 * (members-area.md §2, public-site.md §6): Log In or Sign Up. A native modal dialog: it traps
 * focus, closes on Escape and costs no script of its own. `returnTo` brings them back after
 * signing in.
 */
export function LoginPromptDialog({
  onClose,
  returnTo,
}: {
  onClose: () => void;
  returnTo?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  const login = returnTo ? `/user/login?redirect=${encodeURIComponent(returnTo)}` : '/user/login';
  return (
    <dialog ref={dialog} className={styles.modal} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          {t('auth.promptTitle')}
        </h2>
        <p>{t('auth.promptText')}</p>
        <div className={styles.actions}>
          <a className={styles.primary} href={login}>
            {t('auth.logIn')}
          </a>
          <a className={styles.secondary} href="/user/register">
            {t('auth.signUp')}
          </a>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => dialog.current?.close()}
          >
            {t('auth.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
