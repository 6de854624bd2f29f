import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../shared/ui/page';
import { authApi, type LoginKind } from '../api/auth-api';
import { authErrorMessage } from '../utils/auth-error';
import styles from './auth.module.css';
import { TextField } from './text-field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/user/lost-password` and `/account/lost-password`: a reset link is e-mailed. */
export function LostPasswordPage({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<{ email: string }>();
  const send = useMutation({ mutationFn: (email: string) => authApi.lostPassword(kind, email) });
  return (
    <Page title={t('auth.lostTitle')} intro={t('auth.lostIntro')}>
      {send.isSuccess ? (
        <p role="status" className={styles.notice}>
          {t('auth.checkEmail')}
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={handleSubmit(({ email }) => send.mutate(email))}
        >
          {send.isError && (
            <p role="alert" className={styles.alert}>
              {authErrorMessage(send.error, t)}
            </p>
          )}
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email', {
              required: t('auth.required', { field: t('auth.email') }),
              pattern: { value: EMAIL, message: t('auth.invalidEmail') },
            })}
          />
          <div>
            <button type="submit" className={styles.button} disabled={send.isPending}>
              {t('auth.lostSubmit')}
            </button>
          </div>
        </form>
      )}
      <p className={styles.links}>
        <Link to={`/${kind}/login`}>{t('auth.logIn')}</Link>
      </p>
    </Page>
  );
}
