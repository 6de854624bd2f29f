import type { ListingFilters } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { chipValue, filterChips, VALUE_SHOWN, withoutChip } from '../../utils/filter-chips';
import styles from './results.module.css';
import { memo } from 'react';

interface FilterChipsProps {
  filters: ListingFilters;
  defaults: ListingFilters;
  onChange: (next: ListingFilters) => void;
  onClearAll: () => void;
}

/** One removable chip per active filter, and Clear All (§2). */
export const FilterChips = memo(function FilterChips({
  filters,
  defaults,
  onChange,
  onClearAll,
}: FilterChipsProps) {
  const { t } = useTranslation();
  const chips = filterChips(filters, defaults);
  if (chips.length === 0) return null;
  const word = (code: string) =>
    t(`search.words.${code}`, { defaultValue: t(`search.types.${code}`, { defaultValue: code }) });
  return (
    <ul className={styles.chips} aria-label={t('search.chips.label')}>
      {chips.map((chip) => {
        const name = t(`search.filterNames.${chip.name}`, { defaultValue: chip.name });
        const value = chipValue(chip, VALUE_SHOWN.has(chip.name) ? word : (code) => code);
        const text = value === null ? name : `${name}: ${value}`;
        return (
          <li key={chip.name}>
            <button
              type="button"
              className={styles.chip}
              aria-label={t('search.chips.remove', { filter: text })}
              onClick={() => onChange(withoutChip(filters, chip.name))}
            >
              {text}
              {/* A drawn cross, not a '×' character: the visible text stays the chip's words, which
                  the button's name contains (WCAG 2.5.3, label in name). */}
              <svg
                aria-hidden="true"
                className={styles.chipX}
                viewBox="0 0 10 10"
                focusable="false"
              >
                <path d="M2 2l6 6M8 2l-6 6" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
          </li>
        );
      })}
      <li>
        <button type="button" className={styles.clearAll} onClick={onClearAll}>
          {t('search.chips.clearAll')}
        </button>
      </li>
    </ul>
  );
});
