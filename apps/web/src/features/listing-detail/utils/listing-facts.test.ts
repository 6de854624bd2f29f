import { describe, expect, it } from 'vitest';
import { formatFact, groupFacts } from './listing-facts';

const words = { yes: 'Yes', no: 'No', squareFeet: 'sq ft', acres: 'acres' };

describe('listing facts', () => {
  it('formats dollars without decimals, lot size to 3 decimals, flags and lists', () => {
    expect(formatFact('TaxAnnualAmount', 4321.5, words, 'en-US')).toBe('$4,322');
    expect(formatFact('LotSizeAcres', 0.12345, words, 'en-US')).toBe('0.123 acres');
    expect(formatFact('FireplaceYN', true, words, 'en-US')).toBe('Yes');
    expect(formatFact('View', ['Hills', 'City'], words, 'en-US')).toBe('Hills, City');
    expect(formatFact('View', [], words, 'en-US')).toBeNull();
  });

  it('groups the facts and leaves out empty groups', () => {
    const groups = groupFacts(
      { ListingId: '224000001', BedroomsTotal: 3, FireplaceYN: false, City: 'Davis' },
      words,
      'en-US',
    );
    expect(groups.map((g) => g.key)).toEqual(['overview', 'interior', 'location']);
    expect(groups[1]?.facts).toContainEqual({
      name: 'FireplaceYN',
      label: 'Fireplace',
      value: 'No',
    });
  });
});
