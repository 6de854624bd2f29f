import type { DirectoryFilters, DirectoryMode } from '@hearth/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirectoryOptions } from '../api/directory-search';
import styles from './directory-toolbar.module.css';

interface Dropdown {
  field: string;
  label: 'city' | 'postalCode' | 'county' | 'officeType' | 'language' | 'designation';
  options: 'cities' | 'postalCodes' | 'counties' | 'officeTypes' | 'languages' | 'designations';
  agentOnly?: boolean;
}

const DROPDOWNS: readonly Dropdown[] = [
  { field: 'OfficeCity', label: 'city', options: 'cities' },
  { field: 'OfficePostalCode', label: 'postalCode', options: 'postalCodes' },
  { field: 'OfficeCountyOrParish', label: 'county', options: 'counties' },
  { field: 'OfficeType', label: 'officeType', options: 'officeTypes' },
  { field: 'MemberLanguages', label: 'language', options: 'languages', agentOnly: true },
  { field: 'MemberDesignation', label: 'designation', options: 'designations', agentOnly: true },
];

const SORTS: Record<DirectoryMode, readonly string[]> = {
  agent: ['MemberFirstName', 'MemberLastName', 'OfficeName'],
  office: ['OfficeName', 'OfficeCity'],
};

interface DirectoryDropdownsProps {
  mode: DirectoryMode;
  filters: DirectoryFilters;
  onChange: (field: string, value: string | undefined) => void;
}

/** The dropdown filters (city, postal code, county, office type; languages and designations). */
export function DirectoryDropdowns({ mode, filters, onChange }: DirectoryDropdownsProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = useDirectoryOptions();
  const sort = String(filters.sortBy ?? SORTS[mode][0]);
  return (
    <div className={styles.dropdowns}>
      {DROPDOWNS.filter((d) => mode === 'agent' || !d.agentOnly).map((dropdown) => {
        const value = filters[dropdown.field];
        const choices = options.data?.[dropdown.options] ?? [];
        const current = value === undefined ? '' : String(value);
        return (
          <div key={dropdown.field} className={styles.field}>
            <label htmlFor={`${id}-${dropdown.field}`}>
              {t(`directory.filter.${dropdown.label}`)}
            </label>
            <select
              id={`${id}-${dropdown.field}`}
              value={current}
              onChange={(event) => onChange(dropdown.field, event.target.value || undefined)}
            >
              <option value="">{t('directory.filter.any')}</option>
              {current && !choices.includes(current) && <option value={current}>{current}</option>}
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>{t('directory.sortLabel')}</label>
        <select
          id={`${id}-sort`}
          value={SORTS[mode].includes(sort) ? sort : ''}
          onChange={(event) => onChange('sortBy', event.target.value || undefined)}
        >
          {!SORTS[mode].includes(sort) && <option value="">{t('directory.filter.any')}</option>}
          {SORTS[mode].map((name) => (
            <option key={name} value={name}>
              {t(`directory.sort.${name}` as 'directory.sort.OfficeName')}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
