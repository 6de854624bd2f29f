import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LISTING_FILTER_KINDS } from '@hearth/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/helper';
import { referenceSearch, type ReferenceRow } from '../../../test/search-reference';
import { SEARCH_BASE, SEARCH_KEY, searchGet, searchTestApp } from '../../../test/search-fixture';

type Page = { bundle: Record<string, unknown>[]; total: number; bounds: unknown };

/** A sample value for every filter of public-site.md §3, as spelt there. */
const SAMPLES: Record<string, string> = {
  offset: '5',
  limit: '20',
  sortBy: 'OnMarketDate',
  order: 'asc',
  fields: 'ListPrice,City',
  near: '38.58,-121.49',
  radius: '5',
  box: '-121.6,38.5,-121.3,38.7',
  poly: '-121.6 38.4,-121.3 38.4,-121.3 38.7,-121.6 38.4',
  geohash: '9qce,9qce',
  polygon: '-121.6 38.4,-121.3 38.4,-121.3 38.7,-121.6 38.4',
  mapbound: '9qce,9qce',
  savedSearchId: '42',
  searchBy: 'agent',
  AgentMlsId: 'M100140-SAR',
  Basement: 'Finished',
  BedroomsTotal: '3',
  'BedroomsTotal[gte]': '3',
  BathroomsTotalInteger: '2',
  'BathroomsTotalInteger[gte]': '2',
  BuildingName: 'The Plaza West Sacramento',
  BuildingAreaTotal: '2089',
  City: 'Sacramento',
  'City[in]': 'Sacramento,Roseville',
  CityRegion: 'South Land Park',
  'CityRegion[in]': 'South Land Park,West Sacramento',
  CountyOrParish: 'Placer',
  'CountyOrParish[like]': 'acra',
  'Cooling[ne]': 'Central Air',
  CoolingYN: 'true',
  ElementarySchoolDistrict: 'Elk Grove Unified',
  ElementarySchool: 'Foothill Elementary',
  MiddleOrJuniorSchool: 'Hillside Middle',
  MiddleSchool: 'Hillside Middle',
  HighSchool: 'Foothill High',
  HighSchoolDistrict: 'Placer Union High',
  SchoolDistrict: 'Elk Grove Unified',
  FireplaceYN: '1',
  GarageSpaces: '2',
  'GarageSpaces[gte]': '2',
  InteriorFeatures: 'Pantry',
  LeaseTerm: '12 Months',
  'LeaseTerm[in]': '6 Months,12 Months',
  'LeasableArea[gte]': '1000',
  ListingId: '224000001',
  ListOfficeName: 'Denesik Brokers',
  ListOfficeMlsId: 'OF10001',
  ListAgentFullName: 'Cornell Kunde',
  ListAgentMlsId: 'M100140',
  'ListPrice[gte]': '400000',
  'ListPrice[lte]': '700000',
  'LivingArea[gte]': '1500',
  'LivingArea[lte]': '2500',
  'LotSizeAcres[gte]': '0.2',
  OpenHouse: 'true',
  Levels: 'One',
  Ownership: 'Fee Simple',
  'PetsAllowed[ne]': 'No',
  PropertyType: 'RESI',
  'PropertyType[in]': 'RESI,RSLE',
  'PropertySubType[in]': 'Condominium,Single Family Residence',
  'StandardStatus[in]': 'Active,Coming Soon',
  PoolPrivateYN: 'false',
  'ExteriorFeatures[in]': 'Porch,Balcony',
  PostalCode: '95822',
  'PostalCode[in]': '95822,95819',
  StateOrProvince: 'CA',
  SubdivisionName: 'Park Pointe',
  'TaxAnnualAmount[lte]': '5000',
  Township: 'T10N R5E',
  UnparsedAddress: '4071 Sierra College Blvd, Sacramento, CA 95822',
  'UnparsedAddress[like]': 'sierra',
  UnparsedStreet: '4071 Sierra College Blvd',
  'UnparsedStreet[like]': 'college',
  WaterfrontYN: '0',
  WaterfrontFeatures: 'Creek',
  'YearBuilt[gte]': '2000',
  'YearBuilt[lte]': '2010',
  'VirtualTourURLBranded[exists]': 'true',
  'View[exists]': 'false',
};

