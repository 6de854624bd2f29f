import { describe, expect, it } from 'vitest';
import {
  BEDS_BATHS_OPTIONS,
  buyMaxPriceOptions,
  buyMinPriceOptions,
  rentMaxPriceOptions,
  rentMinPriceOptions,
} from './price-options';

const values = (options: readonly { value: number }[]) => options.map((o) => o.value);

describe('buy price options (public-site.md §9)', () => {
  it('offers minimums from 100k to 1m in 100k steps', () => {
    expect(values(buyMinPriceOptions())).toEqual(
      [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000].map((k) => k * 1000),
    );
    expect(buyMinPriceOptions()[9]?.label).toBe('$1m');
  });

  it('offers 10 maximums from max(500k, min + 100k), 100k steps below 1m and 250k above', () => {
    expect(values(buyMaxPriceOptions())).toEqual(
      [500, 600, 700, 800, 900, 1000, 1250, 1500, 1750, 2000].map((k) => k * 1000),
    );
    expect(values(buyMaxPriceOptions(700_000))).toEqual(
      [800, 900, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750].map((k) => k * 1000),
    );
  });

  it('caps the first maximum at 1.5m', () => {
    expect(buyMaxPriceOptions(2_000_000)[0]?.value).toBe(1_500_000);
    expect(buyMaxPriceOptions(2_000_000)).toHaveLength(10);
  });
});

describe('rent price options (public-site.md §9)', () => {
  it('offers minimums from 1000 to under 3000 in steps of 200', () => {
    expect(values(rentMinPriceOptions())).toEqual([
      1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400, 2600, 2800,
    ]);
  });

  it('offers 10 maximums in steps of 500 from min + 500, by default from 3000', () => {
    expect(values(rentMaxPriceOptions())).toEqual([
      3000, 3500, 4000, 4500, 5000, 5500, 6000, 6500, 7000, 7500,
    ]);
    expect(values(rentMaxPriceOptions(1200))).toEqual([
      1700, 2200, 2700, 3200, 3700, 4200, 4700, 5200, 5700, 6200,
    ]);
  });
});

describe('beds and baths choices (public-site.md §9)', () => {
  it('are Any, then 1 to 4+', () => {
    expect(BEDS_BATHS_OPTIONS.map((o) => o.label)).toEqual(['Any', '1', '2', '3', '4+']);
  });
});
