import { formatNumber } from '@hearth/domain';
import type { AgentRecord, OfficeRecord } from '@hearth/contracts';
import type { DirectoryMode } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { AgentCard, OfficeCard } from './directory-cards';
import styles from './directory-page.module.css';

interface ResultsHeaderProps {
  loading: boolean;
  total: number;
  offset: number;
  limit: number;
}

/** 'Searching...', '{n} Results, Showing {a} to {b}' or 'No Matching Agents or Offices' (§2). */
export function DirectoryResultsHeader({ loading, total, offset, limit }: ResultsHeaderProps) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language === 'es' ? 'es-US' : 'en-US');
  let text: string;
  if (loading) text = t('directory.searching');
  else if (total === 0) text = t('directory.noMatching');
  else {
    text = t('directory.resultsHeader', {
      total: n(total),
      from: n(Math.min(offset + 1, total)),
      to: n(Math.min(offset + limit, total)),
    });
  }
  return (
    <p className={styles.header} role="status">
      {text}
    </p>
  );
}

export function DirectoryGrid({
  mode,
  records,
}: {
  mode: DirectoryMode;
  records: readonly (AgentRecord | OfficeRecord)[];
}) {
  return (
    <ul className={styles.grid}>
      {records.map((record) => (
        <li key={record.id}>
          {mode === 'agent' ? (
            <AgentCard agent={record as AgentRecord} />
          ) : (
            <OfficeCard office={record as OfficeRecord} />
          )}
        </li>
      ))}
    </ul>
  );
}
