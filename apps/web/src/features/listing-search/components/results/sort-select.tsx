import {
  changeFilters,
  displayedSortBy,
  SORT_OPTIONS,
  withClosedSort,
  type ListingFilters,
} from '@hearth/domain';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './results.module.css';

interface SortSelectProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/** ListPrice or OnMarketDate, either way; a ClosePrice sort shows as ListPrice (§2). */
export const SortSelect = memo(function SortSelect({ filters, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const value = `${displayedSortBy(filters.sortBy)}:${filters.order ?? 'desc'}`;
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('search.sort.label')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const [sortBy = 'ListPrice', order = 'desc'] = event.target.value.split(':');
          onChange(withClosedSort(changeFilters(filters, { sortBy, order })));
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option
            key={`${option.sortBy}:${option.order}`}
            value={`${option.sortBy}:${option.order}`}
          >
            {t(`search.sort.${option.sortBy}_${option.order}`)}
          </option>
        ))}
      </select>
    </div>
  );
});
