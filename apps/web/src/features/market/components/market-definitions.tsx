import { useTranslation } from 'react-i18next';
import styles from './market-page.module.css';

/** The definitions of the figures, as docs/market-statistics.md gives them. */
export function MarketDefinitions({ minimumSales }: { minimumSales: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="market-definitions" className={styles.definitions}>
      <h2 id="market-definitions" className={styles.sectionTitle}>
        {t('market.definitionsTitle')}
      </h2>
      <p>{t('market.definitions.closed')}</p>
      <p>{t('market.definitions.new')}</p>
      <p>{t('market.definitions.inventory')}</p>
      <p>{t('market.definitions.groups')}</p>
      <p>{t('market.definitions.thin', { count: minimumSales })}</p>
    </section>
  );
}
