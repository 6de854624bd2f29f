import { calendarDate, dollarTotal } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useLocationData } from '../api/listing-page-api';
import styles from './listing-detail.module.css';

/** What is around: schools, recent sales and price statistics. Hidden when it fails (§8). */
export function LocationDataSection({ listingId }: { listingId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useLocationData(listingId);
  if (!data) return null;
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const money = (value: number | null) => (value === null ? '—' : dollarTotal(value, locale));
  const stats = data.priceStatistics;
  return (
    <section className={styles.section} aria-labelledby="location-data-title">
      <h2 id="location-data-title" className={styles.sectionTitle}>
        {t('listing.location.title')}
      </h2>
      {data.schools.length > 0 && (
        <div>
          <h3>{t('listing.location.schools')}</h3>
          <ul className={styles.plainList}>
            {data.schools.map((school) => (
              <li key={school.level}>
                <strong>{t(`listing.location.level.${school.level}`)}:</strong> {school.name}
                {school.district ? ` (${school.district})` : ''} ·{' '}
                {t('listing.location.activeNearSchool', { count: school.activeListings })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {stats && (
        <div>
          <h3>{t('listing.location.prices', { area: stats.area })}</h3>
          <dl className={styles.factList}>
            <div>
              <dt>{t('listing.location.activeCount')}</dt>
              <dd>{stats.activeCount}</dd>
            </div>
            <div>
              <dt>{t('listing.location.medianList')}</dt>
              <dd>{money(stats.medianListPrice)}</dd>
            </div>
            <div>
              <dt>{t('listing.location.closedCount')}</dt>
              <dd>{stats.closedCount}</dd>
            </div>
            <div>
              <dt>{t('listing.location.medianClose')}</dt>
              <dd>{money(stats.medianClosePrice)}</dd>
            </div>
            <div>
              <dt>{t('listing.location.perSqft')}</dt>
              <dd>{money(stats.medianPricePerSquareFoot)}</dd>
            </div>
            <div>
              <dt>{t('listing.location.daysOnMarket')}</dt>
              <dd>{stats.averageDaysOnMarket ?? '—'}</dd>
            </div>
          </dl>
        </div>
      )}
      {data.recentSales.length > 0 && (
        <div>
          <h3>
            {data.recentSalesKind === 'leases'
              ? t('listing.location.recentLeases')
              : t('listing.location.recentSales')}
          </h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('listing.location.address')}</th>
                <th scope="col">{t('listing.location.closePrice')}</th>
                <th scope="col">{t('listing.location.closeDate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.recentSales.map((sale) => (
                <tr key={sale.ListingId}>
                  <td>{sale.UnparsedAddress ?? t('listing.addressWithheld')}</td>
                  <td>
                    {money(sale.ClosePrice)}
                    {data.recentSalesKind === 'leases' && t('search.card.perMonth')}
                  </td>
                  <td>{calendarDate(sale.CloseDate, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
