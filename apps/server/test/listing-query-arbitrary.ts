/** Random listing search query strings built from the data's own values, for property tests. */
import fc from 'fast-check';
import type { ReferenceRow } from './search-reference';

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
export function queryArbitrary(rows: readonly ReferenceRow[]) {
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
