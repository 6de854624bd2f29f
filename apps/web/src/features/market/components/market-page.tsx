import type { MarketMonth, MarketResponse } from '@hearth/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/lib/api-error';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { Page } from '../../../shared/ui/page';
import { MARKET_PAGE_MONTHS, useMarketFigures } from '../api/market-figures';
import { monthName } from '../utils/market-format';
import { MarketAreaLinks } from './market-area-links';
import { MarketCharts } from './market-charts';
import { MarketDefinitions } from './market-definitions';
import { HeadlineFigures } from './headline-figures';
import { MonthsTable } from './months-table';
import styles from './market-page.module.css';

const GROUPS = ['all', 'single-family', 'condo-townhouse', 'lease'] as const;
type Group = (typeof GROUPS)[number];

/** An area's report: live, or a frozen edition (`edition`) with the staff's commentary. */
export function Report({
  data,
  edition,
}: {
  data: MarketResponse;
  edition?: { title: string; commentary: string };
}) {
  const { t, i18n } = useTranslation();
  const [group, setGroup] = useState<Group>('all');
  const rows: MarketMonth[] = data.months.filter((month) => month.group === group);
  const available = GROUPS.filter((g) => data.months.some((month) => month.group === g));
  const last = data.lastMonth;
  const { area } = data;
  const title =
    area.type === 'region'
      ? t('market.regionTitle')
      : area.type === 'county'
        ? t('market.countyTitle', { name: area.name })
        : t('market.areaTitle', { name: area.name });
  const files = `/api/market/${encodeURIComponent(data.area.type)}/${encodeURIComponent(data.area.name)}`;
  const csv = `${files}/report.csv`;
  const pdf = `${files}/report.pdf?group=${group}&lang=${i18n.language.startsWith('es') ? 'es' : 'en'}`;
  return (
    <Page
      title={edition?.title ?? title}
      intro={last ? t('market.intro', { month: monthName(last, i18n.language) }) : undefined}
    >
      {edition?.commentary && <p className={styles.commentary}>{edition.commentary}</p>}
      {data.revised.length > 0 && (
        <p className={styles.revised} role="note">
          {t('market.revised', {
            months: data.revised.map((month) => monthName(month, i18n.language)).join(', '),
          })}
        </p>
      )}
      <div className={styles.toolbar}>
        <label className={styles.groupPicker}>
          {t('market.group.label')}
          <select value={group} onChange={(event) => setGroup(event.target.value as Group)}>
            {available.map((g) => (
              <option key={g} value={g}>
                {t(`market.group.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <a className={styles.download} href={pdf} download>
          {t('market.downloadPdf')}
        </a>
        <a className={styles.download} href={csv} download>
          {t('market.downloadCsv')}
        </a>
      </div>
      {last && <HeadlineFigures rows={rows} lastMonth={last} minimumSales={data.minimumSales} />}
      <MarketCharts rows={rows.slice(-24)} />
      <MonthsTable rows={rows.slice(-24)} />
      <MarketDefinitions minimumSales={data.minimumSales} />
      <MarketAreaLinks current={data.area} />
    </Page>
  );
}

/** `/market` (the region) and `/market/{areaType}/{areaName}`: an area's monthly figures. */
export function MarketPage() {
  const { t } = useTranslation();
  const { areaType = 'region', areaName = 'all' } = useParams();
  const figures = useMarketFigures(areaType, areaName, MARKET_PAGE_MONTHS);
  if (figures.isPending)
    return <Page title={t('market.regionTitle')} intro={t('market.loading')} />;
  if (figures.isError) {
    const missing =
      isApiError(figures.error) && (figures.error.status === 404 || figures.error.status === 400);
    return (
      <Page title={missing ? t('market.missing') : t('error.title')}>
        <p>{missing ? t('market.missingText') : apiErrorMessage(figures.error, t)}</p>
        <MarketAreaLinks current={null} />
      </Page>
    );
  }
  return <Report data={figures.data} />;
}
