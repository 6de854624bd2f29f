import { validatePasswordChange } from '@hearth/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { authApi } from '../api/auth-api';
import { sessionQueryKey } from '../api/session';
import { authErrorMessage } from '../utils/auth-error';
import { AuthDialog } from './auth-dialog';
import styles from './auth.module.css';
import { TextField } from './text-field';

/**
 * The change-password form (members-area.md §5): current, new and repeat, each at least 8
 * characters, repeat equal to new; it will not confirm until valid.
 */
export function PasswordDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ current: '', password: '', repeat: '' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = validatePasswordChange(values);
  const valid = Object.keys(errors).length === 0;
  const change = useMutation({
    mutationFn: () =>
      authApi.updatePassword(userId, {
        currentPassword: values.current,
        password: values.password,
      }),
    onSuccess: async () => {
      showToast('success', t('auth.passwordUpdated'));
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onClose();
    },
    onError: (error) => showToast('error', authErrorMessage(error, t)),
  });
  const message = (field: keyof typeof values) => {
    if (!touched[field] || !errors[field]) return undefined;
    return errors[field] === 'New passwords must match'
      ? t('auth.passwordsMustMatch')
      : t('auth.passwordTooShort');
  };
  const field = (name: keyof typeof values) => ({
    type: 'password' as const,
    value: values[name],
    error: message(name),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setTouched((v) => ({ ...v, [name]: true })),
  });

  return (
    <AuthDialog title={t('auth.passwordTitle')} isOpen onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched({ current: true, password: true, repeat: true });
          if (valid) change.mutate();
        }}
      >
        <TextField
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          {...field('current')}
        />
        <TextField
          label={t('auth.newPassword')}
          autoComplete="new-password"
          hint={t('auth.newPasswordHint')}
          {...field('password')}
        />
        <TextField
          label={t('auth.repeatPassword')}
          autoComplete="new-password"
          hint={t('auth.repeatPasswordHint')}
          {...field('repeat')}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('auth.cancel')}
          </button>
          <button type="submit" className={styles.button} disabled={!valid || change.isPending}>
            {t('auth.save')}
          </button>
        </div>
      </form>
    </AuthDialog>
  );
}
