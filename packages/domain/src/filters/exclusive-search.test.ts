import { describe, expect, it } from 'vitest';
import { exclusiveSearch, isExclusiveSearch } from './exclusive-search';
import { searchRequestFilters } from './search-request';

describe('listing-id, address and street searches (public-site.md §4)', () => {
  it('replace all other filters with the one search', () => {
    expect(exclusiveSearch('ListingId', ' 224012345 ')).toEqual({
      ListingId: '224012345',
      offset: 0,
    });
    expect(isExclusiveSearch({ 'UnparsedStreet[like]': 'Main' })).toBe(true);
    expect(isExclusiveSearch({ City: 'Davis' })).toBe(false);
  });

  it('keep the site defaults but clear property type and status', () => {
    const request = searchRequestFilters(exclusiveSearch('UnparsedAddress', '12 Main St'));
    expect(request).toEqual({
      UnparsedAddress: '12 Main St',
      offset: 0,
      limit: 100,
      sortBy: 'ListPrice',
      order: 'desc',
    });
  });
});

describe('the search request', () => {
  it('puts the active filters over the defaults and expands the status', () => {
    const request = searchRequestFilters(
      { City: 'Davis' },
      { defaultFilters: { listing: { limit: 24 } } },
    );
    expect(request).toMatchObject({ City: 'Davis', limit: 24, 'PropertyType[in]': ['RESI'] });
    expect(request['StandardStatus[in]']).toEqual(['Active', 'Coming Soon']);
  });

  it('drops the map area when maps are disabled', () => {
    const request = searchRequestFilters(
      { poly: '0 0,1 0,1 1,0 0', geohash: 'abc,def' },
      { mapsEnabled: false },
    );
    expect(request.poly).toBeUndefined();
    expect(request.geohash).toBeUndefined();
  });
});
