import { wallClockOf, type CalendarDate } from '@hearth/domain';

/**
 * Event times arrive in the site's time zone with its offset ('2026-03-10T10:00:00-07:00'); the
 * wall-clock values are read from the text and formatted as UTC, so every browser shows the
 * association's local time whatever its own zone.
 */
const asUtc = (text: string) => {
  const wall = wallClockOf(text);
  return wall
    ? new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hours, wall.minutes))
    : new Date(text);
};

export function eventDay(text: string): CalendarDate {
  const wall = wallClockOf(text);
  if (wall) return { year: wall.year, month: wall.month, day: wall.day };
  const date = new Date(text);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function formatEventDate(text: string, locale: string): string {
  return asUtc(text).toLocaleDateString(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export function formatEventTime(text: string, locale: string): string {
  return asUtc(text).toLocaleTimeString(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A calendar date as the UI shows it ('March 2026' for a month, 'Mar 10, 2026' for a day). */
export function formatMonth(year: number, month: number, locale: string): string {
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
  });
}

export function formatDay(isoDay: string, locale: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}
