import { describe, expect, it } from 'vitest';
import {
  buyRentLinks,
  fieldsClearedBy,
  propertyTypeLink,
  propertyTypePath,
  searchModeFor,
  searchPageTitle,
  switchedFilterSet,
  withPropertyType,
} from './property-type';
import { parseFiltersParam } from './filter-query';

const hrefFilters = (href: string) =>
  parseFiltersParam(new URL(href, 'http://x').searchParams.get('filters')).filters;

describe('property type changes (public-site.md §4)', () => {
  const full = {
    'PropertySubType[in]': ['Condominium'],
    'BedroomsTotal[gte]': 3,
    'BathroomsTotalInteger[gte]': 2,
    'GarageSpaces[gte]': 2,
    'YearBuilt[gte]': 1990,
    OpenHouse: 1,
    Ownership: 'Bank Owned',
    'LivingArea[gte]': 1500,
    PoolPrivateYN: 1,
    FireplaceYN: 1,
    WaterfrontYN: 1,
    City: 'Davis',
  } as const;

  it('RINC clears sub-type, beds, baths, garage, year built, open house and ownership', () => {
    expect(withPropertyType(full, 'RINC')).toEqual({
      'LivingArea[gte]': 1500,
      PoolPrivateYN: 1,
      FireplaceYN: 1,
      WaterfrontYN: 1,
      City: 'Davis',
      'PropertyType[in]': ['RINC'],
      offset: 0,
    });
  });

  it('COMS, COML and LAND also clear living area, pool, fireplace and waterfront', () => {
    for (const type of ['COMS', 'COML', 'LAND']) {
      expect(withPropertyType(full, type)).toEqual({
        City: 'Davis',
        'PropertyType[in]': [type],
        offset: 0,
      });
    }
  });

  it('FARM clears year built, sub-type and ownership; RLSE clears ownership', () => {
    expect(fieldsClearedBy('FARM')).toEqual([
      'YearBuilt[gte]',
      'YearBuilt[lte]',
      'PropertySubType[in]',
      'Ownership',
    ]);
    expect(fieldsClearedBy('RLSE')).toEqual(['Ownership']);
    expect(fieldsClearedBy('RSLE')).toEqual(['Ownership']);
    expect(fieldsClearedBy('RESI')).toEqual([]);
  });

  it('is rental for RLSE or COML, buy for RESI, RINC, LAND or COMS, else the page decides', () => {
    expect(searchModeFor('RLSE', 'buy')).toBe('rent');
    expect(searchModeFor('COML', 'buy')).toBe('rent');
    for (const type of ['RESI', 'RINC', 'LAND', 'COMS'])
      expect(searchModeFor(type, 'rent')).toBe('buy');
    expect(searchModeFor('FARM', 'rent')).toBe('rent');
    expect(searchModeFor(undefined, 'buy')).toBe('buy');
  });
});

describe('main menu property-type links (public-site.md §2)', () => {
  it('sends COML and RLSE to /for-rent and the others to /for-sale', () => {
    expect(propertyTypePath('COML')).toBe('/for-rent');
    expect(propertyTypePath('RLSE')).toBe('/for-rent');
    for (const type of ['COMS', 'RESI', 'RINC', 'LAND', 'FARM'])
      expect(propertyTypePath(type)).toBe('/for-sale');
  });

  it('rebuilds the link from the current filters, with filters as JSON', () => {
    const href = propertyTypeLink('LAND', { City: 'Davis', 'BedroomsTotal[gte]': 3, offset: 200 });
    expect(href.startsWith('/for-sale?filters=')).toBe(true);
    expect(hrefFilters(href)).toEqual({ City: 'Davis', 'PropertyType[in]': ['LAND'], offset: 0 });
  });
});

describe('the Buy and Rent/Lease filter sets (public-site.md §2)', () => {
  it('switches commercial lease to commercial-sale filters and commercial sale to commercial-lease', () => {
    expect(switchedFilterSet('COML', 'buy')).toBe('commercial-sale');
    expect(switchedFilterSet('COMS', 'rent')).toBe('commercial-lease');
    expect(switchedFilterSet('RESI', 'rent')).toBe('rental');
    expect(switchedFilterSet('RLSE', 'buy')).toBe('residential');
  });

  it('builds /for-sale and /for-rent links with the switched type', () => {
    const fromComl = buyRentLinks({ 'PropertyType[in]': ['COML'] });
    expect(hrefFilters(fromComl.buy)['PropertyType[in]']).toEqual(['COMS']);
    expect(fromComl.rent.startsWith('/for-rent')).toBe(true);
    expect(hrefFilters(fromComl.rent)['PropertyType[in]']).toEqual(['COML']);
    const fromResi = buyRentLinks({ 'PropertyType[in]': ['RESI'] });
    expect(hrefFilters(fromResi.rent)['PropertyType[in]']).toEqual(['RLSE']);
  });
});

describe('page titles by property type (public-site.md §2)', () => {
  it.each([
    ['RESI', 'Residential Property For Sale'],
    ['RLSE', 'Residential Property For Lease'],
    ['LAND', 'Land For Sale'],
    ['FARM', 'Farms For Sale'],
    ['MULTI', 'Multi Family Housing For Sale'],
    ['COMS', 'Commercial Property For Sale'],
    ['COML', 'Commercial Property For Lease'],
  ])('%s is titled %s', (type, title) => {
    expect(searchPageTitle(type, 'Hearth')).toBe(`${title} | Hearth`);
  });

  it('adds the city, postal code or school district', () => {
    expect(searchPageTitle('RESI', 'Hearth', { city: 'Davis' })).toBe(
      'Residential Property For Sale in Davis | Hearth',
    );
    expect(searchPageTitle('RESI', 'Hearth', { postalCode: '95616' })).toBe(
      'Residential Property For Sale in Postal Code 95616 | Hearth',
    );
    expect(searchPageTitle('LAND', 'Hearth', { schoolDistrict: 'Davis Joint Unified' })).toBe(
      'Land For Sale in Davis Joint Unified | Hearth',
    );
  });
});
