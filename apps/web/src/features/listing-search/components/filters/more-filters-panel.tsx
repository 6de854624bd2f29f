import {
  normalisePropertyType,
  withoutFilters,
  type ListingFilters,
  type SearchMode,
} from '@hearth/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../config/settings-context';
import { moreFilterFields } from '../../utils/more-filters';
import { MoreFilterControl } from './more-filter-control';
import styles from './filters.module.css';

interface MoreFiltersPanelProps {
  id: string;
  filters: ListingFilters;
  mode: SearchMode;
  onChange: (next: ListingFilters) => void;
  onClose: () => void;
}

/** The more-filters panel with reset and close (public-site.md §2); loaded when first opened. */
export function MoreFiltersPanel({ id, filters, mode, onChange, onClose }: MoreFiltersPanelProps) {
  const { t } = useTranslation();
  const { allowClosed, comingSoonWithActive } = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  const type = normalisePropertyType(filters['PropertyType[in]']?.[0] ?? 'RESI');
  const statuses = [
    'Active',
    ...(comingSoonWithActive ? [] : ['Coming Soon']),
    'Pending',
    ...(allowClosed ? ['Closed'] : []),
  ];
  const fields = moreFilterFields(type, mode, statuses);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      id={id}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {t('search.more.title')}
      </h2>
      <div className={styles.panelGrid}>
        {fields.map((field) => (
          <MoreFilterControl key={field.name} field={field} filters={filters} onChange={onChange} />
        ))}
      </div>
      <div className={styles.panelActions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() =>
            onChange({
              ...withoutFilters(
                filters,
                fields.map((field) => field.name),
              ),
              offset: 0,
            })
          }
        >
          {t('search.more.reset')}
        </button>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('search.more.close')}
        </button>
      </div>
    </section>
  );
}
