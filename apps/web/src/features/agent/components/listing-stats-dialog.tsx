import type { AgentListing } from '@hearth/contracts';
import { formatNumber } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { ModalDialog, dialogStyles } from '../../../shared/ui/modal-dialog';
import { useListingViewStats } from '../api/agent-listings-api';
import styles from './agent.module.css';
import own from './agent-listings.module.css';

/** Bar colours by site, in order; each is at least 3:1 against white (WCAG 1.4.11). */
const COLOURS = ['#1f5fa8', '#8a4b00', '#1b5e20', '#6a1b9a', '#b00020'];

/**
 * The '30 Day View Stats' modal (members-area.md §2 "Listing stats modal"): a bar chart of the
 * listing's page views per day for the last 30 days, one colour per site (the aggregator site
 * left out by the server), with the same figures as a table for screen readers and keyboards.
 */
export default function ListingStatsDialog({
  listing,
  onClose,
}: {
  listing: AgentListing;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const stats = useListingViewStats(listing.id);
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const siteName = (site: string) => t(`agent.stats.sites.${site}`, { defaultValue: site });
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const data = stats.data?.days.map((day) => ({ label: dayLabel(day.date), ...day.views })) ?? [];
  const sites = stats.data?.sites ?? [];
  const total = sites.reduce((sum, s) => sum + s.views, 0);
  const summary = t('agent.stats.summary', {
    count: total,
    total: formatNumber(total, i18n.language),
    sites: sites
      .map((s) => `${siteName(s.site)} ${formatNumber(s.views, i18n.language)}`)
      .join(', '),
  });

  return (
    <ModalDialog title={t('agent.stats.title')} isOpen onClose={onClose}>
      <p className={own.muted}>{listing.UnparsedAddress ?? listing.ListingId}</p>
      {stats.isPending && <p role="status">{t('agent.contacts.loading')}</p>}
      {stats.isError && (
        <p role="alert" className={styles.error}>
          {apiErrorMessage(stats.error, t)}
        </p>
      )}
      {stats.isSuccess && (
        <>
          <p>{summary}</p>
          {total > 0 && (
            <div className={own.chart} role="img" aria-label={summary}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                  <Tooltip />
                  {sites.map((s, index) => (
                    <Bar
                      key={s.site}
                      dataKey={s.site}
                      name={siteName(s.site)}
                      stackId="views"
                      fill={COLOURS[index % COLOURS.length]}
                      isAnimationActive={false}
                    />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </div>
          )}
          {sites.length > 0 && (
            <details className={own.tableBox}>
              <summary>{t('agent.stats.asTable')}</summary>
              <table className={own.table}>
                <caption className={own.caption}>{t('agent.stats.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.stats.day')}</th>
                    {sites.map((s) => (
                      <th key={s.site} scope="col">
                        {siteName(s.site)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {stats.data.days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{dayLabel(day.date)}</th>
                      {sites.map((s) => (
                        <td key={s.site}>{day.views[s.site] ?? 0}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          )}
        </>
      )}
      <div className={dialogStyles.actions}>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('agent.stats.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
