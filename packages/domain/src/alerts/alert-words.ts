/**
 * The words of alert e-mails in English and Spanish: the reasons, the "and N more" line and the
 * message's fixed text. Amounts and times are written for the language and the site's time zone.
 */
import { dollarTotal } from '../presentation/price-format';
import type { AlertReason } from './alert-reasons';

export type AlertLanguage = 'en' | 'es';

/** At most this many listings go in one message; the rest are "and N more" (with the link). */
export const ALERT_LISTINGS_PER_MESSAGE = 25;

const STATUS_ES: Readonly<Record<string, string>> = {
  Active: 'Activa',
  'Coming Soon': 'Próximamente',
  'Active Under Contract': 'Activa bajo contrato',
  Pending: 'Pendiente',
  Closed: 'Vendida',
  Withdrawn: 'Retirada',
  Expired: 'Vencida',
  Canceled: 'Cancelada',
  Hold: 'En espera',
};

const LOCALE: Record<AlertLanguage, string> = { en: 'en-US', es: 'es-US' };

/** An open house's day and hours, e.g. 'Sat 1–3 pm' or 'Sat 11:30 am–1 pm'. */
export function openHouseHours(
  start: Date,
  end: Date,
  timeZone: string,
  language: AlertLanguage,
): string {
  const locale = LOCALE[language];
  const part = (date: Date, options: Intl.DateTimeFormatOptions, type: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone, ...options })
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? '';
  const clock = (date: Date) => {
    const hour = part(date, { hour: 'numeric', hour12: true }, 'hour');
    const minute = part(date, { minute: '2-digit' }, 'minute').padStart(2, '0');
    return minute === '00' ? hour : `${hour}:${minute}`;
  };
  const meridiem = (date: Date) =>
    part(date, { hour: 'numeric', hour12: true }, 'dayPeriod').toLowerCase().replace(/\./g, '');
  const weekday = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' })
    .format(start)
    .replace(/\.$/, '');
  const startText =
    meridiem(start) === meridiem(end) ? clock(start) : `${clock(start)} ${meridiem(start)}`;
  return `${weekday} ${startText}–${clock(end)} ${meridiem(end)}`;
}

/** A reason as a person reads it, e.g. 'Price reduced from $525,000 to $499,000'. */
export function reasonText(reason: AlertReason, language: AlertLanguage, timeZone: string): string {
  const es = language === 'es';
  const money = (amount: number) => dollarTotal(amount, LOCALE[language]);
  switch (reason.kind) {
    case 'new':
      return es ? 'Nueva propiedad' : 'New listing';
    case 'matches':
      return es ? 'Ahora coincide con su búsqueda' : 'Now matches your search';
    case 'back':
      return es ? 'De nuevo en el mercado' : 'Back on the market';
    case 'priceReduced':
      return es
        ? `Precio reducido de ${money(reason.from)} a ${money(reason.to)}`
        : `Price reduced from ${money(reason.from)} to ${money(reason.to)}`;
    case 'priceChanged':
      return es
        ? `Precio cambiado de ${money(reason.from)} a ${money(reason.to)}`
        : `Price changed from ${money(reason.from)} to ${money(reason.to)}`;
    case 'status':
      return es ? (STATUS_ES[reason.status] ?? reason.status) : reason.status;
    case 'openHouse': {
      const hours = openHouseHours(
        new Date(reason.start),
        new Date(reason.end),
        timeZone,
        language,
      );
      return es ? `Puertas abiertas ${hours}` : `Open house ${hours}`;
    }
    case 'virtualTour':
      return es ? 'Ahora tiene un recorrido virtual' : 'Now has a virtual tour';
  }
}

/** The line under a cut-off list: 'and 12 more'. */
export function moreListingsText(count: number, language: AlertLanguage): string {
  return language === 'es' ? `y ${count} más` : `and ${count} more`;
}
