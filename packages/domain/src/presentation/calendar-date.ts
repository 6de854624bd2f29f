import { cachedFormatter } from '../intl-cache';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date as a reader of the language writes it: '2026-10-12' is 'Oct 12, 2026' in
 * English and '12 oct 2026' in Spanish. A RESO date (OnMarketDate, CloseDate) has no time zone,
 * so it is read and written in UTC and never moves a day. A value that is no date is returned
 * as it came.
 */
export function calendarDate(value: string, locale = 'en-US'): string {
  const match = DATE_ONLY.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(date.getTime())) return value;
  return cachedFormatter(
    `date|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(date);
}
