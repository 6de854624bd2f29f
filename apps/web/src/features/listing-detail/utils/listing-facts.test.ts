import { describe, expect, it } from 'vitest';
import { LISTING_FIELD_REGISTRY } from '@hearth/domain';
import { FACT_GROUPS, formatFact, groupFacts } from './listing-facts';

const LABELS: Record<string, string> = {
  FireplaceYN: 'Fireplace',
  BathroomsTotalInteger: 'Bathrooms',
  PropertyType: 'Property Type',
};
const words = {
  yes: 'Yes',
  no: 'No',
  squareFeet: 'sq ft',
  acres: 'acres',
  label: (name: string) => LABELS[name] ?? `label of ${name}`,
  word: (name: string, value: string) => (value === 'RESI' ? 'Residential' : value),
};

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

  it('shows human labels, words for codes and dates for the language, never raw names', () => {
    const groups = groupFacts(
      { PropertyType: 'RESI', BathroomsTotalInteger: 2, OnMarketDate: '2026-10-12' },
      words,
      'en-US',
    );
    expect(groups[0]?.facts).toContainEqual({
      name: 'PropertyType',
      label: 'Property Type',
      value: 'Residential',
    });
    expect(groups[0]?.facts).toContainEqual({
      name: 'OnMarketDate',
      label: 'label of OnMarketDate',
      value: 'Oct 12, 2026',
    });
    expect(groups[1]?.facts[0]).toEqual({
      name: 'BathroomsTotalInteger',
      label: 'Bathrooms',
      value: '2',
    });
  });

  it('shows only fields of the listing field registry, which labels each in English and Spanish', () => {
    const labelled = new Map(LISTING_FIELD_REGISTRY.map((entry) => [entry.name, entry.label]));
    for (const names of Object.values(FACT_GROUPS)) {
      for (const name of names) {
        expect(labelled.get(name)?.en, name).toMatch(/\S/);
        expect(labelled.get(name)?.es, name).toMatch(/\S/);
      }
    }
  });
});
