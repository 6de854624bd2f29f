import {
  buyMaxPriceOptions,
  buyMinPriceOptions,
  rentMaxPriceOptions,
  rentMinPriceOptions,
  shortPrice,
  withPriceRange,
  type ListingFilters,
  type SearchMode,
} from '@hearth/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from './filter-menu';
import styles from './filters.module.css';

interface PriceMenuProps {
  filters: ListingFilters;
  mode: SearchMode;
  onChange: (next: ListingFilters) => void;
}

/** Minimum and maximum price with the buy or rent options of public-site.md §9. */
export function PriceMenu({ filters, mode, onChange }: PriceMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const min = filters['ListPrice[gte]'] ?? null;
  const max = filters['ListPrice[lte]'] ?? null;
  const minOptions = mode === 'rent' ? rentMinPriceOptions() : buyMinPriceOptions();
  const maxOptions = mode === 'rent' ? rentMaxPriceOptions(min) : buyMaxPriceOptions(min);
  const apply = (minText: string, maxText: string) =>
    onChange({ ...withPriceRange(filters, minText, maxText), offset: 0 });
  const label =
    min === null && max === null
      ? t('search.menus.price')
      : `${min === null ? t('search.menus.noMin') : shortPrice(min)} – ${max === null ? t('search.menus.noMax') : shortPrice(max)}`;
  const withCurrent = (
    options: readonly { value: number; label: string }[],
    value: number | null,
  ) =>
    value === null || options.some((o) => o.value === value)
      ? options
      : [{ value, label: shortPrice(value) }, ...options];

  return (
    <FilterMenu label={label} title={t('search.menus.price')}>
      <div className={styles.pair}>
        <label className={styles.field} htmlFor={`${id}-min`}>
          {t('search.filterNames.ListPrice[gte]')}
          <select
            id={`${id}-min`}
            value={min ?? ''}
            onChange={(event) => apply(event.target.value, max === null ? '' : String(max))}
          >
            <option value="">{t('search.menus.noMin')}</option>
            {withCurrent(minOptions, min).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-max`}>
          {t('search.filterNames.ListPrice[lte]')}
          <select
            id={`${id}-max`}
            value={max ?? ''}
            onChange={(event) => apply(min === null ? '' : String(min), event.target.value)}
          >
            <option value="">{t('search.menus.noMax')}</option>
            {withCurrent(maxOptions, max).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </FilterMenu>
  );
}
