import {
  normalisePropertyType,
  PROPERTY_TYPES,
  withPropertyType,
  type ListingFilters,
} from '@hearth/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from './filter-menu';
import styles from './filters.module.css';

interface PropertyTypeMenuProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/** The property type; a change clears the fields that do not apply to it (§4). */
export function PropertyTypeMenu({ filters, onChange }: PropertyTypeMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const current = normalisePropertyType(filters['PropertyType[in]']?.[0] ?? 'RESI');
  return (
    <FilterMenu
      label={t(`search.types.${current}`, { defaultValue: current })}
      title={t('search.filterNames.PropertyType[in]')}
    >
      <fieldset className={styles.choices} data-column="true">
        <legend>{t('search.filterNames.PropertyType[in]')}</legend>
        {PROPERTY_TYPES.map((type) => (
          <label key={type} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-type`}
              checked={current === type}
              onChange={() => onChange(withPropertyType(filters, type))}
            />
            <span>{t(`search.types.${type}`)}</span>
          </label>
        ))}
      </fieldset>
    </FilterMenu>
  );
}
