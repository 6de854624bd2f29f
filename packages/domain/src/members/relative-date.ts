import { cachedFormatter } from '../intl-cache';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const STEPS: readonly (readonly [Unit, number])[] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * The largest whole unit between `then` and `now` with its signed count (negative for the past):
 * what a notification's or lead's relative date says ('3 hours ago', 'in 2 days').
 */
export function relativeParts(then: Date, now: Date): { value: number; unit: Unit } {
  const diff = then.getTime() - now.getTime();
  for (const [unit, size] of STEPS) {
    if (Math.abs(diff) >= size) return { value: Math.trunc(diff / size), unit };
  }
  return { value: 0, unit: 'minute' };
}

/** A relative date in the given locale: 'yesterday', '3 hours ago', 'this minute', 'in 2 days'. */
export function relativeDate(then: Date | string, now: Date, locale = 'en'): string {
  const at = then instanceof Date ? then : new Date(then);
  if (Number.isNaN(at.getTime())) return '';
  const { value, unit } = relativeParts(at, now);
  return cachedFormatter(
    `relative-date|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  ).format(value, unit);
}
