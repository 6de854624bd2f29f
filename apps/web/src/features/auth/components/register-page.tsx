import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage } from '../../../shared/lib/i18n';
import { Page } from '../../../shared/ui/page';
import { authApi } from '../api/auth-api';
import { authErrorMessage } from '../utils/auth-error';
import styles from './auth.module.css';
import { TextField } from './text-field';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/user/register`: a consumer signs up, then activates by the e-mailed link. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const { register, handleSubmit, formState } = useForm<RegisterValues>();
  const signUp = useMutation({
    mutationFn: (values: RegisterValues) =>
      authApi.register({
        ...values,
        language: isLanguage(i18n.language) ? i18n.language : 'en',
      }),
  });
  const errors = formState.errors;
  const required = (field: string) => t('auth.required', { field });

  return (
    <Page title={t('auth.registerTitle')}>
      {signUp.isSuccess ? (
        <p role="status" className={styles.notice}>
          {t('auth.checkEmail')}
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={handleSubmit((values) => signUp.mutate(values))}
        >
          {signUp.isError && (
            <p role="alert" className={styles.alert}>
              {authErrorMessage(signUp.error, t)}
            </p>
          )}
          <TextField
            label={t('auth.firstName')}
            autoComplete="given-name"
            maxLength={64}
            error={errors.firstName?.message}
            {...register('firstName', {
              required: required(t('auth.firstName')),
              validate: (v) => v.trim() !== '' || required(t('auth.firstName')),
            })}
          />
          <TextField
            label={t('auth.lastName')}
            autoComplete="family-name"
            maxLength={64}
            error={errors.lastName?.message}
            {...register('lastName', {
              required: required(t('auth.lastName')),
              validate: (v) => v.trim() !== '' || required(t('auth.lastName')),
            })}
          />
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', {
              required: required(t('auth.email')),
              pattern: { value: EMAIL, message: t('auth.invalidEmail') },
            })}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.newPasswordHint')}
            error={errors.password?.message}
            {...register('password', {
              required: t('auth.passwordTooShort'),
              minLength: { value: 8, message: t('auth.passwordTooShort') },
            })}
          />
          <div>
            <button type="submit" className={styles.button} disabled={signUp.isPending}>
              {t('auth.registerSubmit')}
            </button>
          </div>
          <p className={styles.links}>
            <Link to="/user/login">{t('auth.haveAccount')}</Link>
          </p>
        </form>
      )}
    </Page>
  );
}
