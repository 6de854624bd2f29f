import { validateNewEmail } from '@hearth/domain';
import type { UpdateEmailRequest } from '@hearth/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/lib/api-error';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { authApi } from '../api/auth-api';
import { authErrorMessage } from '../utils/auth-error';
import { AuthDialog } from './auth-dialog';
import styles from './auth.module.css';
import { TextField } from './text-field';

/**
 * A new e-mail address is confirmed by an e-mailed link; an empty one is ignored (§5). The
 * current password is asked, so a borrowed session alone cannot move the account elsewhere.
 */
export function EmailDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const send = useMutation({
    mutationFn: (body: UpdateEmailRequest) => authApi.updateEmail(body),
    onSuccess: () => {
      showToast('success', t('auth.checkEmail'));
      onClose();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.code === 'wrong_current_password') {
        setPasswordError(authErrorMessage(failure, t));
      } else showToast('error', authErrorMessage(failure, t));
    },
  });
  return (
    <AuthDialog title={t('auth.emailTitle')} isOpen onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = validateNewEmail(email);
          if (!checked.ok) return setError(t('auth.invalidEmail'));
          if (checked.value === null) return onClose();
          if (!password) {
            return setPasswordError(t('auth.required', { field: t('auth.currentPassword') }));
          }
          send.mutate({ email: checked.value, currentPassword: password });
        }}
      >
        <TextField
          label={t('auth.newEmail')}
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <TextField
          label={t('auth.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(undefined);
          }}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('auth.cancel')}
          </button>
          <button type="submit" className={styles.button} disabled={send.isPending}>
            {t('auth.save')}
          </button>
        </div>
      </form>
    </AuthDialog>
  );
}
