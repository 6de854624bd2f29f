import type { MarketMonth } from '@hearth/contracts';
import { FIGURES_NEEDING_SALES, HEADLINE_FIGURES } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { formatChange, formatFigure, monthName, yearBefore } from '../utils/market-format';
import styles from './market-page.module.css';

const HEADLINE = HEADLINE_FIGURES;
const NEEDS_SALES = FIGURES_NEEDING_SALES;

/** The last full month's figures, each with its change from the same month a year before. */
export function HeadlineFigures({
  rows,
  lastMonth,
}: {
  rows: MarketMonth[];
  lastMonth: string;
  minimumSales: number;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const now = rows.find((row) => row.month === lastMonth);
  const before = rows.find((row) => row.month === yearBefore(lastMonth));
  if (!now) return null;
  return (
    <section aria-labelledby="market-headline">
      <h2 id="market-headline" className={styles.sectionTitle}>
        {t('market.headline', { month: monthName(lastMonth, locale) })}
      </h2>
      <dl className={styles.headline}>
        {HEADLINE.map((key) => {
          const value = now[key];
          const thin = NEEDS_SALES.has(key) && !now.enoughSales;
          const change = formatChange(key, value, before ? before[key] : null, locale);
          return (
            <div key={key} className={styles.card}>
              <dt>{t(`market.figure.${key}`)}</dt>
              <dd className={styles.value}>
                {thin ? t('market.notEnoughSales') : formatFigure(key, value, locale)}
              </dd>
              <dd className={styles.change}>
                {thin ? '' : change ? t('market.yearChange', { change }) : t('market.noYearChange')}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
