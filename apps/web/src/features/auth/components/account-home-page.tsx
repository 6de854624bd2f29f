import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Page } from '../../../shared/ui/page';
import { useSession } from '../api/session';
import styles from './auth.module.css';

/** `/account/home`: the signed-in member's greeting, role and office. */
export function AccountHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isPending) return <Page title={t('auth.dashboard')} />;
  const account = session.data?.account;
  if (!account) return <Navigate to="/account/login?redirect=/account/home" replace />;
  const roles = account.roles.map((role) => t(`auth.roles.${role.name}`)).join(', ');
  return (
    <Page title={t('auth.homeTitle', { name: account.firstName })}>
      <dl>
        <dt className={styles.label}>{t('auth.role')}</dt>
        <dd>{roles}</dd>
        <dt className={styles.label}>{t('auth.offices')}</dt>
        <dd>
          {account.offices.length === 0 ? (
            t('auth.noOffice')
          ) : (
            <ul className={styles.list}>
              {account.offices.map((office) => (
                <li key={office.id}>
                  {office.name}
                  {office.city ? `, ${office.city}` : ''}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </Page>
  );
}
