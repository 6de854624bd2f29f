import { dollarTotal } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useBuildingData } from '../api/listing-page-api';
import styles from './listing-detail.module.css';

/** Other units in the same building, and the regions the listing lies in. */
export function BuildingDataSection({ listingId }: { listingId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useBuildingData(listingId);
  if (!data) return null;
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const { Regions } = data;
  const regions = [
    ...Regions.neighborhoods.map((name) => [t('listing.building.neighborhood'), name] as const),
    ...(Regions.CityRegion ? [[t('listing.building.region'), Regions.CityRegion] as const] : []),
    ...(Regions.MLSAreaMinor ? [[t('listing.building.area'), Regions.MLSAreaMinor] as const] : []),
    ...(Regions.CountyOrParish
      ? [[t('listing.building.county'), Regions.CountyOrParish] as const]
      : []),
  ];
  if (!data.BuildingName && regions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="building-data-title">
      <h2 id="building-data-title" className={styles.sectionTitle}>
        {data.BuildingName
          ? t('listing.building.title', { name: data.BuildingName })
          : t('listing.building.regions')}
      </h2>
      {data.BuildingName &&
        (data.units.length > 0 ? (
          <ul className={styles.plainList}>
            {data.units.map((unit) => (
              <li key={unit.ListingId}>
                <Link to={paths.listing(unit.ListingId)}>
                  {unit.UnitNumber
                    ? t('listing.building.unit', { unit: unit.UnitNumber })
                    : unit.ListingId}
                </Link>{' '}
                · {unit.StandardStatus} · {dollarTotal(unit.ListPrice, locale)}
                {unit.BedroomsTotal !== null
                  ? ` · ${t('listing.beds', { count: unit.BedroomsTotal })}`
                  : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('listing.building.noUnits')}</p>
        ))}
      {regions.length > 0 && (
        <dl className={styles.factList}>
          {regions.map(([label, value]) => (
            <div key={`${label}-${value}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
