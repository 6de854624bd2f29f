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
 * `/user/confirm-email` (the new address replaces the old) and `/user/undo-email` (the old
 * address comes back, every session ends). It is used once, on arrival.
 */
export function LinkActionPage({
  action,
}: {
  action: 'activate' | 'confirm-email' | 'undo-email';
}) {
  const { t } = useTranslation();
  const token = linkToken(useLocation().hash);
  const run = useMutation({
    mutationFn: (value: string) =>
      action === 'activate'
        ? authApi.activateUser(value)
        : action === 'undo-email'
          ? authApi.undoEmailChange(value)
          : authApi.confirmEmail(value),
  });
  const started = useRef(false);
  const { mutate } = run;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const activate = action === 'activate';
  const undo = action === 'undo-email';
  const title = activate
    ? t('auth.activateTitle')
    : undo
      ? t('auth.undoEmailTitle')
      : t('auth.confirmEmailTitle');
  return (
    <Page title={title}>
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
          {activate
            ? t('auth.activated')
            : undo
              ? t('auth.emailRestored')
              : t('auth.emailConfirmed')}{' '}
          <Link to={activate || undo ? '/user/login' : '/user/profile'}>
            {activate || undo ? t('auth.logIn') : t('auth.myProfile')}
          </Link>
        </p>
      ) : (
        <p role="status">
          {activate
            ? t('auth.activating')
            : undo
              ? t('auth.undoingEmail')
              : t('auth.confirmingEmail')}
        </p>
      )}
    </Page>
  );
}
