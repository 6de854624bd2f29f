import { shortPrice } from './price-format';

export interface PriceOption {
  readonly value: number;
  readonly label: string;
}

const option = (value: number): PriceOption => ({ value, label: shortPrice(value) });

const OPTION_COUNT = 10;

/** Buy minimum prices: 100k to 1m in 100k steps (public-site.md §9). */
export function buyMinPriceOptions(): readonly PriceOption[] {
  return Array.from({ length: 10 }, (_, i) => option((i + 1) * 100_000));
}

/**
 * Buy maximum prices (§9): 10 options starting at max(500k, min + 100k), with the start capped at
 * 1.5m, stepping 100k below 1m and 250k from 1m.
 */
export function buyMaxPriceOptions(min: number | null = null): readonly PriceOption[] {
  let value = Math.min(Math.max(500_000, (min ?? 0) + 100_000), 1_500_000);
  const out: PriceOption[] = [];
  for (let i = 0; i < OPTION_COUNT; i += 1) {
    out.push(option(value));
    value += value < 1_000_000 ? 100_000 : 250_000;
  }
  return out;
}

/** Rent minimum prices: 1000 to under 3000 in steps of 200 (§9). */
export function rentMinPriceOptions(): readonly PriceOption[] {
  const out: PriceOption[] = [];
  for (let value = 1000; value < 3000; value += 200) out.push(option(value));
  return out;
}

/** Rent maximum prices: 10 options in steps of 500 from min + 500, or from 3000 (§9). */
export function rentMaxPriceOptions(min: number | null = null): readonly PriceOption[] {
  const start = min === null ? 3000 : min + 500;
  return Array.from({ length: OPTION_COUNT }, (_, i) => option(start + i * 500));
}

export interface CountOption {
  readonly value: number | null;
  readonly label: string;
}

/** Beds and baths choices: Any, then 1 to 4+ (§9). */
export const BEDS_BATHS_OPTIONS: readonly CountOption[] = [
  { value: null, label: 'Any' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4+' },
];
