import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  dropCurrentYearBuiltMax,
  reversedRanges,
  parsePriceInput,
  toggleExactBedrooms,
  withBedrooms,
  withPriceRange,
} from './filter-rules';

describe('filter rules (public-site.md §4, §5)', () => {
  it('turns a zero-bedroom minimum into an exact count of 0', () => {
    expect(withBedrooms({ 'BedroomsTotal[gte]': 3 }, 0)).toEqual({ BedroomsTotal: 0 });
  });

  it('switches between BedroomsTotal equality and the [gte] filter', () => {
    expect(withBedrooms({}, 3)).toEqual({ 'BedroomsTotal[gte]': 3 });
    expect(withBedrooms({}, 3, true)).toEqual({ BedroomsTotal: 3 });
    expect(toggleExactBedrooms({ 'BedroomsTotal[gte]': 2 }, true)).toEqual({ BedroomsTotal: 2 });
    expect(toggleExactBedrooms({ BedroomsTotal: 2 }, false)).toEqual({ 'BedroomsTotal[gte]': 2 });
    expect(withBedrooms({ BedroomsTotal: 2 }, null)).toEqual({});
  });

  it('drops a year-built maximum equal to the current year', () => {
    expect(dropCurrentYearBuiltMax({ 'YearBuilt[lte]': 2025 }, 2025)).toEqual({});
    expect(dropCurrentYearBuiltMax({ 'YearBuilt[lte]': 2020 }, 2025)).toEqual({
      'YearBuilt[lte]': 2020,
    });
  });

  it('names a range whose maximum is below its minimum, and only such a range', () => {
    expect(reversedRanges({ 'YearBuilt[gte]': 2020, 'YearBuilt[lte]': 1990 })).toEqual([
      { min: 'YearBuilt[gte]', max: 'YearBuilt[lte]', minValue: 2020, maxValue: 1990 },
    ]);
    expect(reversedRanges({ 'YearBuilt[gte]': 1990, 'YearBuilt[lte]': 1990 })).toEqual([]);
    expect(reversedRanges({ 'YearBuilt[gte]': 1990, 'YearBuilt[lte]': 2020 })).toEqual([]);
    expect(reversedRanges({ 'YearBuilt[gte]': 2020 })).toEqual([]);
    expect(reversedRanges({ 'LivingArea[gte]': 3000, 'LivingArea[lte]': 1200 })).toHaveLength(1);
  });

  it('strips commas from price inputs and requires a number', () => {
    expect(parsePriceInput('1,250,000')).toEqual({ ok: true, value: 1250000 });
    expect(parsePriceInput('$450,000')).toEqual({ ok: true, value: 450000 });
    expect(parsePriceInput('abc').ok).toBe(false);
    expect(parsePriceInput('').ok).toBe(false);
  });

  it('clears a maximum price less than or equal to the minimum', () => {
    expect(withPriceRange({}, '500,000', '400,000')).toEqual({ 'ListPrice[gte]': 500000 });
    expect(withPriceRange({}, '500,000', '500,000')).toEqual({ 'ListPrice[gte]': 500000 });
    expect(withPriceRange({}, '500,000', '600,000')).toEqual({
      'ListPrice[gte]': 500000,
      'ListPrice[lte]': 600000,
    });
  });

  it('resets the offset to 0 on any filter change, but not when paging', () => {
    expect(changeFilters({ offset: 200 }, { City: 'Davis' })).toEqual({ offset: 0, City: 'Davis' });
    expect(changeFilters({ offset: 200, City: 'Davis' }, {}, ['City'])).toEqual({ offset: 0 });
    expect(changeFilters({ offset: 0 }, { offset: 100 })).toEqual({ offset: 100 });
  });

  it('reads any price text as a number or an error', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parsePriceInput(text);
        if (result.ok) expect(Number.isFinite(result.value)).toBe(true);
        else expect(result.error).toMatch(/price/i);
      }),
    );
  });
});
