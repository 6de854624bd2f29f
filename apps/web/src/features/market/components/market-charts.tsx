import type { MarketMonth } from '@hearth/contracts';
import { useTranslation } from 'react-i18next';
import type { FigureKey } from '../utils/market-format';
import { TrendChart } from './trend-chart';
import styles from './market-page.module.css';

/** The 24-month trend charts of one group. */
export function MarketCharts({ rows }: { rows: MarketMonth[] }) {
  const { t } = useTranslation();
  const months = rows.map((row) => row.month);
  const series = (key: FigureKey) => ({
    key,
    label: t(`market.figure.${key}`),
    values: rows.map((row) => row[key]),
  });
  return (
    <section aria-labelledby="market-charts">
      <h2 id="market-charts" className={styles.sectionTitle}>
        {t('market.charts')}
      </h2>
      <div className={styles.charts}>
        <TrendChart
          title={t('market.chart.price')}
          months={months}
          series={[series('medianSalesPrice')]}
        />
        <TrendChart
          title={t('market.chart.activity')}
          months={months}
          series={[series('closedSales'), series('newListings')]}
        />
        <TrendChart
          title={t('market.chart.inventory')}
          months={months}
          series={[series('inventory')]}
        />
        <TrendChart
          title={t('market.chart.supply')}
          months={months}
          series={[series('monthsSupply')]}
        />
        <TrendChart
          title={t('market.chart.days')}
          months={months}
          series={[series('medianDaysOnMarket')]}
        />
      </div>
    </section>
  );
}
