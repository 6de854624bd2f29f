import { normalisePropertyType, type ListingFilters } from '@hearth/domain';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useRouteFocus } from '../../../shared/lib/use-route-focus';
import type { SearchRoute } from '../utils/search-route';
import { defaultPropertyType } from '../utils/search-title';
import styles from './listing-search-page.module.css';

/**
 * The page title by property type with the place suffix ' in {city}', ' in Postal Code {code}' or
 * the school district (public-site.md §2); it names the tab and takes focus after a route change.
 */
export const SearchHeading = memo(function SearchHeading({
  route,
  filters,
}: {
  route: SearchRoute;
  filters: ListingFilters;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const type = normalisePropertyType(
    filters['PropertyType[in]']?.[0] ?? defaultPropertyType[route.type],
  );
  const title = t(`search.title.${type}`, { defaultValue: t('search.title.RESI') });
  const city = filters.City;
  const district =
    filters.ElementarySchoolDistrict ?? filters.HighSchoolDistrict ?? filters.SchoolDistrict;
  const text = city
    ? t('search.inCity', { title, city })
    : filters.PostalCode
      ? t('search.inPostalCode', { title, code: filters.PostalCode })
      : district
        ? t('search.inCity', { title, city: district })
        : title;
  useDocumentTitle(text);
  useRouteFocus(heading);
  // The place's market statistics ("Davis market"), for a city or a ZIP code.
  const market = city
    ? { type: 'city', name: city }
    : filters.PostalCode
      ? { type: 'zip', name: filters.PostalCode }
      : null;
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {text}
      </h1>
      {market && (
        <Link
          className={styles.marketLink}
          to={`/market/${market.type}/${encodeURIComponent(market.name)}`}
        >
          {t('search.marketLink', { place: market.name })}
        </Link>
      )}
    </>
  );
});
