import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';

/** An office's page (`/office/{OfficeName}/{OfficeKey}`). */
export function OfficePage() {
  const { t } = useTranslation();
  return <Page title={t('office.title')} intro={t('office.intro')} />;
}
