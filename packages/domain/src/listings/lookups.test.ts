import { describe, expect, it } from 'vitest';
import { legacyODataValue, lookupKey, standardLookupValue } from './lookups';

describe('lookup spellings', () => {
  it('reads the Data Dictionary 1.7 enumeration member and the 2.0 display name as one value', () => {
    for (const sent of ['ActiveUnderContract', 'Active Under Contract', 'active under contract']) {
      expect(standardLookupValue('StandardStatus', sent)).toBe('Active Under Contract');
    }
    expect(standardLookupValue('PropertyType', 'ResidentialLease')).toBe('Residential Lease');
    expect(standardLookupValue('Cooling', 'CeilingFans')).toBe('Ceiling Fan(s)');
    expect(standardLookupValue('Levels', 'MultiSplit')).toBe('Multi/Split');
  });

  it('knows no value outside the lookup, and no lookup it does not hold', () => {
    expect(standardLookupValue('StandardStatus', 'Sold')).toBeNull();
    expect(standardLookupValue('City', 'Sacramento')).toBeNull();
  });

  it('writes the legacy member without spaces or punctuation', () => {
    expect(legacyODataValue('Wall/Window Unit(s)')).toBe('WallWindowUnits');
    expect(lookupKey('Three Or More')).toBe(lookupKey('ThreeOrMore'));
  });
});
