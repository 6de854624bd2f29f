// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSettings } from './config/settings';
import { renderSearchScreen } from './entry-server';
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
