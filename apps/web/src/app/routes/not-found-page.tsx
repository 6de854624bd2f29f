import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../shared/ui/page';
import styles from './error-screen.module.css';

/** The answer to any path the app does not know, and to /404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          ?
        </span>
        <Page title={t('notFound.title')} intro={t('notFound.message')}>
          <ul className={styles.actions}>
            <li>
              <Link className={styles.primary} to={paths.search('for-sale')}>
                {t('notFound.searchLink')}
              </Link>
            </li>
            <li>
              <Link className={styles.secondary} to={paths.directory()}>
                {t('notFound.directoryLink')}
              </Link>
            </li>
          </ul>
        </Page>
      </div>
    </div>
  );
}
