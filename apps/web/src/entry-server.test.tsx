// @vitest-environment node
import type { ListingSearchResponse } from '@hearth/contracts';
import {
  listingDefaults,
  searchQueryString,
  searchRequestFilters,
  withResultFields,
} from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from './config/settings';
import { renderSearchScreen } from './entry-server';

const settings = { ...defaultSettings, siteTitle: 'Hearth Test' };

/** The query the screen asks for on a bare address of this property type (as the server does). */
function firstQuery(propertyType: string): string {
  const filters = { ...listingDefaults(settings), 'PropertyType[in]': [propertyType] };
  return withResultFields(searchQueryString(searchRequestFilters(filters, settings)));
}

const listing = (id: string, price: number, address: string) => ({
  id,
  ListingId: `ML${id}`,
  StandardStatus: 'Active',
  PropertyType: 'RESI',
  ListPrice: price,
  DaysOnMarket: 4,
  Latitude: 38.58,
  Longitude: -121.49,
  UnparsedAddress: address,
  City: 'Sacramento',
  StateOrProvince: 'CA',
  PostalCode: '95814',
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  LivingArea: 1650,
  InternetAddressDisplayYN: true,
  Media: [{ MediaURL: `/media/demo/house-${id}-1.jpg`, Order: 0, ShortDescription: null }],
  OpenHouse: [],
});

const response: ListingSearchResponse = {
  success: true,
  status: 200,
  total: 2,
  bounds: { north: 38.6, south: 38.5, east: -121.4, west: -121.5 },
  bundle: [listing('101', 525000, '12 Elm Street'), listing('102', 410000, '9 Oak Avenue')],
};

describe('the search screen drawn on the server', () => {
  it('draws the header, the filters and the first results of a bare search address', async () => {
    const html = await renderSearchScreen({
      path: '/for-sale',
      settings,
      firstSearch: { query: firstQuery('RESI'), response },
      windowWidth: 400,
    });
    expect(html).toContain('Hearth Test');
    expect(html).toMatch(/<h1[^>]*>Residential Property For Sale<\/h1>/);
    expect(html).toContain('2 Results, Showing 1 to 2');
    expect(html).toContain('12 Elm Street');
    expect(html).toContain('9 Oak Avenue');
    expect(html).toContain('$525,000');
    // The first photo is the page's largest picture on a phone: fetched first.
    expect(html).toMatch(
      /<img src="\/media\/demo\/house-101-1\.jpg[^"]*"[^>]*fetchPriority="high"/,
    );
    // A phone's window: the list alone, in one column; no map.
    expect(html).toContain('data-view="grid"');
    expect(html).toContain('repeat(1, minmax(0, 1fr))');
    expect(html).not.toContain('Loading the map');
  });

  it('draws a desktop window with the map left for the browser', async () => {
    const html = await renderSearchScreen({
      path: '/for-rent',
      settings,
      firstSearch: { query: firstQuery('RLSE'), response },
      windowWidth: 1280,
    });
    expect(html).toMatch(/<h1[^>]*>Residential Property For Lease<\/h1>/);
    expect(html).toContain('data-view="map+grid"');
    expect(html).toContain('Loading the map');
    expect(html).toContain('12 Elm Street');
  });

  it('draws "Searching..." rather than results it was not given', async () => {
    const html = await renderSearchScreen({
      path: '/for-sale',
      settings,
      firstSearch: { query: 'another=query', response },
      windowWidth: 400,
    });
    expect(html).toContain('Searching...');
    expect(html).not.toContain('12 Elm Street');
  });

  it('draws nothing for an address that is not a search screen of its own', async () => {
    const input = {
      settings,
      firstSearch: { query: firstQuery('RESI'), response },
      windowWidth: 400,
    };
    // The root address sends the visitor on to /for-sale.
    expect(await renderSearchScreen({ ...input, path: '/' })).toBeNull();
    expect(await renderSearchScreen({ ...input, path: '/no-such-page' })).toBeNull();
  });
});
