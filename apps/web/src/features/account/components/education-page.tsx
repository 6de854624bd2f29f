import { educationDate, type CalendarDate } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../shared/ui/page';
import { useAmsEducation } from '../api/ams-api';
import { useEducation } from '../api/members-api';
import { useAccountArea } from '../hooks/use-account-area';
import styles from './account.module.css';
import { EducationLines } from './education-panel';
import { MissingPage } from './missing-page';

const dateText = (date: CalendarDate | null, locale: string) =>
  date
    ? new Date(Date.UTC(date.year, date.month - 1, date.day)).toLocaleDateString(locale, {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })
    : '—';

/** `/account/education/{id}`: a member's continuing-education records (§2 "Education"). */
export function EducationPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const { detail } = useAccountArea();
  const memberId = id ?? detail?.memberId ?? undefined;
  // One's own page reads the AMS's records; a member of one's office, our member records.
  const own = id === undefined;
  const theirs = useEducation(own ? undefined : memberId);
  const mine = useAmsEducation(own && !!memberId);
  const query = own ? mine : theirs;
  if ((detail && !memberId) || query.isError)
    return <MissingPage title={t('account.education.title')} />;
  const page = query.data;
  if (!page)
    return (
      <Page title={t('account.education.title')}>
        <p className={styles.muted}>{t('account.loading')}</p>
      </Page>
    );
  return (
    <Page
      title={t('account.education.title')}
      intro={page.viewer.isSelf ? undefined : page.member.MemberFullName}
    >
      <section className={styles.widget}>
        <EducationLines status={page.status} />
      </section>
      {page.records.length === 0 ? (
        <p className={styles.empty}>{t('account.nothingRightNow')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>{t('account.education.records')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('account.education.course')}</th>
                <th scope="col">{t('account.education.date')}</th>
                <th scope="col">{t('account.education.credits')}</th>
                <th scope="col">{t('account.education.status')}</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((record) => (
                <tr key={record.id} data-accredited={record.accredited || undefined}>
                  <td>
                    <strong>{record.courseName}</strong>
                    <span className={styles.muted}>
                      {[
                        record.provider,
                        record.accredited ? t('account.education.accredited') : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </td>
                  <td>{dateText(educationDate(record), i18n.language)}</td>
                  <td>{record.credits}</td>
                  <td>
                    {record.badge && (
                      <span className={styles.badge} data-badge={record.badge}>
                        {t(`account.education.badge${record.badge}`)}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
