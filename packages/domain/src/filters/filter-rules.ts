import { err, ok, type Result } from '../result';
import { withFilter, withoutFilters, type ListingFilters } from './filter-model';

/**
 * Sets the bedroom filter (§5): a minimum of 0 becomes an exact count of 0, `exact` uses
 * BedroomsTotal equality, otherwise BedroomsTotal[gte]; null clears both.
 */
export function withBedrooms(
  filters: ListingFilters,
  count: number | null,
  exact = false,
): ListingFilters {
  const cleared = withoutFilters(filters, ['BedroomsTotal', 'BedroomsTotal[gte]']);
  if (count === null) return cleared;
  if (count === 0 || exact) return { ...cleared, BedroomsTotal: count };
  return { ...cleared, 'BedroomsTotal[gte]': count };
}

/** Moves an existing bedroom value between the exact and the [gte] filter. */
export function toggleExactBedrooms(filters: ListingFilters, exact: boolean): ListingFilters {
  const count = filters.BedroomsTotal ?? filters['BedroomsTotal[gte]'] ?? null;
  return withBedrooms(filters, count, exact);
}

/** A range whose maximum is below its minimum: no listing can match it. */
export interface ReversedRange {
  readonly min: `${string}[gte]`;
  readonly max: `${string}[lte]`;
  readonly minValue: number;
  readonly maxValue: number;
}

/**
 * The ranges of `filters` whose maximum is below their minimum (Year Built 2020 to 1990, say).
 * Such a search matches nothing, and the visitor is told why rather than shown no results.
 */
export function reversedRanges(filters: ListingFilters): ReversedRange[] {
  const loose = filters as Readonly<Record<string, unknown>>;
  const out: ReversedRange[] = [];
  for (const [name, minValue] of Object.entries(loose)) {
    if (!name.endsWith('[gte]') || typeof minValue !== 'number') continue;
    const base = name.slice(0, -'[gte]'.length);
    const maxValue = loose[`${base}[lte]`];
    if (typeof maxValue === 'number' && maxValue < minValue) {
      out.push({ min: `${base}[gte]`, max: `${base}[lte]`, minValue, maxValue });
    }
  }
  return out;
}

/** A year-built maximum equal to the current year says nothing, so it is dropped (§5). */
export function dropCurrentYearBuiltMax(
  filters: ListingFilters,
  currentYear: number,
): ListingFilters {
  return filters['YearBuilt[lte]'] === currentYear
    ? withoutFilters(filters, ['YearBuilt[lte]'])
    : filters;
}

/** Reads a typed price: commas are stripped and a number is required (§5). */
export function parsePriceInput(text: string): Result<number> {
  const cleaned = text
    .replaceAll(',', '')
    .replace(/^\s*\$/, '')
    .trim();
  if (cleaned === '') return err('Enter a price');
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value < 0) return err('A price must be a number');
  return ok(value);
}

/**
 * Applies the price inputs; an unreadable input clears its filter, and a maximum less than or
 * equal to the minimum is cleared (§5).
 */
export function withPriceRange(
  filters: ListingFilters,
  minText: string,
  maxText: string,
): ListingFilters {
  const min = parsePriceInput(minText);
  const max = parsePriceInput(maxText);
  let next = withFilter(filters, 'ListPrice[gte]', min.ok ? min.value : undefined);
  const keepMax = max.ok && !(min.ok && max.value <= min.value);
  next = withFilter(next, 'ListPrice[lte]', keepMax ? max.value : undefined);
  return next;
}

/** Applies a filter change; any change other than paging resets the offset to 0 (§4). */
export function changeFilters(
  filters: ListingFilters,
  change: ListingFilters,
  removed: readonly (keyof ListingFilters)[] = [],
): ListingFilters {
  const next = withoutFilters({ ...filters, ...change }, removed);
  const pagingOnly = removed.length === 0 && Object.keys(change).every((name) => name === 'offset');
  return pagingOnly ? next : { ...next, offset: 0 };
}
