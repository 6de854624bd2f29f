import { englishDollars, groupedInteger, isEnglishLocale } from '../english-numbers';
import { cachedFormatter } from '../intl-cache';

function trimmed(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * A short price (§9): 'm' from 1,000,000, 'k' from 1,000, the full amount below. The spec's
 * "above" is read as "at or above" so that the 1,000,000 menu option reads $1m, not $1000k.
 */
export function shortPrice(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  if (value >= 1_000_000) return `${sign}$${trimmed(value / 1_000_000, 2)}m`;
  if (value >= 1_000) return `${sign}$${trimmed(value / 1_000, 1)}k`;
  return `${sign}$${Math.round(value)}`;
}

/** A dollar total with thousands separators and no decimals, e.g. '$1,234,567' (§9). */
export function dollarTotal(amount: number, locale = 'en-US'): string {
  const english = isEnglishLocale(locale) ? englishDollars(amount) : null;
  if (english !== null) return english;
  const format = cachedFormatter(
    `dollars|${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }),
  );
  return format.format(amount);
}

/**
 * A number with the locale's thousands separators, as `toLocaleString` writes it (the browser's
 * locale when none is given), with the formatter built once: `toLocaleString` builds one on every
 * call, which on a phone costs a visible part of a results render.
 */
export function formatNumber(value: number, locale?: string): string {
  const english = isEnglishLocale(locale) ? groupedInteger(value) : null;
  if (english !== null) return english;
  return cachedFormatter(`number|${locale ?? ''}`, () => new Intl.NumberFormat(locale)).format(
    value,
  );
}

/** A lot size in acres, shown to 3 decimals (§9). */
export function lotSize(acres: number): string {
  return acres.toFixed(3);
}
