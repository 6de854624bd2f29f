import { useTranslation } from 'react-i18next';
import type { SearchProblem } from '../../utils/search-problems';
import styles from './results.module.css';

/** Says what was wrong with the filters, beside the results they would otherwise leave empty. */
export function SearchProblems({ problems }: { problems: readonly SearchProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  const name = (field: string) => t(`search.filterNames.${field}`, { defaultValue: field });
  const text = (problem: SearchProblem): string => {
    switch (problem.key) {
      case 'unreadable':
      case 'refusedAll':
        return t(`search.problems.${problem.key}`);
      case 'unknownFilter':
        return t('search.problems.unknownFilter', { field: problem.field });
      case 'invalidValue':
      case 'refused':
        return t(`search.problems.${problem.key}`, { field: name(problem.field) });
      case 'reversedRange':
        return t('search.problems.reversedRange', {
          min: name(problem.min),
          max: name(problem.max),
          // Years and the like read as typed: 1990, never 1,990.
          minValue: String(problem.minValue),
          maxValue: String(problem.maxValue),
        });
    }
  };
  return (
    <div className={styles.problems} role="alert">
      <p className={styles.problemsTitle}>{t('search.problems.title')}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>{text(problem)}</li>
        ))}
      </ul>
    </div>
  );
}
