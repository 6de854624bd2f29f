import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../shared/ui/page';
import { useMarketEdition } from '../api/market-figures';
import { monthName } from '../utils/market-format';
import { Report } from './market-page';

/** `/market/reports/{YYYY-MM}`: the association's published edition, as it was frozen. */
export function MarketEditionPage() {
  const { t, i18n } = useTranslation();
  const { month = '' } = useParams();
  const edition = useMarketEdition(month);
  if (edition.isPending)
    return <Page title={t('market.editionTitle', { month })} intro={t('market.loading')} />;
  if (edition.isError) {
    return (
      <Page title={t('market.editionMissing')}>
        <p>{t('market.editionMissingText')}</p>
      </Page>
    );
  }
  return (
    <Report
      data={edition.data}
      edition={{
        title: t('market.editionTitle', { month: monthName(month, i18n.language) }),
        commentary: edition.data.edition.commentary,
      }}
    />
  );
}
