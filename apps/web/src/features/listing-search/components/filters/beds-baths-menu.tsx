import {
  BEDS_BATHS_OPTIONS,
  toggleExactBedrooms,
  withBedrooms,
  withFilter,
  type ListingFilters,
} from '@hearth/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from './filter-menu';
import styles from './filters.module.css';

interface BedsBathsMenuProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

function Choices({
  legend,
  name,
  value,
  onPick,
}: {
  legend: string;
  name: string;
  value: number | null;
  onPick: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {BEDS_BATHS_OPTIONS.map((option) => (
        <label key={option.label} className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onPick(option.value)}
          />
          <span>{option.value === null ? t('search.menus.any') : option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Beds and baths: Any, 1 to 4+ (§9); an exact bedroom count switches to equality (§5). */
export function BedsBathsMenu({ filters, onChange }: BedsBathsMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const exact = filters.BedroomsTotal !== undefined;
  const beds = filters.BedroomsTotal ?? filters['BedroomsTotal[gte]'] ?? null;
  const baths = filters['BathroomsTotalInteger[gte]'] ?? filters.BathroomsTotalInteger ?? null;
  const parts = [
    beds === null ? null : t('search.menus.bedsCount', { count: beds, plus: exact ? '' : '+' }),
    baths === null ? null : t('search.menus.bathsCount', { count: baths }),
  ].filter(Boolean);
  return (
    <FilterMenu
      label={parts.join(', ') || t('search.menus.bedsBaths')}
      title={t('search.menus.bedsBaths')}
    >
      <Choices
        legend={t('search.filterNames.BedroomsTotal')}
        name={`${id}-beds`}
        value={beds}
        onPick={(value) => onChange({ ...withBedrooms(filters, value, exact), offset: 0 })}
      />
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={exact}
          onChange={(event) =>
            onChange({ ...toggleExactBedrooms(filters, event.target.checked), offset: 0 })
          }
        />
        <span>{t('search.menus.exactBeds')}</span>
      </label>
      <Choices
        legend={t('search.filterNames.BathroomsTotalInteger')}
        name={`${id}-baths`}
        value={baths}
        onPick={(value) =>
          onChange({
            ...withFilter(
              withFilter(filters, 'BathroomsTotalInteger', undefined),
              'BathroomsTotalInteger[gte]',
              value ?? undefined,
            ),
            offset: 0,
          })
        }
      />
    </FilterMenu>
  );
}
