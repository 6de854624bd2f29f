import type { MarketMonth, MarketResponse } from '@hearth/contracts';
import {
  FIGURES_NEEDING_SALES,
  formatChange,
  formatFigure,
  monthName,
  yearBefore,
  type FigureKey,
} from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberLocale } from '../../../shared/lib/number-locale';
import { useMyMarket } from '../api/my-market-api';
import accountStyles from './account.module.css';
import styles from './my-market.module.css';

const FIGURES: readonly FigureKey[] = [
  'medianSalesPrice',
  'closedSales',
  'inventory',
  'monthsSupply',
];

/** The address of an area's market page and of its report files. */
function areaPath(area: MarketResponse['area']): { page: string; api: string } {
  const name = encodeURIComponent(area.name);
  return {
    page: area.type === 'region' ? '/market' : `/market/${area.type}/${name}`,
    api: `/api/market/${area.type}/${name}`,
  };
}

/** The median sales price of the months as a line; months with too few sales leave a gap. */
function Trend({ rows, label }: { rows: MarketMonth[]; label: string }) {
  const values = rows.map((row) => (row.enoughSales ? row.medianSalesPrice : null));
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2) return null;
  const low = Math.min(...known);
  const span = Math.max(...known) - low || 1;
  const x = (index: number) => (index / Math.max(rows.length - 1, 1)) * 200;
  const y = (value: number) => 44 - ((value - low) / span) * 40;
  const path = values
    .map((value, index) => {
      if (value === null) return '';
      const move = index === 0 || values[index - 1] === null ? 'M' : 'L';
      return `${move}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg className={styles.trend} viewBox="0 0 200 48" role="img" aria-label={label}>
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

function AreaCard({ report }: { report: MarketResponse }) {
  const { t, i18n } = useTranslation();
  const locale = numberLocale(i18n.language);
  const rows = report.months.filter((month) => month.group === 'all');
  const last = report.lastMonth;
  const now = rows.find((row) => row.month === last);
  const before = last ? rows.find((row) => row.month === yearBefore(last)) : undefined;
  const name =
    report.area.type === 'region'
      ? t('account.market.region')
      : report.area.type === 'zip'
        ? t('account.market.zip', { name: report.area.name })
        : report.area.name;
  const { page, api } = areaPath(report.area);
  const trend = rows.slice(-13);
  const known = trend.filter((row) => row.enoughSales && row.medianSalesPrice !== null);
  const first = known[0];
  const latest = known.at(-1);
  const headingId = `my-market-${report.area.type}-${report.area.name}`.replace(/[^\w-]/g, '-');
  return (
    <article className={styles.area} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.areaName}>
        <Link to={page}>{t('account.market.areaLink', { name })}</Link>
      </h3>
      {last && <p className={styles.month}>{monthName(last, locale)}</p>}
      {now ? (
        <dl className={styles.figures}>
          {FIGURES.map((key) => {
            const thin = FIGURES_NEEDING_SALES.has(key) && !now.enoughSales;
            const change = thin ? null : formatChange(key, now[key], before?.[key] ?? null, locale);
            return (
              <div key={key} className={styles.figure}>
                <dt>{t(`market.figure.${key}`)}</dt>
                <dd className={thin ? styles.thin : styles.value}>
                  {thin ? t('market.notEnoughSales') : formatFigure(key, now[key], locale)}
                </dd>
                {!thin && (
                  <dd className={styles.change}>
                    {change ? t('market.yearChange', { change }) : t('market.noYearChange')}
                  </dd>
                )}
              </div>
            );
          })}
        </dl>
      ) : (
        <p>{t('account.market.noFigures')}</p>
      )}
      {first && latest && first !== latest && (
        <Trend
          rows={trend}
          label={t('account.market.trend', {
            from: monthName(first.month, locale),
            fromPrice: formatFigure('medianSalesPrice', first.medianSalesPrice, locale),
            to: monthName(latest.month, locale),
            toPrice: formatFigure('medianSalesPrice', latest.medianSalesPrice, locale),
          })}
        />
      )}
      <ul className={styles.links}>
        <li>
          <a href={`${api}/report.pdf?lang=${locale.slice(0, 2)}`} download>
            {t('account.market.pdf', { name })}
          </a>
        </li>
        <li>
          <a href={`${api}/report.csv`} download>
            {t('account.market.csv', { name })}
          </a>
        </li>
      </ul>
    </article>
  );
}

/** "My market" on the dashboard: the last full month of the areas the member serves. */
export function MyMarketWidget({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const query = useMyMarket(accountId);
  const areas = query.data?.areas;
  if (query.isError || (areas && areas.length === 0)) return null;
  return (
    <section
      className={`${accountStyles.widget} ${styles.widget}`}
      aria-labelledby="my-market-widget"
      aria-busy={!areas}
    >
      <h2 id="my-market-widget" className={accountStyles.widgetTitle}>
        {t('account.market.title')}
      </h2>
      {query.data && (
        <p className={styles.source}>{t(`account.market.source.${query.data.source}`)}</p>
      )}
      {areas && (
        <div className={styles.areas}>
          {areas.map((report) => (
            <AreaCard key={`${report.area.type}/${report.area.name}`} report={report} />
          ))}
        </div>
      )}
    </section>
  );
}
