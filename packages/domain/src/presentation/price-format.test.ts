import { describe, expect, it } from 'vitest';
import { dollarTotal, lotSize, shortPrice, formatNumber } from './price-format';

describe('price formats (public-site.md §9)', () => {
  it("shortens with 'm' from 1,000,000, 'k' from 1,000, the full amount below", () => {
    expect(shortPrice(1_250_000)).toBe('$1.25m');
    expect(shortPrice(1_000_000)).toBe('$1m');
    expect(shortPrice(450_000)).toBe('$450k');
    expect(shortPrice(2_500)).toBe('$2.5k');
    expect(shortPrice(950)).toBe('$950');
  });

  it('writes dollar totals with thousands separators and no decimals', () => {
    expect(dollarTotal(1_234_567.89)).toBe('$1,234,568');
    expect(dollarTotal(0)).toBe('$0');
  });

  it('shows lot size to 3 decimals', () => {
    expect(lotSize(0.25)).toBe('0.250');
    expect(lotSize(1.23456)).toBe('1.235');
  });
});

describe('formatNumber', () => {
  it('writes thousands separators as toLocaleString does, for the given locale or the default', () => {
    for (const value of [0, 7, 1234, 1234567, -98765.5]) {
      expect(formatNumber(value, 'en-US')).toBe(value.toLocaleString('en-US'));
      expect(formatNumber(value, 'es-US')).toBe(value.toLocaleString('es-US'));
      expect(formatNumber(value)).toBe(value.toLocaleString());
    }
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
  });
});
