import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishDollars, englishTimeAgo, groupedInteger, isEnglishLocale } from './english-numbers';
import { dollarTotal, formatNumber } from './presentation/price-format';

const intlNumber = new Intl.NumberFormat('en-US');
const intlDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const intlRelative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const intlRelativeUs = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

// Integers of every length, small ones most of all, and the edges of the safe range.
const integers = fc.oneof(
  fc.integer({ min: -2000, max: 2000 }),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.constantFrom(
    0,
    999,
    1000,
    -1000,
    999_999,
    1_000_000,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ),
);

describe('numbers in American English without Intl', () => {
  it('groups any safe integer as Intl does', () => {
    fc.assert(
      fc.property(integers, (value) => {
        expect(groupedInteger(value)).toBe(intlNumber.format(value));
        expect(formatNumber(value, 'en-US')).toBe(intlNumber.format(value));
        expect(formatNumber(value, 'en')).toBe(intlNumber.format(value));
      }),
    );
  });

  it('writes whole dollars as Intl does', () => {
    fc.assert(
      fc.property(integers, (value) => {
        expect(englishDollars(value)).toBe(intlDollars.format(value));
        expect(dollarTotal(value)).toBe(intlDollars.format(value));
      }),
    );
  });

  it('leaves fractions, -0, unsafe and non-finite numbers to Intl, which gives the same', () => {
    for (const value of [0.5, -1234.5, 1_234_567.89, -0, 2 ** 60, Infinity, NaN]) {
      expect(groupedInteger(value)).toBeNull();
      expect(englishDollars(value)).toBeNull();
      expect(formatNumber(value, 'en-US')).toBe(intlNumber.format(value));
      expect(dollarTotal(value)).toBe(intlDollars.format(value));
    }
  });

  it('writes times ago as Intl does with numeric "auto", now included', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -3000, max: 0 }), fc.constantFrom(0, -0, -1, -2)),
        fc.constantFrom('day' as const, 'hour' as const, 'minute' as const),
        (value, unit) => {
          expect(englishTimeAgo(value, unit)).toBe(intlRelative.format(value, unit));
          expect(englishTimeAgo(value, unit)).toBe(intlRelativeUs.format(value, unit));
        },
      ),
    );
  });

  it('leaves times ahead and fractions to Intl', () => {
    expect(englishTimeAgo(1, 'day')).toBeNull();
    expect(englishTimeAgo(-1.5, 'hour')).toBeNull();
  });

  it('applies to English only', () => {
    expect(isEnglishLocale('en')).toBe(true);
    expect(isEnglishLocale('en-US')).toBe(true);
    for (const locale of ['es', 'es-US', 'en-GB', 'en-IN', undefined]) {
      expect(isEnglishLocale(locale)).toBe(false);
    }
    expect(formatNumber(1234567, 'es-US')).toBe((1234567).toLocaleString('es-US'));
  });
});
