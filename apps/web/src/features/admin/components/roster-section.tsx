import {
  CONSOLE_REPORTS,
  type ConsoleMember,
  type ConsoleMemberList,
  type ConsoleOffice,
  type ConsoleOfficeList,
  type ConsoleReport,
} from '@hearth/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../shared/lib/duration-text';
import { useReport, useReportUrl, useRosterSearch } from '../api/console-api';
import styles from './console.module.css';

/** Rows of a report shown on the page; the CSV has them all. */
const SHOWN = 100;

type RosterColumn =
  'name' | 'mlsId' | 'office' | 'licence' | 'credits' | 'city' | 'members' | 'leads' | 'response';

/** A table of the roster, its caption read by screen readers and its columns named. */
function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: RosterColumn[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`console.roster.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function MemberTable({ members, caption }: { members: ConsoleMember[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const date = (value: string) =>
    new Date(`${value}T12:00:00Z`).toLocaleDateString(i18n.language, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
  return (
    <Table caption={caption} columns={['name', 'mlsId', 'office', 'licence', 'credits']}>
      {members.map((member) => (
        <tr key={member.id}>
          <th scope="row">
            {member.name}
            {member.status !== 'Active' && (
              <span className={styles.muted}> ({t('console.roster.inactive')})</span>
            )}
          </th>
          <td>{member.mlsId}</td>
          <td>{member.officeName ?? '—'}</td>
          <td>
            {member.licenseExpirationDate === null
              ? t('console.roster.noLicence')
              : t(
                  (member.daysUntilExpiry ?? 0) < 0
                    ? 'console.roster.expired'
                    : 'console.roster.expires',
                  {
                    date: date(member.licenseExpirationDate),
                    count: Math.abs(member.daysUntilExpiry ?? 0),
                  },
                )}
          </td>
          <td>
            {member.creditsNeeded > 0
              ? t('console.roster.creditsNeeded', {
                  needed: number.format(member.creditsNeeded),
                  required: number.format(member.creditsRequired),
                })
              : t('console.roster.creditsDone')}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function OfficeTable({ offices, caption }: { offices: ConsoleOffice[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <Table caption={caption} columns={['office', 'city', 'members', 'leads', 'response']}>
      {offices.map((office) => (
        <tr key={office.id}>
          <th scope="row">{office.name}</th>
          <td>{office.city ?? '—'}</td>
          <td>{office.members}</td>
          <td>
            {t('console.roster.leadsCount', {
              opened: office.leadsOpened,
              waiting: office.leadsWaiting,
            })}
          </td>
          <td>
            {office.medianResponseMs === null
              ? t('console.roster.noResponse')
              : durationText(office.medianResponseMs, t)}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** "1,234 found", with the language's separators. */
function useFound() {
  const { t, i18n } = useTranslation();
  return (count: number) =>
    t('console.roster.found', {
      count,
      number: new Intl.NumberFormat(i18n.language).format(count),
    });
}

/** A search box over members or offices, with its results. */
function RosterSearch({ kind }: { kind: 'members' | 'offices' }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const [text, setText] = useState('');
  const search = useRosterSearch<ConsoleMemberList | ConsoleOfficeList>(kind, q);
  const found = useFound();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  const label = t(`console.roster.search.${kind}`);
  return (
    <div>
      <form
        role="search"
        aria-label={t(`console.roster.${kind}Title`)}
        className={`${styles.row} ${styles.searchRow}`}
        onSubmit={submit}
      >
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <input id={id} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className={styles.button}>
          {t('console.roster.searchButton')}
        </button>
      </form>
      {search.isError ? (
        <p role="alert">{t('console.failed')}</p>
      ) : !search.data ? (
        <p>{t('console.loading')}</p>
      ) : (
        <>
          <p aria-live="polite">{found(search.data.total)}</p>
          {kind === 'members' ? (
            <MemberTable members={(search.data as ConsoleMemberList).results} caption={label} />
          ) : (
            <OfficeTable offices={(search.data as ConsoleOfficeList).results} caption={label} />
          )}
        </>
      )}
    </div>
  );
}

/** The lists staff ask for most, each shown and downloadable as CSV. */
function Reports() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [report, setReport] = useState<ConsoleReport>('licences-expiring');
  const [days, setDays] = useState(30);
  const rows = useReport<ConsoleMemberList | ConsoleOfficeList>(report, days);
  const found = useFound();
  const format = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const url = useReportUrl();
  const title = t(`console.roster.reports.${report}`, { days });
  return (
    <div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-report`}>{t('console.roster.report')}</label>
          <select
            id={`${id}-report`}
            value={report}
            onChange={(e) => setReport(e.target.value as ConsoleReport)}
          >
            {CONSOLE_REPORTS.map((name) => (
              <option key={name} value={name}>
                {t(`console.roster.reportNames.${name}`)}
              </option>
            ))}
          </select>
        </div>
        {report === 'licences-expiring' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-days`}>{t('console.roster.within')}</label>
            <select
              id={`${id}-days`}
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
            >
              {[30, 60, 90].map((value) => (
                <option key={value} value={value}>
                  {t('console.roster.days', { count: value })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <h4>{title}</h4>
      <p>
        <a href={url(report, days, 'csv')} download>
          {t('console.roster.download', { title })}
        </a>
      </p>
      {rows.isError ? (
        <p role="alert">{t('console.failed')}</p>
      ) : !rows.data ? (
        <p>{t('console.loading')}</p>
      ) : rows.data.total === 0 ? (
        <p>{t('console.roster.empty')}</p>
      ) : (
        <>
          <p aria-live="polite">
            {rows.data.total > SHOWN
              ? t('console.roster.showing', {
                  shown: SHOWN,
                  count: rows.data.total,
                  number: format(rows.data.total),
                })
              : found(rows.data.total)}
          </p>
          {report === 'office-response' ? (
            <OfficeTable
              offices={(rows.data as ConsoleOfficeList).results.slice(0, SHOWN)}
              caption={title}
            />
          ) : (
            <MemberTable
              members={(rows.data as ConsoleMemberList).results.slice(0, SHOWN)}
              caption={title}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The console's members and offices: searches and reports. */
export function RosterSection() {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('console.roster.membersTitle')}</h3>
      <RosterSearch kind="members" />
      <h3>{t('console.roster.officesTitle')}</h3>
      <RosterSearch kind="offices" />
      <h3>{t('console.roster.reportsTitle')}</h3>
      <Reports />
    </>
  );
}
