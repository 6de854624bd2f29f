import type { ContactTimelineEntry } from '@hearth/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { useContactTimeline } from '../api/contact-timeline-api';
import styles from './agent.module.css';

const ALERT_REASONS = [
  'new',
  'matches',
  'back',
  'priceReduced',
  'priceChanged',
  'status',
  'openHouse',
  'virtualTour',
] as const;
type AlertReasonWord = (typeof ALERT_REASONS)[number];
const isReason = (reason: string): reason is AlertReasonWord =>
  (ALERT_REASONS as readonly string[]).includes(reason);

function EntryTitle({ entry }: { entry: ContactTimelineEntry }) {
  const { t } = useTranslation();
  if (entry.kind === 'share') return <>{t('agent.contact.shared')}</>;
  if (entry.kind === 'lead') {
    return <>{entry.scheduleTour ? t('agent.contact.leadTour') : t('agent.contact.leadMessage')}</>;
  }
  const reason: AlertReasonWord = isReason(entry.reason) ? entry.reason : 'matches';
  return <>{t('agent.contact.alertSent', { reason: t(`agent.contact.alertReasons.${reason}`) })}</>;
}

/**
 * The contact's story with this agent, newest first (members-area.md §2): their leads, the
 * listings the agent shared with them and the alerts e-mailed to them, each with its date and
 * the listing it is about; older entries a page at a time.
 */
export function ContactTimeline({ contactId }: { contactId: string }) {
  const { t, i18n } = useTranslation();
  const timeline = useContactTimeline(contactId);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (timeline.isPending) return <p role="status">{t('agent.contacts.loading')}</p>;
  if (timeline.isError) return <p role="alert">{apiErrorMessage(timeline.error, t)}</p>;
  const entries = timeline.data.pages.flatMap((page) => page.results);
  if (entries.length === 0) return <p>{t('agent.contact.timelineEmpty')}</p>;
  return (
    <>
      <ol className={styles.timeline}>
        {entries.map((entry) => (
          <li key={`${entry.kind}-${entry.id}`} data-timeline-kind={entry.kind}>
            <p>
              <strong>
                <EntryTitle entry={entry} />
              </strong>{' '}
              <span className={styles.muted}>
                · <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                {entry.kind === 'lead' && <> · {t(`agent.contact.status.${entry.status}`)}</>}
              </span>
            </p>
            {entry.listing && (
              <p>
                <Link to={paths.listing(entry.listing.ListingId, entry.listing.address)}>
                  {t('agent.contact.about', { address: entry.listing.address })}
                </Link>
              </p>
            )}
            {entry.kind === 'alert' && entry.source && (
              <p className={styles.muted}>{t('agent.contact.alertFrom', { name: entry.source })}</p>
            )}
            {entry.kind !== 'alert' && entry.message && <p>{entry.message}</p>}
          </li>
        ))}
      </ol>
      {timeline.hasNextPage && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void timeline.fetchNextPage()}
          disabled={timeline.isFetchingNextPage}
          aria-busy={timeline.isFetchingNextPage}
        >
          {t('agent.contact.older')}
        </button>
      )}
    </>
  );
}
