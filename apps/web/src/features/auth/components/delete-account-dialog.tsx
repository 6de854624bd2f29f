import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { authApi } from '../api/auth-api';
import { authErrorMessage } from '../utils/auth-error';
import { clearLocalData } from '../utils/local-data';
import { AuthDialog } from './auth-dialog';
import styles from './auth.module.css';

/** 'Are you sure?' / 'You won't be able to revert this!' / 'Yes, delete it!'; then to `/`. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: () => authApi.deleteUser(),
    onSuccess: () => {
      clearLocalData();
      window.location.assign('/');
    },
    onError: (error) => showToast('error', authErrorMessage(error, t)),
  });
  return (
    <AuthDialog
      title={t('auth.confirmTitle')}
      isOpen
      onClose={onClose}
      dismissable={false}
      role="alertdialog"
    >
      <p>{t('auth.confirmText')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} autoFocus>
          {t('auth.cancel')}
        </button>
        <button
          type="button"
          className={styles.danger}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('auth.confirmDelete')}
        </button>
      </div>
    </AuthDialog>
  );
}
