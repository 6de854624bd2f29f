import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/helper';
import { parseListingQuery } from './listing-query';
import { SqlListingEngine } from './listing-sql.repository';
import { referenceSearch, type ReferenceRow } from './search-reference';
import { searchGet, searchTestApp } from './search-fixture';

const TEXT_FIELDS = [
  'City',
  'PostalCode',
  'CityRegion',
  'CountyOrParish',
  'PropertyType',
  'StandardStatus',
  'PropertySubType',
  'SubdivisionName',
  'UnparsedStreet',
  'ListAgentMlsId',
  'SchoolDistrict',
  'LeaseTerm',
  'Ownership',
  'BuildingName',
] as const;
const COLUMN: Record<string, keyof ReferenceRow> = {
  City: 'city',
  PostalCode: 'postal_code',
  CityRegion: 'city_region',
  CountyOrParish: 'county_or_parish',
  PropertyType: 'property_type',
  StandardStatus: 'standard_status',
  PropertySubType: 'property_sub_type',
  SubdivisionName: 'subdivision_name',
  UnparsedStreet: 'unparsed_street',
  ListAgentMlsId: 'list_agent_mls_id',
  SchoolDistrict: 'high_school_district',
  LeaseTerm: 'lease_term',
  Ownership: 'ownership',
  BuildingName: 'building_name',
};
const NUMBER_FIELDS = {
  ListPrice: [500, 3_000_000],
  BedroomsTotal: [0, 6],
  BathroomsTotalInteger: [0, 5],
  LivingArea: [400, 5000],
  YearBuilt: [1900, 2025],
  GarageSpaces: [0, 4],
  LotSizeAcres: [0, 20],
  TaxAnnualAmount: [0, 30_000],
} as const;
const FLAGS = ['CoolingYN', 'FireplaceYN', 'PoolPrivateYN', 'WaterfrontYN'] as const;
const LISTS = {
  InteriorFeatures: 'interior_features',
  ExteriorFeatures: 'exterior_features',
  View: 'view',
  Levels: 'levels',
  Cooling: 'cooling',
  PetsAllowed: 'pets_allowed',
} as const;
const SORTS = [
  'ListPrice',
  'OnMarketDate',
  'CloseDate',
  'ClosePrice',
  'BedroomsTotal',
  'LivingArea',
  'City',
  'PostalCode',
  'ListingId',
  'YearBuilt',
  'id',
];

function distinct(rows: readonly ReferenceRow[], column: keyof ReferenceRow): string[] {
  const values = new Set<string>();
  for (const row of rows) {
    const value = row[column];
    if (Array.isArray(value)) value.forEach((item) => values.add(String(item)));
    else if (value !== null && value !== undefined) values.add(String(value));
  }
  return [...values].sort();
}

/** Random query strings built from the data's own values. */
function queryArbitrary(rows: readonly ReferenceRow[]) {
  const pairs: fc.Arbitrary<[string, string]>[] = [];
  for (const field of TEXT_FIELDS) {
    const values = distinct(rows, COLUMN[field]!);
    const value = fc
      .tuple(fc.constantFrom(...values), fc.boolean())
      .map(([v, upper]) => (upper ? v.toUpperCase() : v));
    pairs.push(
      fc
        .tuple(fc.constantFrom('', '[ne]', '.ne'), fc.constantFrom(...values))
        .map(([op, v]) => [`${field}${op}`, v]),
      fc
        .tuple(
          fc.constantFrom('[in]', '[nin]'),
          fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 4 }),
        )
        .map(([op, v]) => [`${field}${op}`, v.join(',')]),
      fc.tuple(value, fc.nat(3)).map(([v, n]) => [`${field}[like]`, v.slice(n, n + 3) || v]),
      fc.boolean().map((b) => [`${field}[exists]`, String(b)]),
    );
  }
  for (const [field, [min, max]] of Object.entries(NUMBER_FIELDS)) {
    pairs.push(
      fc
        .tuple(fc.constantFrom('gte', 'lte', 'gt', 'lt', 'eq', 'ne'), fc.integer({ min, max }))
        .map(([op, v]) => [`${field}[${op}]`, String(v)]),
    );
  }
  pairs.push(
    fc
      .uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 3 })
      .map((v) => ['BedroomsTotal[in]', v.join(',')]),
  );
  for (const flag of FLAGS)
    pairs.push(fc.constantFrom('true', 'false', '1', '0').map((v) => [flag, v]));
  for (const [field, column] of Object.entries(LISTS)) {
    const values = distinct(rows, column);
    pairs.push(
      fc
        .tuple(fc.constantFrom('', '[ne]', '[in]', '[nin]'), fc.constantFrom(...values))
        .map(([op, v]) => [`${field}${op}`, v]),
    );
  }
  pairs.push(fc.boolean().map((b) => ['OpenHouse', String(b)]));
  pairs.push(
    fc.constantFrom('2024-01-01', '2025-06-01', '2025-12-31').map((d) => ['OnMarketDate[gte]', d]),
  );
  pairs.push(fc.boolean().map((b) => ['VirtualTourURLBranded[exists]', String(b)]));
  const lat = fc.double({ min: 38.3, max: 39.3, noNaN: true });
  const lon = fc.double({ min: -121.9, max: -120.9, noNaN: true });
  const areas: fc.Arbitrary<[string, string][]>[] = [
    fc
      .tuple(lat, lat, lon, lon)
      .map(([a, b, c, d]) => [
        ['box', `${Math.min(c, d)},${Math.min(a, b)},${Math.max(c, d)},${Math.max(a, b)}`],
      ]),
    fc
      .tuple(lat, lon, fc.double({ min: 0.5, max: 20, noNaN: true }), fc.boolean())
      .map(([y, x, r, km]) => [
        ['near', `${y},${x}`],
        ['radius', `${r.toFixed(2)}${km ? 'km' : ''}`],
      ]),
    fc
      .array(fc.tuple(lon, lat), { minLength: 3, maxLength: 6 })
      .map((ring) => [['poly', [...ring, ring[0]!].map(([x, y]) => `${x} ${y}`).join(',')]]),
    fc
      .tuple(fc.constantFrom('9qc', '9qd', '9q9'), fc.constantFrom('x', 'r', 'p', 'w'))
      .map(([a, b]) => [['geohash', `${a}${b},${a}${b}`]]),
  ];
  return fc
    .record({
      filters: fc.uniqueArray(fc.oneof(...pairs), {
        maxLength: 4,
        selector: ([key]) => key.replace(/[[.].*$/, '') + key,
      }),
      area: fc.option(fc.oneof(...areas), { nil: [] }),
      sortBy: fc.constantFrom(...SORTS),
      order: fc.constantFrom('asc', 'desc'),
      limit: fc.integer({ min: 0, max: 200 }),
      offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1500 })),
    })
    .map(({ filters, area, sortBy, order, limit, offset }) => {
      const parts = [...filters, ...area].map(
        ([key, value]) =>
          `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value)}`,
      );
      return [
        ...parts,
        `sortBy=${sortBy}`,
        `order=${order}`,
        `limit=${limit}`,
        `offset=${offset}`,
      ].join('&');
    });
}

