import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_LISTING_DEFAULTS,
  LISTING_FILTER_KINDS,
  coerceFilterValue,
  filtersFromRecord,
  isBlankFilterValue,
  isListingFilterName,
  listingDefaults,
} from './filter-model';

describe('filter model (public-site.md §3)', () => {
  it('knows every filter name as spelt in §3', () => {
    const spelt =
      'offset, limit, sortBy, order, fields, near, radius, box, poly, geohash, savedSearchId, AgentMlsId, Basement, BedroomsTotal, BedroomsTotal[gte], BathroomsTotalInteger, BathroomsTotalInteger[gte], BuildingName, BuildingAreaTotal, City, City[in], CityRegion, CityRegion[in], CountyOrParish, CountyOrParish[like], Cooling[ne], CoolingYN, ElementarySchoolDistrict, ElementarySchool, MiddleOrJuniorSchool, HighSchool, FireplaceYN, GarageSpaces, GarageSpaces[gte], InteriorFeatures, LeaseTerm, LeaseTerm[in], LeasableArea[gte], ListingId, ListOfficeName, ListOfficeMlsId, ListAgentFullName, ListAgentMlsId, ListPrice[gte], ListPrice[lte], LivingArea[gte], LivingArea[lte], LotSizeAcres[gte], OpenHouse, Levels, Ownership, PetsAllowed[ne], PropertyType, PropertyType[in], PropertySubType[in], StandardStatus[in], PoolPrivateYN, ExteriorFeatures[in], PostalCode, PostalCode[in], StateOrProvince, SubdivisionName, TaxAnnualAmount[lte], Township, UnparsedAddress, UnparsedAddress[like], UnparsedStreet, UnparsedStreet[like], WaterfrontYN, WaterfrontFeatures, YearBuilt[gte], YearBuilt[lte], VirtualTourURLBranded[exists], View[exists]';
    const extra = 'polygon, mapbound, SchoolDistrict, HighSchoolDistrict, MiddleSchool, searchBy';
    for (const name of `${spelt}, ${extra}`.split(', '))
      expect(isListingFilterName(name)).toBe(true);
    expect(isListingFilterName('Bedrooms')).toBe(false);
  });

  it('types bedrooms, baths, year built, list price, lot size, garage and living area as numbers', () => {
    for (const name of [
      'BedroomsTotal[gte]',
      'BathroomsTotalInteger[gte]',
      'YearBuilt[gte]',
      'ListPrice[lte]',
      'LotSizeAcres[gte]',
      'GarageSpaces',
      'LivingArea[gte]',
    ] as const) {
      expect(LISTING_FILTER_KINDS[name]).toBe('numeric');
    }
    expect(LISTING_FILTER_KINDS.poly).toBe('text');
    expect(coerceFilterValue('ListPrice[gte]', '250000')).toEqual({ ok: true, value: 250000 });
    expect(coerceFilterValue('ListPrice[gte]', 'cheap').ok).toBe(false);
  });

  it('reads flags as tiny integers: true or 1 → 1, false or 0 → 0', () => {
    for (const raw of [true, 1, 'true', '1'])
      expect(coerceFilterValue('PoolPrivateYN', raw)).toEqual({ ok: true, value: 1 });
    for (const raw of [false, 0, 'false', '0'])
      expect(coerceFilterValue('WaterfrontYN', raw)).toEqual({ ok: true, value: 0 });
    expect(coerceFilterValue('FireplaceYN', 'yes').ok).toBe(false);
  });

  it('reads lists from comma-separated text or arrays', () => {
    expect(coerceFilterValue('StandardStatus[in]', 'Active, Pending')).toEqual({
      ok: true,
      value: ['Active', 'Pending'],
    });
    expect(coerceFilterValue('City[in]', ['Davis', 'Elk Grove'])).toEqual({
      ok: true,
      value: ['Davis', 'Elk Grove'],
    });
  });

  it('treats empty, null and the text null as no filter', () => {
    for (const raw of ['', '  ', null, undefined, 'null', []])
      expect(isBlankFilterValue(raw)).toBe(true);
    expect(isBlankFilterValue(0)).toBe(false);
  });

  it('has the defaults offset 0, limit 100, ListPrice desc, RESI, Active', () => {
    expect(BASE_LISTING_DEFAULTS).toEqual({
      offset: 0,
      limit: 100,
      sortBy: 'ListPrice',
      order: 'desc',
      'PropertyType[in]': ['RESI'],
      'StandardStatus[in]': ['Active'],
    });
  });

  it('lets the site settings override the defaults', () => {
    const defaults = listingDefaults({
      defaultFilters: { listing: { limit: '24', 'PropertyType[in]': 'RESI,RINC', Bogus: 'x' } },
    });
    expect(defaults.limit).toBe(24);
    expect(defaults['PropertyType[in]']).toEqual(['RESI', 'RINC']);
    expect(defaults.sortBy).toBe('ListPrice');
    expect(filtersFromRecord({ Bogus: 1 })).toEqual({});
  });

  it('gives a value or an error for any input, never a throw', () => {
    const names = Object.keys(LISTING_FILTER_KINDS).filter(isListingFilterName);
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.anything(), (name, raw) => {
        const result = coerceFilterValue(name, raw);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
