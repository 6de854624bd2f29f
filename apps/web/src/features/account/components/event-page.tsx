import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-error';
import { Page } from '../../../shared/ui/page';
import { eventIcsUrl, useCalendarEvent } from '../api/ams-api';
import { formatEventDate, formatEventTime } from '../utils/event-time';
import styles from './account.module.css';
import ams from './ams.module.css';
import { MissingPage } from './missing-page';

/** `/account/calendar/{id}`: one event, with "Add to calendar" as an `.ics` download. */
export function EventPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const query = useCalendarEvent(id);
  if (query.isError && !(query.error instanceof ApiError && query.error.status >= 500))
    return <MissingPage title={t('account.nav.calendar')} />;
  if (query.isError)
    return (
      <Page title={t('account.nav.calendar')}>
        <p role="alert">{t('account.ams.unavailable')}</p>
      </Page>
    );
  const event = query.data;
  if (!event)
    return (
      <Page title={t('account.nav.calendar')}>
        <p className={styles.muted}>{t('account.loading')}</p>
      </Page>
    );
  const lang = i18n.language;
  const newWindow = <span className={styles.visuallyHidden}> {t('account.newWindow')}</span>;
  return (
    <Page title={event.title}>
      <p>
        <Link to="/account/calendar">{t('account.calendar.backToCalendar')}</Link>
      </p>
      <dl className={ams.facts}>
        <dt>{t('account.calendar.when')}</dt>
        <dd>
          {formatEventDate(event.startsAt, lang)}, {formatEventTime(event.startsAt, lang)}–
          {formatEventTime(event.endsAt, lang)}
        </dd>
        <dt>{t('account.calendar.where')}</dt>
        <dd>
          {event.location ?? t('account.calendar.online')}
          {event.onlineUrl && (
            <>
              {' · '}
              <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
                {t('account.calendar.joinOnline')}
                {newWindow}
              </a>
            </>
          )}
        </dd>
        {event.capacity !== null && (
          <>
            <dt>{t('account.calendar.seats')}</dt>
            <dd>
              {event.seatsLeft === 0
                ? t('account.calendar.full')
                : t('account.calendar.seatsLeft', {
                    count: event.seatsLeft ?? 0,
                    capacity: event.capacity,
                  })}
            </dd>
          </>
        )}
      </dl>
      {event.description && <p className={ams.description}>{event.description}</p>}
      <div className={ams.actions}>
        <a className={styles.primaryButton} href={eventIcsUrl(event.id)} download>
          {t('account.calendar.addToCalendar')}
        </a>
        {event.registrationUrl && event.seatsLeft !== 0 && (
          <a
            className={styles.secondaryButton}
            href={event.registrationUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('account.calendar.register')}
            {newWindow}
          </a>
        )}
      </div>
    </Page>
  );
}
