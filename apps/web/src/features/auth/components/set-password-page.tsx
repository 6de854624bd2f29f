import { validatePassword } from '@hearth/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../shared/ui/page';
import { authApi, type LoginKind } from '../api/auth-api';
import { authErrorMessage } from '../utils/auth-error';
import { linkToken } from '../utils/local-data';
import styles from './auth.module.css';
import { TextField } from './text-field';

interface Values {
  password: string;
  repeat: string;
}

/**
 * Choosing a password from an e-mailed link: `/{user,account}/reset-password`, and
 * `/account/activate` for an account created from the member records.
 */
export function SetPasswordPage({
  kind,
  purpose,
}: {
  kind: LoginKind;
  purpose: 'reset-password' | 'activate';
}) {
  const { t } = useTranslation();
  const token = linkToken(useLocation().hash);
  const { register, handleSubmit, formState } = useForm<Values>();
  const save = useMutation({
    mutationFn: (password: string) =>
      authApi.setPassword(kind, purpose, { token: token ?? '', password }),
  });
  const title = t(purpose === 'activate' ? 'auth.activateTitle' : 'auth.resetTitle');
  const intro = purpose === 'activate' ? t('auth.accountActivateIntro') : undefined;
  const errors = formState.errors;

  return (
    <Page title={title} intro={intro}>
      {!token ? (
        <p role="alert" className={styles.alert}>
          {t('auth.missingToken')}
        </p>
      ) : save.isSuccess ? (
        <p role="status" className={styles.notice}>
          {purpose === 'activate' ? t('auth.activated') : t('auth.passwordUpdated')}{' '}
          <Link to={`/${kind}/login`}>{t('auth.logIn')}</Link>
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={handleSubmit(({ password }) => save.mutate(password))}
        >
          {save.isError && (
            <p role="alert" className={styles.alert}>
              {authErrorMessage(save.error, t)}
            </p>
          )}
          <TextField
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.newPasswordHint')}
            error={errors.password?.message}
            {...register('password', {
              validate: (v) => validatePassword(v).ok || t('auth.passwordTooShort'),
            })}
          />
          <TextField
            label={t('auth.repeatPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.repeatPasswordHint')}
            error={errors.repeat?.message}
            {...register('repeat', {
              validate: (v, all) => v === all.password || t('auth.passwordsMustMatch'),
            })}
          />
          <div>
            <button type="submit" className={styles.button} disabled={save.isPending}>
              {purpose === 'activate' ? t('auth.activateSubmit') : t('auth.resetSubmit')}
            </button>
          </div>
        </form>
      )}
    </Page>
  );
}
