import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../shared/ui/page';

/** The answer to any path the app does not know, and to /404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')} intro={t('notFound.message')}>
      <ul>
        <li>
          <Link to={paths.search('for-sale')}>{t('notFound.searchLink')}</Link>
        </li>
        <li>
          <Link to={paths.directory()}>{t('notFound.directoryLink')}</Link>
        </li>
      </ul>
    </Page>
  );
}
