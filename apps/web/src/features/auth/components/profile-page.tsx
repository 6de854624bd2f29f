import { avatarUrl } from '@hearth/domain';
import type { User } from '@hearth/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../../shared/lib/api-error';
import { Page } from '../../../shared/ui/page';
import { PasswordDialog } from '../../../shared/ui/password-dialog';
import { PhotoDialog } from '../../../shared/ui/photo-dialog';
import { showToast } from '../../../shared/ui/toast';
import { authApi } from '../api/auth-api';
import { sessionQueryKey, useSession } from '../api/session';
import { useLogout } from '../hooks/use-logout';
import { authErrorMessage } from '../utils/auth-error';
import styles from './auth.module.css';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EmailDialog } from './email-dialog';
import { NameField } from './name-field';

type OpenDialog = 'photo' | 'email' | 'password' | 'delete' | null;

/** `/user/profile`: photo, names, e-mail, password, data download and deletion. */
export function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const userId = session.data?.user?.id;
  const detail = useQuery({
    queryKey: ['user', userId],
    queryFn: ({ signal }) => authApi.getUser(userId ?? '', signal).then((r) => r.results),
    enabled: Boolean(userId),
  });
  const setUser = (user: User) => queryClient.setQueryData(['user', user.id], user);

  // A 401 loading the user's detail logs out (members-area.md §4).
  const unauthorized = isApiError(detail.error) && detail.error.status === 401;
  useEffect(() => {
    if (unauthorized) void logout('user');
  }, [unauthorized, logout]);

  const patch = useMutation({
    mutationFn: (change: { firstName?: string; lastName?: string }) =>
      authApi.patchUser(userId ?? '', change),
    onSuccess: async (answer, change) => {
      setUser(answer.results);
      const field = change.firstName !== undefined ? t('auth.firstName') : t('auth.lastName');
      showToast('success', t('auth.fieldUpdated', { field }));
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (error) => showToast('error', authErrorMessage(error, t)),
  });

  if (session.isPending) return <Page title={t('auth.profileTitle')} />;
  if (!session.data?.user) return <Navigate to="/user/login?redirect=/user/profile" replace />;
  const user = detail.data ?? session.data.user;
  const close = () => setDialog(null);

  return (
    <Page title={t('auth.profileTitle')}>
      <section className={styles.section} aria-labelledby="profile-photo">
        <h2 id="profile-photo" className={styles.sectionTitle}>
          {t('auth.photo')}
        </h2>
        {user.avatar ? (
          <img
            className={styles.avatar}
            src={avatarUrl(user.avatar, '')}
            alt={`${user.firstName} ${user.lastName}`}
          />
        ) : (
          <p className={styles.hint}>{t('auth.noPhoto')}</p>
        )}
        <p>
          <button type="button" className={styles.secondary} onClick={() => setDialog('photo')}>
            {t('auth.changePhoto')}
          </button>
        </p>
      </section>
      <div className={styles.form}>
        <NameField
          label={t('auth.firstName')}
          value={user.firstName}
          onSave={(firstName) => patch.mutate({ firstName })}
        />
        <NameField
          label={t('auth.lastName')}
          value={user.lastName}
          onSave={(lastName) => patch.mutate({ lastName })}
        />
        <div className={styles.field}>
          <span className={styles.label}>{t('auth.email')}</span>
          <span className={styles.readOnly}>
            {user.email}
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('auth.editEmail')}
              onClick={() => setDialog('email')}
            >
              <span aria-hidden="true">✎</span>
            </button>
          </span>
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('auth.password')}</span>
          <span className={styles.readOnly}>
            <span aria-hidden="true">••••••••</span>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('auth.editPassword')}
              onClick={() => setDialog('password')}
            >
              <span aria-hidden="true">✎</span>
            </button>
          </span>
        </div>
      </div>
      <section className={styles.section} aria-labelledby="profile-data">
        <h2 id="profile-data" className={styles.sectionTitle}>
          {t('auth.privacy')}
        </h2>
        <p>{t('auth.privacyText')}</p>
        <p className={styles.links}>
          <a className={styles.secondary} href={authApi.dataUrl(user.id)} download>
            {t('auth.downloadData')}
          </a>
          <button type="button" className={styles.danger} onClick={() => setDialog('delete')}>
            {t('auth.deleteAccount')}
          </button>
        </p>
      </section>
      {dialog === 'photo' && (
        <PhotoDialog
          upload={(photo) => authApi.uploadPhoto(user.id, photo)}
          onClose={close}
          onSaved={async (answer) => {
            setUser(answer.results);
            await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          }}
        />
      )}
      {dialog === 'email' && <EmailDialog onClose={close} />}
      {dialog === 'password' && (
        <PasswordDialog
          save={(change) => authApi.updatePassword(user.id, change)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
          onClose={close}
        />
      )}
      {dialog === 'delete' && <DeleteAccountDialog onClose={close} />}
    </Page>
  );
}
