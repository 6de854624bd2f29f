import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';

/** The agent and office search. */
export function DirectoryPage() {
  const { t } = useTranslation();
  return <Page title={t('directory.title')} intro={t('directory.intro')} />;
}
