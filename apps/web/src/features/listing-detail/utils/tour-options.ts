import { TOUR_DAYS_AHEAD, TOUR_TIMES } from '@hearth/contracts';
import { calendarDateIn, isTourSlotAhead } from '@hearth/domain';

export interface TourOption {
  value: string;
  label: string;
}

/**
 * The days a tour may be asked for: today and the next ones, as the site's calendar counts.
 * Today is left out once its last time has passed.
 */
export function tourDateOptions(now: Date, timeZone: string, locale: string): TourOption[] {
  const today = calendarDateIn(now, timeZone);
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  // The server accepts today and TOUR_DAYS_AHEAD days after it; TOUR_DAYS_AHEAD are offered.
  return Array.from({ length: TOUR_DAYS_AHEAD + 1 }, (_, offset) => {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    return { value: day.toISOString().slice(0, 10), label: format.format(day) };
  })
    .filter((day) => TOUR_TIMES.some((time) => isTourSlotAhead(day.value, time, now, timeZone)))
    .slice(0, TOUR_DAYS_AHEAD);
}

/**
 * The times of day offered on a day, shown in the visitor's language ('2:30 PM'): only those
 * still ahead in the site's time zone. With no day chosen yet, every time.
 */
export function tourTimeOptions(
  locale: string,
  day?: { date: string; now: Date; timeZone: string },
): TourOption[] {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  });
  return TOUR_TIMES.filter(
    (time) => !day?.date || isTourSlotAhead(day.date, time, day.now, day.timeZone),
  ).map((time) => ({
    value: time,
    label: format.format(new Date(`2000-01-01T${time}:00Z`)),
  }));
}
