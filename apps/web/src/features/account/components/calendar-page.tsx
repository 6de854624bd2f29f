import type { CalendarEvent } from '@hearth/contracts';
import {
  calendarDateIn,
  isoCalendarDate,
  monthGrid,
  shiftMonth,
  type CalendarDate,
} from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { Page } from '../../../shared/ui/page';
import { useCalendar } from '../api/ams-api';
import { eventDay, formatEventDate, formatEventTime, formatMonth } from '../utils/event-time';
import styles from './account.module.css';
import ams from './ams.module.css';
import { CalendarFeed } from './calendar-feed';

const monthParam = (text: string | null) => {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
};
const monthKey = (at: { year: number; month: number }) =>
  `${at.year}-${String(at.month).padStart(2, '0')}`;

/** `/account/calendar`: the association's events by month, as a grid or a list (§2). */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const { timezone } = useSettings();
  const [params, setParams] = useSearchParams();
  const today = calendarDateIn(new Date(), timezone);
  const at = monthParam(params.get('month')) ?? { year: today.year, month: today.month };
  const view = params.get('view') === 'list' ? 'list' : 'month';
  const weeks = monthGrid(at.year, at.month);
  const first = weeks[0]![0]!;
  const last = weeks[weeks.length - 1]![6]!;
  const query = useCalendar({ from: isoCalendarDate(first), to: isoCalendarDate(last) });
  const title = t('account.nav.calendar');

  const go = (change: Record<string, string>) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      for (const [key, value] of Object.entries(change)) next.set(key, value);
      return next;
    });
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of query.data?.events ?? []) {
    const key = isoCalendarDate(eventDay(event.startsAt));
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  const inMonth = (query.data?.events ?? []).filter((e) => eventDay(e.startsAt).month === at.month);
  const weekdays = weeks[0]!.map((day) =>
    new Date(Date.UTC(day.year, day.month - 1, day.day)).toLocaleDateString(i18n.language, {
      timeZone: 'UTC',
      weekday: 'short',
    }),
  );
  const isToday = (day: CalendarDate) => isoCalendarDate(day) === isoCalendarDate(today);
  const eventLink = (event: CalendarEvent) => `/account/calendar/${encodeURIComponent(event.id)}`;

  return (
    <Page title={title}>
      <div className={ams.toolbar}>
        <div className={ams.monthNav}>
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => go({ month: monthKey(shiftMonth(at, -1)) })}
          >
            <span aria-hidden="true">‹{'\u00a0'}</span>
            {t('account.calendar.previous')}
          </button>
          <h2 className={ams.monthTitle} aria-live="polite">
            {formatMonth(at.year, at.month, i18n.language)}
          </h2>
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => go({ month: monthKey(shiftMonth(at, 1)) })}
          >
            {t('account.calendar.next')}
            <span aria-hidden="true">{'\u00a0'}›</span>
          </button>
        </div>
        <div className={ams.viewSwitch} role="group" aria-label={t('account.calendar.view')}>
          {(['month', 'list'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className={styles.smallButton}
              aria-pressed={view === name}
              onClick={() => go({ view: name })}
            >
              {t(`account.calendar.${name}View`)}
            </button>
          ))}
        </div>
      </div>
      {query.isError && <p role="alert">{t('account.ams.unavailable')}</p>}
      {!query.data && !query.isError && <p className={styles.muted}>{t('account.loading')}</p>}
      {query.data && view === 'month' && (
        <div className={ams.gridWrap}>
          <table className={ams.grid}>
            <caption className={styles.visuallyHidden}>
              {formatMonth(at.year, at.month, i18n.language)}
            </caption>
            <thead>
              <tr>
                {weekdays.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={isoCalendarDate(week[0]!)}>
                  {week.map((day) => {
                    const events = byDay.get(isoCalendarDate(day)) ?? [];
                    return (
                      <td
                        key={isoCalendarDate(day)}
                        data-outside={day.inMonth ? undefined : true}
                        data-today={isToday(day) || undefined}
                      >
                        <span className={ams.dayNumber}>{day.day}</span>
                        {events.map((event) => (
                          <Link key={event.id} className={ams.gridEvent} to={eventLink(event)}>
                            <span className={ams.gridTime}>
                              {formatEventTime(event.startsAt, i18n.language)}
                            </span>{' '}
                            {event.title}
                          </Link>
                        ))}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.data &&
        view === 'list' &&
        (inMonth.length === 0 ? (
          <p className={styles.empty}>{t('account.calendar.noEvents')}</p>
        ) : (
          <ul className={ams.eventList} aria-label={t('account.calendar.events')}>
            {inMonth.map((event) => (
              <li key={event.id}>
                <Link to={eventLink(event)} className={ams.eventTitle}>
                  {event.title}
                </Link>
                <span className={styles.muted}>
                  {formatEventDate(event.startsAt, i18n.language)},{' '}
                  {formatEventTime(event.startsAt, i18n.language)}–
                  {formatEventTime(event.endsAt, i18n.language)}
                  {' · '}
                  {event.location ?? t('account.calendar.online')}
                </span>
              </li>
            ))}
          </ul>
        ))}
      <CalendarFeed />
    </Page>
  );
}