describe.each(testDatabaseKinds())('listing search against a plain reference (%s)', (kind) => {
  let test: TestApp;
  let rows: ReferenceRow[];

  beforeAll(async () => {
    test = await searchTestApp(kind);
    rows = (await sql<ReferenceRow>`select * from listings`.execute(test.database.db)).rows;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('the API (in-memory index) gives the same bundle ids, total and bounds', async () => {
    await fc.assert(
      fc.asyncProperty(queryArbitrary(rows), async (queryString) => {
        const response = await searchGet(test.app, '/listings', `${queryString}&fields=ListingId`);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<{ bundle: { id: string }[]; total: number; bounds: unknown }>();
        const query = parseListingQuery(Object.fromEntries(new URLSearchParams(queryString)));
        if (query instanceof Error) throw query;
        const expected = referenceSearch(rows, query, new Date());
        expect({
          ids: body.bundle.map((record) => record.id),
          total: body.total,
          bounds: body.bounds,
        }).toEqual(expected);
      }),
      { numRuns: 120 },
    );
  }, 180_000);

  it('both engines leave out what a self-crossing ring covers twice (even-odd rule)', async () => {
    // A pentagram over the fixture's region: its centre is inside the ring twice.
    const [lat, lon, radius] = [38.7, -121.3, 0.6];
    const star = [0, 2, 4, 1, 3, 0].map((k) => {
      const angle = Math.PI / 2 + (k * 2 * Math.PI) / 5;
      return `${lon + radius * Math.cos(angle)} ${lat + radius * Math.sin(angle)}`;
    });
    const query = parseListingQuery({ poly: star.join(','), limit: '200' });
    if (query instanceof Error) throw query;
    const now = new Date();
    const expected = referenceSearch(rows, query, now);
    expect(await new SqlListingEngine(test.database.db).search(query, now)).toEqual(expected);
    const body = (
      await searchGet(test.app, '/listings', `poly=${star.join(',')}&limit=200&fields=id`)
    ).json<{ total: number }>();
    expect(body.total).toBe(expected.total);
    // The centre itself is out.
    const centre = rows.filter(
      (row) =>
        Math.abs(Number(row.latitude) - lat) < 0.05 && Math.abs(Number(row.longitude) - lon) < 0.05,
    );
    const inside = new Set(expected.ids);
    expect(centre.some((row) => inside.has(String(row.id)))).toBe(false);
  });

  it('the SQL engine gives the same page, total and bounds', async () => {
    const engine = new SqlListingEngine(test.database.db);
    await fc.assert(
      fc.asyncProperty(queryArbitrary(rows), async (queryString) => {
        const query = parseListingQuery(Object.fromEntries(new URLSearchParams(queryString)));
        if (query instanceof Error) throw query;
        const now = new Date();
        expect(await engine.search(query, now)).toEqual(referenceSearch(rows, query, now));
      }),
      // The SQL engine is the fallback and reads every row per case: fewer cases keep it in time.
      { numRuns: 25 },
    );
    // A full-table read per case: some random cases are slow on a loaded machine.
  }, 600_000);
});
