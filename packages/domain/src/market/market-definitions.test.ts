import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  enoughSales,
  lastFullMonth,
  monthsBetween,
  monthsSupply,
  percentOfListPrice,
  propertyGroupsOf,
  inventoryStatuses,
} from './market-definitions';
import { median } from '../members/lead-response';

describe('market definitions', () => {
  it('"Median … sales price: of their ClosePrice": the middle value, or the mean of the two middle ones', () => {
    expect(median([300_000, 100_000, 200_000])).toBe(200_000);
    expect(median([400_000, 100_000, 200_000, 300_000])).toBe(250_000);
    expect(median([])).toBeNull();
  });

  it('a median lies between the smallest and the largest value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1 }), (values) => {
        const m = median(values) as number;
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it('"ClosePrice ÷ OriginalListPrice (ListPrice when the original is missing)"', () => {
    expect(percentOfListPrice(485_000, 500_000, 490_000)).toBeCloseTo(97, 10);
    expect(percentOfListPrice(490_000, null, 490_000)).toBe(100);
    expect(percentOfListPrice(490_000, null, 0)).toBeNull();
  });

  it('"Months\' supply: inventory ÷ the average monthly closed sales of the 12 months to date"', () => {
    // 120 sales in 12 months = 10 a month; 25 listings for sale = 2.5 months.
    expect(
      monthsSupply(
        25,
        Array.from({ length: 12 }, () => 10),
      ),
    ).toBe(2.5);
    // Only the last 12 of 13 months count.
    expect(monthsSupply(12, [1200, ...Array.from({ length: 12 }, () => 1)])).toBe(12);
    expect(
      monthsSupply(
        5,
        Array.from({ length: 12 }, () => 0),
      ),
    ).toBeNull();
  });

  it('"fewer than a configured number of sales in a month shows not enough sales"', () => {
    expect(enoughSales(4, 5)).toBe(false);
    expect(enoughSales(5, 5)).toBe(true);
  });

  it('groups: single-family and condo/townhouse inside all residential; leases apart', () => {
    expect(propertyGroupsOf('RESI', 'Single Family Residence')).toEqual(['all', 'single-family']);
    expect(propertyGroupsOf('RESI', 'Condominium')).toEqual(['all', 'condo-townhouse']);
    expect(propertyGroupsOf('RESI', 'Townhouse')).toEqual(['all', 'condo-townhouse']);
    expect(propertyGroupsOf('RESI', 'Manufactured On Land')).toEqual(['all']);
    expect(propertyGroupsOf('RLSE', 'Condominium')).toEqual(['lease']);
    expect(propertyGroupsOf('LAND', 'Residential Lot')).toEqual([]);
  });

  it('"Inventory: Active (and Coming Soon, per the site setting)"', () => {
    expect(inventoryStatuses(true)).toEqual(['Active', 'Coming Soon']);
    expect(inventoryStatuses(false)).toEqual(['Active']);
  });

  it('counts months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 13)).toBe('2027-01');
    expect(lastFullMonth('2026-11-29')).toBe('2026-10');
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
