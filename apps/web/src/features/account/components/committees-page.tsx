import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';
import { useCommittees } from '../api/ams-api';
import { formatEventDate, formatEventTime } from '../utils/event-time';
import styles from './account.module.css';
import ams from './ams.module.css';

/** `/account/committees`: the member's committees, roles and next meetings (§2). */
export function CommitteesPage() {
  const { t, i18n } = useTranslation();
  const query = useCommittees();
  const title = t('account.nav.committees');
  if (query.isError)
    return (
      <Page title={title}>
        <p role="alert">{t('account.ams.unavailable')}</p>
      </Page>
    );
  if (!query.data)
    return (
      <Page title={title}>
        <p className={styles.muted}>{t('account.loading')}</p>
      </Page>
    );
  const { committees } = query.data;
  return (
    <Page title={title}>
      {committees.length === 0 ? (
        <p className={styles.empty}>{t('account.committees.none')}</p>
      ) : (
        <ul className={ams.cards}>
          {committees.map((committee) => (
            <li key={committee.id} className={styles.widget}>
              <h2 className={styles.sectionTitle}>{committee.name}</h2>
              <p>
                <span className={styles.roleTag}>{committee.role}</span>
              </p>
              <p className={styles.muted}>{committee.description}</p>
              <p>
                <strong>{t('account.committees.nextMeeting')}: </strong>
                {committee.nextMeeting
                  ? `${formatEventDate(committee.nextMeeting.startsAt, i18n.language)}, ${formatEventTime(committee.nextMeeting.startsAt, i18n.language)}${committee.nextMeeting.place ? ` · ${committee.nextMeeting.place}` : ''}`
                  : t('account.committees.notScheduled')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
