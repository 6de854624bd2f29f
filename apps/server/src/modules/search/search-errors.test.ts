import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { SEARCH_RATE_LIMIT_PER_MINUTE, searchBasePath } from './search.plugin';
import { SEARCH_BASE, SEARCH_KEY, searchGet } from '../../../test/search-fixture';

describe.each(testDatabaseKinds())('search API refusals (%s)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(kind, { settings: { searchApiKey: SEARCH_KEY } });
  });
  afterAll(async () => {
    await test?.close();
  });

  it.each([
    ['an unknown field', 'Colour=red', 'unknown_field', 'Colour'],
    ['an unknown operator', 'ListPrice[between]=1', 'invalid_operator', 'ListPrice[between]'],
    ['like on a number', 'ListPrice[like]=5', 'invalid_operator', 'ListPrice[like]'],
    ['gte on text', 'City[gte]=A', 'invalid_operator', 'City[gte]'],
    ['gte on a flag', 'PoolPrivateYN[gte]=1', 'invalid_operator', 'PoolPrivateYN[gte]'],
    ['a word for a number', 'ListPrice[gte]=cheap', 'invalid_number', 'ListPrice[gte]'],
    ['a fraction for a whole number', 'BedroomsTotal=2.5', 'invalid_number', 'BedroomsTotal'],
    [
      'a list with a word for numbers',
      'BedroomsTotal[in]=1,two',
      'invalid_number',
      'BedroomsTotal[in]',
    ],
    ['a bad flag', 'FireplaceYN=maybe', 'invalid_boolean', 'FireplaceYN'],
    ['a bad date', 'OnMarketDate[gte]=yesterday', 'invalid_date', 'OnMarketDate[gte]'],
    ['a bad open-house flag', 'OpenHouse=soon', 'invalid_boolean', 'OpenHouse'],
    [
      'a polygon that is not closed',
      'poly=-121 38,-120 38,-120 39,-121 39',
      'invalid_polygon',
      'poly',
    ],
    ['a polygon of 3 positions', 'poly=-121 38,-120 38,-121 38', 'invalid_polygon', 'poly'],
    ['a polygon with a word', 'poly=-121 38,-120 x,-120 39,-121 38', 'invalid_polygon', 'poly'],
    ['a bad box', 'box=1,2,3', 'invalid_box', 'box'],
    ['a bad geohash pair', 'geohash=abc', 'invalid_geohash', 'geohash'],
    ['a bad near', 'near=north', 'invalid_near', 'near'],
    ['a bad radius', 'near=38.5,-121.5&radius=far', 'invalid_radius', 'radius'],
    ['a radius without near', 'radius=5', 'invalid_radius', 'radius'],
    ['a limit over 200', 'limit=201', 'invalid_limit', 'limit'],
    ['a negative limit', 'limit=-1', 'invalid_limit', 'limit'],
    ['an offset over 10,000', 'offset=10001', 'invalid_offset', 'offset'],
    ['an unsortable sortBy', 'sortBy=PublicRemarks', 'invalid_sort', 'sortBy'],
    ['a bad order', 'order=sideways', 'invalid_order', 'order'],
    ['a repeated parameter', 'City=A&City=B', 'duplicate_parameter', 'City'],
    ['a bad fields list', 'fields=ListPrice;drop', 'invalid_fields', 'fields'],
  ])('answers %s with 400', async (_name, query, code, field) => {
    const response = await searchGet(test.app, '/listings', query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code, field });
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });

  it.each([
    ['/listings/cluster', 'precision=9', 'precision'],
    ['/listings/cluster', 'precision=0', 'precision'],
    ['/listings/cluster', 'precision=4&Colour=red', 'Colour'],
    ['/suggest/listings', '', 'q'],
    ['/suggest/listings', 'q=sa&fields=Planet', 'fields'],
    ['/listing-stats', 'id[in]=1,x', 'id[in]'],
    ['/listing-stats', '', 'id[in]'],
  ])('%s?%s is a 400 naming %s', async (path, query, field) => {
    const response = await searchGet(test.app, path, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, field });
  });

  it.each([
    '/listings',
    '/listings/cluster',
    '/listings/1',
    '/suggest/listings?q=a',
    '/listing-stats?id[in]=1',
  ])('%s needs the search key', async (path) => {
    const [route, query = ''] = path.split('?');
    expect((await searchGet(test.app, route!, query, null)).statusCode).toBe(401);
    const wrong = await searchGet(test.app, route!, query, 'not-the-key-at-all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('limits requests per key and client with RateLimit headers, then 429', async () => {
    const request = (ip: string) =>
      test.app.inject({
        method: 'GET',
        url: `${SEARCH_BASE}/listings?limit=0`,
        remoteAddress: ip,
        headers: { authorization: `Bearer ${SEARCH_KEY}` },
      });
    const first = await request('10.9.9.9');
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(SEARCH_RATE_LIMIT_PER_MINUTE));
    expect(Number(first.headers['ratelimit-remaining'])).toBe(SEARCH_RATE_LIMIT_PER_MINUTE - 1);
    for (let i = 1; i < SEARCH_RATE_LIMIT_PER_MINUTE; i++) await request('10.9.9.9');
    const over = await request('10.9.9.9');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(over.headers['retry-after']).toBeDefined();
    expect((await request('10.9.9.10')).statusCode).toBe(200);
  });

  it('describes every call in the OpenAPI document', async () => {
    const doc = (await test.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/listings',
      '/listings/cluster',
      '/listings/{id}',
      '/suggest/listings',
      '/listing-stats',
    ]) {
      expect(doc.paths).toHaveProperty(`${SEARCH_BASE}${path}`);
    }
    expect(JSON.stringify(doc.paths[`${SEARCH_BASE}/listings`])).toContain('radius');
  });

  it('mounts at the path of an absolute searchApiUrl', () => {
    expect(searchBasePath('https://search.example.org/api/v2/')).toBe('/api/v2');
    expect(searchBasePath('/search/v1')).toBe('/search/v1');
  });
});
