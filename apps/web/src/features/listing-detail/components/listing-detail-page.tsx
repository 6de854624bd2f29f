import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';

/** A listing's page, under every listing route. */
export function ListingDetailPage() {
  const { t } = useTranslation();
  return <Page title={t('listing.title')} intro={t('listing.intro')} />;
}
