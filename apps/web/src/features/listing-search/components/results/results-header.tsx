import { formatNumber, type SearchTotal, totalCount } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import styles from './results.module.css';
import { memo } from 'react';
import { numberLocale } from '../../../../shared/lib/number-locale';

interface ResultsHeaderProps {
  loading: boolean;
  total: SearchTotal;
  offset: number;
  limit: number;
  /** The filters need a change (the screen says which): no results is not 'No Matching'. */
  problem?: boolean;
}

/**
 * 'Searching...', then '{n} Results, Showing {a} to {b}', or 'No Matching Properties' (§2). The
 * line is a live region, so screen readers announce each new count.
 */
export const ResultsHeader = memo(function ResultsHeader({
  loading,
  total,
  offset,
  limit,
  problem = false,
}: ResultsHeaderProps) {
  const { t, i18n } = useTranslation();
  const count = totalCount(total);
  const n = (value: number) => formatNumber(value, numberLocale(i18n.language));
  const text = loading
    ? t('search.results.searching')
    : count === 0
      ? t(problem ? 'search.results.checkFilters' : 'search.results.none')
      : t('search.results.count', {
          count,
          total: n(count),
          from: n(Math.min(offset + 1, count)),
          to: n(Math.min(offset + limit, count)),
        });
  return (
    <p className={styles.header} role="status" aria-live="polite">
      {text}
    </p>
  );
});
