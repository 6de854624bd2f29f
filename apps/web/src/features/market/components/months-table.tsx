import type { MarketMonth } from '@hearth/contracts';
import { useTranslation } from 'react-i18next';
import { FIGURE_KEYS, formatFigure, monthName } from '../utils/market-format';
import styles from './market-page.module.css';

const NEEDS_SALES = new Set<string>([
  'medianSalesPrice',
  'averageSalesPrice',
  'medianDaysOnMarket',
  'percentOfListPriceReceived',
]);

/** Every month's figures, the latest first. */
export function MonthsTable({ rows }: { rows: MarketMonth[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <section aria-labelledby="market-months">
      <h2 id="market-months" className={styles.sectionTitle}>
        {t('market.monthsTable')}
      </h2>
      <div
        className={styles.tableScroll}
        tabIndex={0}
        role="region"
        aria-labelledby="market-months"
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('market.month')}</th>
              {FIGURE_KEYS.map((key) => (
                <th key={key} scope="col">
                  {t(`market.figure.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((row) => (
              <tr key={row.month}>
                <th scope="row">{monthName(row.month, locale, 'short')}</th>
                {FIGURE_KEYS.map((key) => (
                  <td key={key}>
                    {NEEDS_SALES.has(key) && !row.enoughSales
                      ? t('market.notEnoughSales')
                      : formatFigure(key, row[key], locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
