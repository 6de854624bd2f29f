import { validatePasswordChange } from '@hearth/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorMessage } from '../lib/api-error-message';
import { LabelledInput } from './labelled-input';
import { dialogStyles as styles, ModalDialog } from './modal-dialog';
import { showToast } from './toast';

export interface PasswordChange {
  currentPassword: string;
  password: string;
}

/**
 * The change-password form (members-area.md §5): current, new and repeat, each at least 8
 * characters, repeat equal to new; it will not confirm until valid. A consumer's and a member's
 * differ only in the call that saves it.
 */
export function PasswordDialog({
  save,
  onSaved,
  onClose,
}: {
  save: (change: PasswordChange) => Promise<unknown>;
  onSaved?: () => Promise<unknown> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ current: '', password: '', repeat: '' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = validatePasswordChange(values);
  const valid = Object.keys(errors).length === 0;
  const change = useMutation({
    mutationFn: () => save({ currentPassword: values.current, password: values.password }),
    onSuccess: async () => {
      showToast('success', t('auth.passwordUpdated'));
      await onSaved?.();
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
    <ModalDialog title={t('auth.passwordTitle')} isOpen onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched({ current: true, password: true, repeat: true });
          if (valid) change.mutate();
        }}
      >
        <LabelledInput
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          {...field('current')}
        />
        <LabelledInput
          label={t('auth.newPassword')}
          autoComplete="new-password"
          hint={t('auth.newPasswordHint')}
          {...field('password')}
        />
        <LabelledInput
          label={t('auth.repeatPassword')}
          autoComplete="new-password"
          hint={t('auth.repeatPasswordHint')}
          {...field('repeat')}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('auth.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={!valid || change.isPending}>
            {t('auth.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
