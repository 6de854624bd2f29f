import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../shared/ui/page';

/** What an account page shows for something that is not there or not the viewer's to see. */
export function MissingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title} intro={t('account.notFound')}>
      <Link to="/account/home">{t('account.backHome')}</Link>
    </Page>
  );
}