describe.each(testDatabaseKinds())('listing search API (%s)', (kind) => {
  let test: TestApp;
  let rows: ReferenceRow[];
  const get = (path: string, query = '') => searchGet(test.app, path, query);
  const expectReference = async (query: string) => {
    const response = await get('/listings', `${query}&fields=ListingId`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Page>();
    const expected = referenceSearch(rows, query, new Date());
    expect({ ids: body.bundle.map((r) => r.id), total: body.total, bounds: body.bounds }).toEqual(
      expected,
    );
    return body;
  };

  beforeAll(async () => {
    test = await searchTestApp(kind);
    rows = (await sql<ReferenceRow>`select * from listings`.execute(test.database.db)).rows;
  });
  afterAll(async () => {
    await test?.close();
  });

  it.each(Object.keys(LISTING_FILTER_KINDS))('accepts the §3 filter %s', async (name) => {
    const value = SAMPLES[name];
    expect(value, `a sample for ${name}`).toBeDefined();
    const extra = name === 'radius' ? `&near=${SAMPLES.near}` : '';
    const response = await get(
      '/listings',
      `${encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value!)}${extra}`,
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['equals (text, any case)', 'City=sacramento'],
    ['gte', 'ListPrice[gte]=500000'],
    ['gte in the dot form', 'ListPrice.gte=500000'],
    ['lte', 'ListPrice[lte]=300000'],
    ['gt', 'BedroomsTotal[gt]=3'],
    ['lt', 'BedroomsTotal[lt]=2'],
    ['ne (keeps empty values)', 'LeaseTerm[ne]=12 Months'],
    ['in', 'City[in]=Sacramento,Roseville,Davis'],
    ['nin', 'PropertyType[nin]=RESI,RLSE'],
    ['like', 'UnparsedStreet[like]=oak'],
    ['exists true', 'BuildingName[exists]=true'],
    ['exists false', 'ClosePrice[exists]=false'],
    ['list contains', 'InteriorFeatures=Pantry'],
    ['list shares any', 'ExteriorFeatures[in]=Porch,Balcony'],
    ['list holds none', 'View[nin]=Mountain(s),Hills'],
    ['flag 1', 'PoolPrivateYN=1'],
    ['date range', 'OnMarketDate[gte]=2025-01-01&OnMarketDate[lte]=2025-12-31'],
    ['school district at any level', 'SchoolDistrict=Placer Union High'],
    ['RSLE read as RLSE', 'PropertyType=RSLE'],
    ['agent id with association key', 'ListAgentMlsId[in]=M100140-SAR,M100070-SAR'],
    ['open house', 'OpenHouse=true'],
    ['no open house', 'OpenHouse=false'],
    ['radius in miles', 'near=38.58,-121.49&radius=3'],
    ['radius in km', 'near=38.58,-121.49&radius=3km'],
    ['box', 'box=-121.6,38.5,-121.3,38.7'],
    ['polygon', 'poly=-121.6 38.4,-121.3 38.4,-121.3 38.7,-121.6 38.4'],
    ['geohash pair', 'geohash=9qc,9qc'],
    [
      'polygon and box intersect',
      'poly=-121.6 38.4,-121.3 38.4,-121.3 38.7,-121.6 38.4&box=-121.5,38.5,-121.2,38.8',
    ],
    ['sort by newest', 'sortBy=OnMarketDate&order=desc'],
    [
      'sort by close price ascending (empty last)',
      'sortBy=ClosePrice&order=asc&limit=200&offset=900',
    ],
    ['sort by city (ties by id)', 'sortBy=City&order=asc&offset=300'],
    ['page of 0', 'limit=0'],
    ['last offset', 'offset=10000'],
  ])('%s agrees with the reference', async (_name, query) => {
    const body = await expectReference(query);
    if (!query.includes('limit=0') && !query.includes('offset=10000'))
      expect(body.total).toBeGreaterThan(0);
  });

  it('answers savedSearchId and searchBy without filtering', async () => {
    const plain = (await get('/listings', 'limit=1')).json<Page>();
    const withIgnored = (
      await get('/listings', 'limit=1&savedSearchId=9&searchBy=agent')
    ).json<Page>();
    expect(withIgnored.total).toBe(plain.total);
  });

  it('sends only the fields asked for, with id first, as the whole record has them', async () => {
    const body = (
      await get('/listings', 'limit=3&fields=ListPrice,City,NoSuchField,Media,id')
    ).json<Page>();
    const whole = (await get('/listings', 'limit=3')).json<Page>();
    expect(body.bundle).toHaveLength(3);
    body.bundle.forEach((record, i) => {
      const full = whole.bundle[i]!;
      expect(Object.keys(record)).toEqual(['id', 'ListPrice', 'City', 'Media']);
      expect(record).toEqual({
        id: full.id,
        ListPrice: full.ListPrice,
        City: full.City,
        Media: full.Media,
      });
    });
  });

  it('defaults to 100 records sorted by ListPrice descending', async () => {
    const body = (await get('/listings', 'fields=ListPrice')).json<Page>();
    expect(body.bundle).toHaveLength(100);
    const prices = body.bundle.map((r) => r.ListPrice as number);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });

  it('takes the same parameters as a JSON body', async () => {
    const body = {
      City: 'Sacramento',
      'BedroomsTotal[gte]': 3,
      'PropertyType[in]': ['RESI', 'RINC'],
      limit: 5,
      fields: 'ListingId',
    };
    const post = await test.app.inject({
      method: 'POST',
      url: `${SEARCH_BASE}/listings`,
      headers: { authorization: `Bearer ${SEARCH_KEY}` },
      payload: body,
    });
    expect(post.statusCode, post.body).toBe(200);
    const viaGet = await get(
      '/listings',
      'City=Sacramento&BedroomsTotal[gte]=3&PropertyType[in]=RESI,RINC&limit=5&fields=ListingId',
    );
    expect(post.json()).toEqual(viaGet.json());
  });

  it('finds one listing by id or ListingId, with an ETag', async () => {
    const row = rows.find((r) => r.internet_entire_listing_display_yn && r.photos_count > 1)!;
    const byId = await get(`/listings/${row.id}`);
    expect(byId.statusCode).toBe(200);
    const byListingId = await get(`/listings/${row.listing_id}`);
    expect(byListingId.json()).toEqual(byId.json());
    const etag = byId.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await test.app.inject({
      method: 'GET',
      url: `${SEARCH_BASE}/listings/${row.id}`,
      headers: { authorization: `Bearer ${SEARCH_KEY}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const media = byId.json<{ bundle: { Media: { Order: number }[]; DaysOnMarket: number } }>()
      .bundle;
    expect(media.Media.map((m) => m.Order)).toEqual(
      [...media.Media.map((m) => m.Order)].sort((a, b) => a - b),
    );
    const days = Math.round(
      (Date.now() - Date.parse(`${row.on_market_date}T00:00:00Z`)) / 86_400_000,
    );
    if (!row.close_date) expect(Math.abs(media.DaysOnMarket - days)).toBeLessThanOrEqual(1);
    expect((await get('/listings/999999999')).statusCode).toBe(404);
  });

  it('compresses large answers', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `${SEARCH_BASE}/listings?limit=50`,
      headers: { authorization: `Bearer ${SEARCH_KEY}`, 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toMatchObject({ success: true });
    const brotli = await test.app.inject({
      method: 'GET',
      url: `${SEARCH_BASE}/listings?limit=50`,
      headers: { authorization: `Bearer ${SEARCH_KEY}`, 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(
      gunzipSync(response.rawPayload).toString(),
    );
  });

  it('gives search pages an ETag and answers 304 while the page is unchanged', async () => {
    const first = await get('/listings', 'limit=20&City=Sacramento');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await test.app.inject({
      method: 'GET',
      url: `${SEARCH_BASE}/listings?limit=20&City=Sacramento`,
      headers: { authorization: `Bearer ${SEARCH_KEY}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await get('/listings', 'limit=21&City=Sacramento')).headers.etag).not.toBe(etag);
  });
});
