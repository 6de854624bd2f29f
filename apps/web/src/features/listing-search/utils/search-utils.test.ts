import { describe, expect, it } from 'vitest';
import { chipValue, filterChips, withoutChip } from './filter-chips';
import { withPlace } from './place-filters';
import { savedFilters, saveSearchState } from './saved-search-state';
import { routeDefaults, searchHref, searchRouteOf } from './search-route';

const settings = {};

describe('search routes', () => {
  it('reads the place route: dashes become spaces, homes for sale', () => {
    expect(searchRouteOf('/homes/El-Dorado-Hills', 'El-Dorado-Hills')).toEqual({
      type: 'for-sale',
      city: 'El Dorado Hills',
      pageMode: 'buy',
    });
    expect(searchRouteOf('/for-lease', undefined).pageMode).toBe('rent');
  });

  it('keeps only non-default filters in the address, against the route’s own defaults', () => {
    const rent = searchRouteOf('/for-rent', undefined);
    const defaults = routeDefaults(rent, settings);
    expect(defaults['PropertyType[in]']).toEqual(['RLSE']);
    expect(searchHref(rent, { ...defaults, offset: 100 }, settings)).toBe(
      `/for-rent?filters=${encodeURIComponent('{"offset":100}')}`,
    );
  });

  it('sends a city search to the place route and a rental type to /for-rent', () => {
    const sale = searchRouteOf('/for-sale', undefined);
    expect(searchHref(sale, { City: 'Davis' }, settings)).toBe('/homes/Davis');
    expect(searchHref(sale, { 'PropertyType[in]': ['COML'] }, settings)).toBe(
      `/for-rent?filters=${encodeURIComponent('{"PropertyType[in]":"COML"}')}`,
    );
  });
});

describe('filter chips', () => {
  const defaults = routeDefaults(searchRouteOf('/homes/Davis', 'Davis'), settings);

  it('shows one chip per active filter, the place route’s city included, never paging or sort', () => {
    const filters = { ...defaults, 'ListPrice[gte]': 300_000, offset: 100, sortBy: 'OnMarketDate' };
    expect(filterChips(filters, defaults).map((chip) => chip.name)).toEqual([
      'City',
      'ListPrice[gte]',
    ]);
  });

  it('shows prices short, statuses as words and the drawn area by its name alone', () => {
    const word = (code: string) => code.toUpperCase();
    expect(chipValue({ name: 'ListPrice[gte]', value: 300_000 }, word)).toBe('$300k');
    expect(chipValue({ name: 'StandardStatus[in]', value: ['Active', 'Pending'] }, word)).toBe(
      'ACTIVE, PENDING',
    );
    expect(chipValue({ name: 'poly', value: '1 1,2 2,3 1,1 1' }, word)).toBeNull();
  });

  it('shows years without separators, and a yes/no filter by its name alone', () => {
    const word = (code: string) => code;
    expect(chipValue({ name: 'YearBuilt[gte]', value: 1990 }, word)).toBe('1990');
    expect(chipValue({ name: 'YearBuilt[lte]', value: 2010 }, word)).toBe('2010');
    expect(chipValue({ name: 'Levels', value: 'One' }, word)).toBeNull();
    expect(chipValue({ name: 'InteriorFeatures', value: 'Master Downstairs' }, word)).toBeNull();
    expect(chipValue({ name: 'PetsAllowed[ne]', value: 'No' }, word)).toBeNull();
    expect(chipValue({ name: 'PoolPrivateYN', value: 1 }, word)).toBeNull();
    // A value typed into the address that no checkbox sets is still shown.
    expect(chipValue({ name: 'Levels', value: 'Two' }, word)).toBe('Two');
  });

  it('removing a chip resets the offset to 0 (§4)', () => {
    expect(withoutChip({ 'ListPrice[gte]': 1, offset: 200 }, 'ListPrice[gte]')).toEqual({
      offset: 0,
    });
  });
});

describe('place search', () => {
  it('replaces the previous place and keeps the other filters', () => {
    expect(withPlace({ City: 'Davis', 'BedroomsTotal[gte]': 3 }, 'PostalCode', '95616')).toEqual({
      'BedroomsTotal[gte]': 3,
      PostalCode: '95616',
      offset: 0,
    });
  });

  it('lets a listing-id or address search stand alone (§4)', () => {
    expect(withPlace({ City: 'Davis', 'BedroomsTotal[gte]': 3 }, 'ListingId', '224002232')).toEqual(
      {
        ListingId: '224002232',
        offset: 0,
      },
    );
  });
});

describe('saved search state', () => {
  it('keeps each mode’s filters between visits and never restores the listing id (§4)', () => {
    saveSearchState('buy', { 'ListPrice[gte]': 300_000, ListingId: '1', offset: 100 });
    expect(savedFilters('buy')).toEqual({ 'ListPrice[gte]': 300_000 });
    expect(savedFilters('rent')).toBeNull();
  });

  it('never restores the page: property type, place or map area (issue: /commercial-lease)', () => {
    saveSearchState('rent', {
      'PropertyType[in]': ['RLSE'],
      City: 'Davis',
      geohash: '9qc7mgp4je6h,9qc7q1sgxbp6',
      'ListPrice[lte]': 3_000,
      'BedroomsTotal[gte]': 2,
    });
    expect(savedFilters('rent', 'RLSE')).toEqual({
      'ListPrice[lte]': 3_000,
      'BedroomsTotal[gte]': 2,
    });
    // A commercial lease page keeps the price, but beds do not apply to it (§4).
    expect(savedFilters('rent', 'COML')).toEqual({ 'ListPrice[lte]': 3_000 });
    saveSearchState('buy', { City: 'Davis' });
    expect(savedFilters('buy')).toBeNull();
  });
});
