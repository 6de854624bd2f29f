import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../shared/ui/page';
import { authApi } from '../api/auth-api';
import { authErrorMessage } from '../utils/auth-error';
import { linkToken } from '../utils/local-data';
import styles from './auth.module.css';

/**
 * A consumer's e-mailed link that needs no form: `/user/activate` (activates the account) and
 * `/user/confirm-email` (the new address replaces the old). It is used once, on arrival.
 */
export function LinkActionPage({ action }: { action: 'activate' | 'confirm-email' }) {
  const { t } = useTranslation();
  const token = linkToken(useLocation().hash);
  const run = useMutation({
    mutationFn: (value: string) =>
      action === 'activate' ? authApi.activateUser(value) : authApi.confirmEmail(value),
  });
  const started = useRef(false);
  const { mutate } = run;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const activate = action === 'activate';
  return (
    <Page title={t(activate ? 'auth.activateTitle' : 'auth.confirmEmailTitle')}>
      {!token ? (
        <p role="alert" className={styles.alert}>
          {t('auth.missingToken')}
        </p>
      ) : run.isError ? (
        <p role="alert" className={styles.alert}>
          {authErrorMessage(run.error, t)}
        </p>
      ) : run.isSuccess ? (
        <p role="status" className={styles.notice}>
          {activate ? t('auth.activated') : t('auth.emailConfirmed')}{' '}
          <Link to={activate ? '/user/login' : '/user/profile'}>
            {activate ? t('auth.logIn') : t('auth.myProfile')}
          </Link>
        </p>
      ) : (
        <p role="status">{activate ? t('auth.activating') : t('auth.confirmingEmail')}</p>
      )}
    </Page>
  );
}
