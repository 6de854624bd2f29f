import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Page } from '../../shared/ui/page';
import styles from './error-screen.module.css';
import { NotFoundPage } from './not-found-page';

/** What a screen shows when it fails to load or throws; the header stays usable. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          !
        </span>
        <Page title={t('error.title')} intro={t('error.message')}>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => window.location.reload()}
            >
              {t('error.reload')}
            </button>
            <Link className={styles.secondary} to="/">
              {t('error.home')}
            </Link>
          </div>
        </Page>
      </div>
    </div>
  );
}
