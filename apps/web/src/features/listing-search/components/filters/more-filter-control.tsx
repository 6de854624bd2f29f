import {
  dropCurrentYearBuiltMax,
  filterValue,
  formatNumber,
  type ListingFilters,
  lotSize,
  shortPrice,
  withFilter,
  withStatuses,
} from '@hearth/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../config/settings-context';
import type { MoreFilterField } from '../../utils/more-filters';
import styles from './filters.module.css';

interface ControlProps {
  field: MoreFilterField;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

function optionLabel(value: number | string, format: string): string {
  if (typeof value === 'string') return value;
  if (format === 'price') return shortPrice(value);
  if (format === 'acres') return lotSize(value);
  return formatNumber(value);
}

/** One control of the more-filters panel; every change re-routes the search with offset 0. */
export function MoreFilterControl({ field, filters, onChange }: ControlProps) {
  const { t } = useTranslation();
  const { allowClosed } = useSettings();
  const id = useId();
  const name = t(`search.filterNames.${field.name}`, { defaultValue: field.name });
  const current = filterValue(filters, field.name);
  const set = (value: number | string | readonly string[] | undefined) =>
    onChange({ ...withFilter(filters, field.name, value), offset: 0 });

  switch (field.kind) {
    case 'check':
      return (
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={current === field.value}
            onChange={(event) => set(event.target.checked ? field.value : undefined)}
          />
          <span>{name}</span>
        </label>
      );
    case 'list': {
      const chosen = Array.isArray(current) ? (current as readonly string[]) : [];
      const toggle = (option: string, on: boolean) => {
        const next = on ? [...chosen, option] : chosen.filter((item) => item !== option);
        if (field.name === 'StandardStatus[in]')
          onChange({ ...withStatuses(filters, next, { allowClosed }), offset: 0 });
        else set(next.length > 0 ? next : undefined);
      };
      return (
        <fieldset className={styles.choices} data-column="true">
          <legend>{name}</legend>
          {field.options.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <span>{t(`search.words.${option}`, { defaultValue: option })}</span>
            </label>
          ))}
        </fieldset>
      );
    }
    case 'select':
      return (
        <label className={styles.field} htmlFor={id}>
          {name}
          <select
            id={id}
            value={current === undefined ? '' : String(current)}
            onChange={(event) => {
              const raw = event.target.value;
              set(
                raw === '' ? undefined : typeof field.options[0] === 'number' ? Number(raw) : raw,
              );
            }}
          >
            <option value="">{t('search.menus.any')}</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {t(`search.words.${String(option)}`, {
                  defaultValue: optionLabel(option, field.format),
                })}
              </option>
            ))}
          </select>
        </label>
      );
    case 'year':
    case 'text':
      return (
        <label className={styles.field} htmlFor={id}>
          {name}
          <input
            id={id}
            key={String(current ?? '')}
            type={field.kind === 'year' ? 'number' : 'text'}
            inputMode={field.kind === 'year' ? 'numeric' : undefined}
            min={field.kind === 'year' ? 1800 : undefined}
            max={field.kind === 'year' ? new Date().getFullYear() : undefined}
            defaultValue={current === undefined ? '' : String(current)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
            onBlur={(event) => {
              const raw = event.target.value.trim();
              if (raw === String(current ?? '')) return;
              if (field.kind === 'text') return set(raw || undefined);
              const year = Number(raw);
              const next = withFilter(
                filters,
                field.name,
                raw && Number.isInteger(year) ? year : undefined,
              );
              onChange({ ...dropCurrentYearBuiltMax(next, new Date().getFullYear()), offset: 0 });
            }}
          />
        </label>
      );
  }
}
