/**
 * The panels of the price, beds and baths and property-type menus: loaded when the browser is
 * first idle after the list has painted (or when a menu opens first), since a visitor sees only
 * the menus' buttons until they open one.
 */
import {
  BEDS_BATHS_OPTIONS,
  buyMaxPriceOptions,
  buyMinPriceOptions,
  PROPERTY_TYPES,
  rentMaxPriceOptions,
  rentMinPriceOptions,
  shortPrice,
  toggleExactBedrooms,
  withBedrooms,
  withFilter,
  withPriceRange,
  withPropertyType,
  type ListingFilters,
  type SearchMode,
} from '@hearth/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './filters.module.css';

interface PanelProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

const withCurrent = (options: readonly { value: number; label: string }[], value: number | null) =>
  value === null || options.some((o) => o.value === value)
    ? options
    : [{ value, label: shortPrice(value) }, ...options];

/** Minimum and maximum price with the buy or rent options of public-site.md §9. */
export function PricePanel({ filters, mode, onChange }: PanelProps & { mode: SearchMode }) {
  const { t } = useTranslation();
  const id = useId();
  const min = filters['ListPrice[gte]'] ?? null;
  const max = filters['ListPrice[lte]'] ?? null;
  const minOptions = mode === 'rent' ? rentMinPriceOptions() : buyMinPriceOptions();
  const maxOptions = mode === 'rent' ? rentMaxPriceOptions(min) : buyMaxPriceOptions(min);
  const apply = (minText: string, maxText: string) =>
    onChange({ ...withPriceRange(filters, minText, maxText), offset: 0 });
  return (
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
  );
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
export function BedsBathsPanel({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const exact = filters.BedroomsTotal !== undefined;
  const beds = filters.BedroomsTotal ?? filters['BedroomsTotal[gte]'] ?? null;
  const baths = filters['BathroomsTotalInteger[gte]'] ?? filters.BathroomsTotalInteger ?? null;
  return (
    <>
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
    </>
  );
}

/** The property type; a change clears the fields that do not apply to it (§4). */
export function PropertyTypePanel({
  filters,
  current,
  onChange,
}: PanelProps & { current: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
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
  );
}
