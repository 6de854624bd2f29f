/**
 * Numbers written as Intl writes them for American English, without Intl. The first Intl
 * formatter a page builds loads the browser's locale data, which on a phone is one task of
 * 50-200 ms in the middle of the app's start; a results page in English needs no more than
 * grouped integers, dollars and "3 days ago", written here. Anything else (other locales,
 * fractions, numbers beyond the safe integers) goes to Intl. The tests compare every form with
 * Intl's.
 */

/** Locales whose numbers and relative times are written as here. */
const ENGLISH_LOCALES = new Set(['en', 'en-US']);

export function isEnglishLocale(locale: string | undefined): boolean {
  return locale !== undefined && ENGLISH_LOCALES.has(locale);
}

/** A safe integer (not -0) with commas between thousands, e.g. '-1,234,567'; else null. */
export function groupedInteger(value: number): string | null {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const digits = String(Math.abs(value));
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${out}` : out;
}

/** Whole dollars as '$1,234' or '-$1,234' for a safe integer; else null. */
export function englishDollars(value: number): string | null {
  const grouped = groupedInteger(Math.abs(value));
  if (grouped === null || Object.is(value, -0)) return null;
  return value < 0 ? `-$${grouped}` : `$${grouped}`;
}

export type RelativeUnit = 'day' | 'hour' | 'minute';

const NOW_WORDS: Record<RelativeUnit, string> = {
  day: 'today',
  hour: 'this hour',
  minute: 'this minute',
};

/**
 * A time in the past (or now) as `new Intl.RelativeTimeFormat('en', { numeric: 'auto' })`
 * writes it: 'today', 'yesterday', '5 days ago', 'this hour', '1 hour ago'. Null for a time
 * ahead or a value that is not a safe integer.
 */
export function englishTimeAgo(value: number, unit: RelativeUnit): string | null {
  if (!Number.isSafeInteger(value) || value > 0) return null;
  const amount = -value;
  if (amount === 0) return NOW_WORDS[unit];
  if (amount === 1 && unit === 'day') return 'yesterday';
  return `${groupedInteger(amount) ?? ''} ${unit}${amount === 1 ? '' : 's'} ago`;
}
