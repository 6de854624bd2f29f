import { TOUR_DAYS_AHEAD, TOUR_TIMES } from '@hearth/contracts';
import { calendarDateIn } from '@hearth/domain';

export interface TourOption {
  value: string;
  label: string;
}

/** The days a tour may be asked for: today and the next ones, as the site's calendar counts. */
export function tourDateOptions(now: Date, timeZone: string, locale: string): TourOption[] {
  const today = calendarDateIn(now, timeZone);
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return Array.from({ length: TOUR_DAYS_AHEAD }, (_, offset) => {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    return { value: day.toISOString().slice(0, 10), label: format.format(day) };
  });
}

/** The times of day offered, shown in the visitor's language ('2:30 PM'). */
export function tourTimeOptions(locale: string): TourOption[] {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  });
  return TOUR_TIMES.map((time) => ({
    value: time,
    label: format.format(new Date(`2000-01-01T${time}:00Z`)),
  }));
}
