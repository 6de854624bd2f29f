import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../shared/ui/page';
import { authApi, type LoginKind } from '../api/auth-api';
import { sessionQueryKey } from '../api/session';
import { authErrorMessage, safeReturnPath } from '../utils/auth-error';
import styles from './auth.module.css';
import { TextField } from './text-field';

interface LoginValues {
  email: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/user/login` and `/account/login`: e-mail and password, then the person's start page. */
export function LoginPage({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { register, handleSubmit, formState } = useForm<LoginValues>();
  const login = useMutation({
    mutationFn: (values: LoginValues) => authApi.login(kind, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      const fallback = kind === 'user' ? '/user/profile' : '/account/home';
      await navigate(safeReturnPath(params.get('redirect')) ?? fallback);
    },
  });
  const area = `/${kind}`;
  const errors = formState.errors;

  return (
    <Page
      title={t(kind === 'user' ? 'auth.userLoginTitle' : 'auth.accountLoginTitle')}
      intro={kind === 'account' ? t('auth.accountLoginIntro') : undefined}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((values) => login.mutate(values))}
      >
        {login.isError && (
          <p role="alert" className={styles.alert}>
            {authErrorMessage(login.error, t)}
          </p>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email', {
            required: t('auth.required', { field: t('auth.email') }),
            pattern: { value: EMAIL, message: t('auth.invalidEmail') },
          })}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', {
            required: t('auth.required', { field: t('auth.password') }),
          })}
        />
        <div>
          <button type="submit" className={styles.button} disabled={login.isPending}>
            {t('auth.logIn')}
          </button>
        </div>
        <p className={styles.links}>
          <Link to={`${area}/lost-password`}>{t('auth.forgotPassword')}</Link>
          {kind === 'user' && <Link to="/user/register">{t('auth.noAccount')}</Link>}
        </p>
      </form>
    </Page>
  );
}
