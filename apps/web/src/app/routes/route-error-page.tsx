import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Page } from '../../shared/ui/page';
import { NotFoundPage } from './not-found-page';

/** What a screen shows when it fails to load or throws; the header stays usable. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Page title={t('error.title')} intro={t('error.message')}>
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </Page>
  );
}
