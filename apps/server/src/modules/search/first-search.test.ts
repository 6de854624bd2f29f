import { describe, expect, it } from 'vitest';
import { publicSettingsSchema } from '@hearth/contracts';
import { RESULT_FIELDS } from '@hearth/domain';
import { firstSearchQuery, isSearchRoute } from './first-search';
import { drawnRoot, searchPage } from '../../plugins/web-app/page-html';
import { firstSearchMarkup } from '../../plugins/web-app/search-screen';
import { assumedWindowWidth, DESKTOP_WIDTH, PHONE_WIDTH } from '../../plugins/web-app/window-width';

const settings = publicSettingsSchema.parse({});

describe('the first search of a search page', () => {
  it('asks what the web app asks for a bare /for-sale: 100 by price, residential, active, with the results screen fields', () => {
    expect(firstSearchQuery('/for-sale', settings)).toBe(
      `offset=0&limit=100&sortBy=ListPrice&order=desc&PropertyType[in]=RESI&StandardStatus[in]=Active%2CComing%20Soon&fields=${encodeURIComponent(RESULT_FIELDS.join(','))}`,
    );
    expect(firstSearchQuery('/for-rent', settings)).toContain('PropertyType[in]=RLSE');
    expect(firstSearchQuery('/listing/123', settings)).toBeNull();
    expect(isSearchRoute('/')).toBe(true);
    expect(isSearchRoute('/directory')).toBe(false);
  });

  it('writes the answer as a data block no value can close, and preloads the first photo', () => {
    const markup = firstSearchMarkup({
      query: 'offset=0',
      body: '{"bundle":[{"UnparsedAddress":"</script><script>alert(1)</script>"}]}',
      response: null,
      partial: false,
      etag: null,
      photo: '/media/demo/house-1-1.jpg?w=419&x="y"',
    });
    expect(markup.body).toMatch(/^<script type="application\/json" id="hearth-first-search">/);
    expect(markup.body.match(/<\/script>/g)).toHaveLength(1);
    const json = markup.body.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({
      query: 'offset=0',
      partial: false,
      response: { bundle: [{ UnparsedAddress: '</script><script>alert(1)</script>' }] },
    });
    expect(markup.head).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/demo/house-1-1.jpg?w=419&amp;x=&quot;y&quot;">',
    );
  });

  it('puts the additions in the page as they are, `$` and all', () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    const page = searchPage(html, {
      head: '<link href="/a.css?$&">',
      body: `<script type="application/json">{"a":"$& $$1 $' $\`"}</script>`,
    });
    expect(page).toBe(
      '<html><head><link href="/a.css?$&"></head><body><div id="root"></div>' +
        `<script type="application/json">{"a":"$& $$1 $' $\`"}</script></body></html>`,
    );
  });

  it('draws the screen for a phone when the browser says it is one, else for a desktop', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    expect(assumedWindowWidth({ 'user-agent': android })).toBe(PHONE_WIDTH);
    expect(assumedWindowWidth({ 'user-agent': iphone })).toBe(PHONE_WIDTH);
    expect(assumedWindowWidth({ 'user-agent': desktop })).toBe(DESKTOP_WIDTH);
    expect(assumedWindowWidth({})).toBe(DESKTOP_WIDTH);
    // The client hint wins over the user agent.
    expect(assumedWindowWidth({ 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' })).toBe(
      PHONE_WIDTH,
    );
    expect(assumedWindowWidth({ 'user-agent': android, 'sec-ch-ua-mobile': '?0' })).toBe(
      DESKTOP_WIDTH,
    );
  });

  it('puts the drawn screen in the root element with the width it was drawn for, `$` and all', () => {
    const html = '<body><div id="root"></div><script type="module" src="/a.js"></script></body>';
    expect(drawnRoot(html, 400, '<p>$& $1</p>')).toBe(
      '<body><div id="root" data-server-width="400"><p>$& $1</p></div><script type="module" src="/a.js"></script></body>',
    );
  });
});
