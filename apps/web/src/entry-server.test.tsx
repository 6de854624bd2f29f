// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSettings } from './config/settings';
import type { MarketMonth, MarketResponse, SavedListing } from '@hearth/contracts';
import { renderMarketScreen, renderSavedListingsScreen, renderSearchScreen } from './entry-server';
import { consumerUser, savedListingGroup } from './test/consumer-fixtures';

const user = { ...consumerUser, language: 'en' as const };
import { firstSearchQuery, twoListings } from './test/search-fixtures';

const settings = { ...defaultSettings, siteTitle: 'Hearth Test' };

const firstQuery = (propertyType: string) => firstSearchQuery(settings, propertyType);
const response = twoListings;

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

function savedGroup(id: string, name: string, createdAt: string, prices: number[]) {
  const items = prices.map(
    (price, n) =>
      ({
        id: `${id}-${n}`,
        listingId: `ML${id}${n}`,
        savedListingGroupId: id,
        rating: null,
        notes: null,
        userId: '7',
        agentId: null,
        agent: null,
        createdAt,
        listing: {
          id: `${id}${n}`,
          ListingId: `ML${id}${n}`,
          StandardStatus: 'Active',
          ListPrice: price,
          UnparsedAddress: `${id}${n} Main St`,
        },
      }) as SavedListing,
  );
  return savedListingGroup(items, items.length, { id, name, createdAt });
}

describe('the saved listings drawn on the server', () => {
  const groups = [
    savedGroup('1', 'Beach', '2026-03-01T00:00:00.000Z', [900_000, 800_000, 700_000, 600_000]),
    savedGroup('2', 'Attic', '2026-01-01T00:00:00.000Z', [500_000, 400_000, 300_000]),
  ];
  const draw = (sort: 'ListPriceDown' | 'rating', groupSort: 'name' | 'createdAt') =>
    renderSavedListingsScreen({
      path: '/user/saved-listings',
      settings,
      windowWidth: 1280,
      data: { sort, groupSort, session: { user, account: null }, groups },
    });

  it("draws the person's groups with the first cards, signed in, in the sorts they keep", async () => {
    const html = (await draw('ListPriceDown', 'name')) ?? '';
    expect(html).toMatch(/<h1[^>]*>Saved Listings<\/h1>/);
    // Groups by name: Attic before Beach; the first paint's cards only (six).
    expect(html.indexOf('Attic')).toBeLessThan(html.indexOf('Beach'));
    expect(html.match(/data-saved-listing="/g)).toHaveLength(6);
    expect(html).toContain('$500,000');
    expect(html).toContain('10 Main St');
    // The sort the page was drawn in is the one selected.
    expect(html).toMatch(/<option value="ListPriceDown" selected="">/);
    // Signed in: no "Sign In" in the header, the person's menu instead.
    expect(html).not.toMatch(/>Sign In</);
    expect(html).toContain('Ada');

    const byDate = (await draw('rating', 'createdAt')) ?? '';
    expect(byDate.indexOf('Beach')).toBeLessThan(byDate.indexOf('Attic'));
    expect(byDate).toMatch(/<option value="rating" selected="">/);
    expect(byDate).toMatch(/<option value="createdAt" selected="">/);
  });

  it('draws nothing for another address', async () => {
    const html = await renderSavedListingsScreen({
      path: '/user/saved-searches',
      settings,
      windowWidth: 1280,
      data: {
        sort: 'ListPriceDown',
        groupSort: 'name',
        session: { user, account: null },
        groups,
      },
    });
    expect(html).toBeNull();
  });
});

function marketMonth(month: string, closedSales: number, medianSalesPrice: number): MarketMonth {
  return {
    month,
    group: 'all',
    closedSales,
    medianSalesPrice,
    averageSalesPrice: medianSalesPrice + 10_000,
    newListings: 31,
    pendingSales: 22,
    inventory: 57,
    monthsSupply: 2.4,
    medianDaysOnMarket: 18,
    percentOfListPriceReceived: 99.1,
    enoughSales: true,
  };
}

describe('a market page drawn on the server', () => {
  const figures: MarketResponse = {
    area: { type: 'city', name: 'Davis', county: 'Yolo' },
    lastMonth: '2026-10',
    minimumSales: 5,
    updatedAt: '2026-11-01T08:00:00.000Z',
    revised: [],
    months: [marketMonth('2025-10', 40, 598_000), marketMonth('2026-10', 43, 612_500)],
  };
  const data = {
    areaType: 'city',
    areaName: 'Davis',
    figures,
    areas: {
      areas: [
        { type: 'city' as const, name: 'Davis' },
        { type: 'county' as const, name: 'Yolo' },
      ],
    },
  };

  it("draws the area's headline figures and its links from the data it is given", async () => {
    const html =
      (await renderMarketScreen({
        path: '/market/city/Davis',
        settings,
        windowWidth: 400,
        data,
      })) ?? '';
    expect(html).toMatch(/<h1[^>]*>Davis housing market<\/h1>/);
    expect(html).toContain('October 2026');
    expect(html).toContain('$612,500');
    expect(html).toContain('43');
    // The list of areas came with the page too: its links are drawn, not left for later.
    expect(html).toContain('href="/market/county/Yolo"');
    expect(html).not.toContain('Loading');
  });

  it('draws nothing for another address', async () => {
    expect(
      await renderMarketScreen({ path: '/market/city/Woodland', settings, windowWidth: 400, data }),
    ).toBeNull();
  });
});
