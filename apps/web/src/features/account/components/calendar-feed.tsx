import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssueCalendarFeed } from '../api/ams-api';
import styles from './account.module.css';
import ams from './ams.module.css';

/**
 * The member's own calendar feed: an address a calendar app subscribes to. It is shown once
 * when made; making a new one turns the old one off.
 */
export function CalendarFeed() {
  const { t } = useTranslation();
  const issue = useIssueCalendarFeed();
  const field = useId();
  return (
    <section className={styles.section} aria-labelledby={`${field}-title`}>
      <h2 id={`${field}-title`} className={styles.sectionTitle}>
        {t('account.calendar.feedTitle')}
      </h2>
      <p className={styles.muted}>{t('account.calendar.feedHelp')}</p>
      {issue.data ? (
        <div className={ams.feed}>
          <label htmlFor={field}>{t('account.calendar.feedAddress')}</label>
          <input
            id={field}
            readOnly
            value={issue.data.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className={styles.muted}>{t('account.calendar.feedPrivate')}</p>
        </div>
      ) : null}
      {issue.isError && <p role="alert">{t('account.actionFailed')}</p>}
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={issue.isPending}
        onClick={() => issue.mutate()}
      >
        {issue.data ? t('account.calendar.feedRenew') : t('account.calendar.feedCreate')}
      </button>
    </section>
  );
}
