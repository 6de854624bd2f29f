import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryArbitrary } from '../../../test/listing-query-arbitrary';
import type { TestApp } from '../../../test/helper';
import { parseListingQuery, type ListingFilter } from '../search/listing-query';
import { compileRowFilter, PreparedRow } from '../search/listing-row-filter';
import type { ReferenceRow } from '../../../test/search-reference';
import { searchTestApp } from '../../../test/search-fixture';
import { SavedSearchMatcher, type ListingChange, type SearchMatch } from './alert-matcher';

/**
 * Every search tested against every changed listing with the rules alone, with no index, no
 * bounds and nothing settled by a bucket: what the indexed matcher must find, no more, no less.
 */
function matchEverySearch(
  searches: readonly { id: string; filter: ListingFilter }[],
  changes: readonly ListingChange[],
  now: Date,
): SearchMatch[] {
  const out: SearchMatch[] = [];
  for (const { id, filter } of searches) {
    const test = compileRowFilter(filter);
    for (const change of changes) {
      if (!change.after || !test(new PreparedRow(change.after, now))) continue;
      const before = change.before !== null && test(new PreparedRow(change.before, now));
      out.push({ searchId: id, listingId: change.id, matchedBefore: before });
    }
  }
  return out;
}

const order = (a: SearchMatch, b: SearchMatch) =>
  Number(a.searchId) - Number(b.searchId) || Number(a.listingId) - Number(b.listingId);

/** A few prices that both searches and changes use, so that a limit and a price often meet. */
const PRICES = [0, 250_000, 499_000, 500_000, 500_001, 750_000, 1_000_000];

/** Saved searches as people make them: a place, price and bedroom ranges, types and statuses. */
function savedSearchArbitrary(rows: readonly ReferenceRow[]): fc.Arbitrary<string> {
  const values = (column: keyof ReferenceRow) => [
    ...new Set(rows.map((row) => row[column]).filter((v) => v !== null && v !== '')),
  ];
  const cased = (list: unknown[]) =>
    fc
      .tuple(fc.constantFrom(...list.map(String)), fc.boolean())
      .map(([value, upper]) => (upper ? value.toUpperCase() : value));
  const placed = rows.filter((row) => row.latitude !== null && row.longitude !== null);
  const centre = fc.constantFrom(...placed);
  // Limits that changed listings' prices meet exactly, as well as round ones.
  const price = fc.oneof(fc.constantFrom(...PRICES), fc.integer({ min: 0, max: 2_000_000 }));
  const count = fc.integer({ min: 0, max: 6 });
  const place: fc.Arbitrary<string[]> = fc.oneof(
    cased(values('city')).map((city) => [`City=${encodeURIComponent(city)}`]),
    fc
      .uniqueArray(cased(values('city')), { minLength: 1, maxLength: 3 })
      .map((cities) => [`City[in]=${cities.map(encodeURIComponent).join(',')}`]),
    cased(values('postal_code')).map((code) => [`PostalCode=${code}`]),
    fc
      .tuple(centre, fc.double({ min: 0.05, max: 60, noNaN: true }))
      .map(([row, miles]) => [`near=${row.latitude},${row.longitude}`, `radius=${miles}`]),
    fc
      .tuple(centre, fc.double({ min: 0.001, max: 1.5, noNaN: true }), fc.nat(5))
      .map(([row, size, turn]) => {
        const ring = [0, 1, 2, 3, 4, 5].map((k) => {
          const angle = ((k + turn / 6) / 6) * 2 * Math.PI;
          return `${row.longitude! + size * Math.cos(angle)} ${row.latitude! + size * Math.sin(angle)}`;
        });
        return [`poly=${encodeURIComponent([...ring, ring[0]].join(','))}`];
      }),
    fc
      .tuple(centre, fc.double({ min: 0, max: 0.8, noNaN: true }))
      .map(([row, size]) => [
        `box=${row.longitude! - size},${row.latitude! - size},${row.longitude! + size},${row.latitude! + size}`,
      ]),
    fc.constant<string[]>([]),
    fc.constant<string[]>([]),
  );
  const range = (field: string, value: fc.Arbitrary<number>) =>
    fc
      .tuple(fc.constantFrom('gte', 'lte', 'gt', 'lt', 'eq', 'ne'), value)
      .map(([op, v]) => `${field}[${op}]=${v}`);
  return fc
    .record({
      place,
      filters: fc.array(
        fc.oneof(
          range('ListPrice', price),
          range('BedroomsTotal', count),
          range('BathroomsTotalInteger', count),
          fc
            .uniqueArray(count, { minLength: 1, maxLength: 3 })
            .map((beds) => `BedroomsTotal[in]=${beds.join(',')}`),
          fc
            .uniqueArray(cased(values('property_type')), { minLength: 1, maxLength: 3 })
            .map((types) => `PropertyType[in]=${types.join(',')}`),
          cased(values('property_type')).map((type) => `PropertyType=${type}`),
          fc
            .uniqueArray(cased(values('standard_status')), { minLength: 1, maxLength: 3 })
            .map((statuses) => `StandardStatus[in]=${encodeURIComponent(statuses.join(','))}`),
          cased(values('postal_code')).map((code) => `PostalCode[in]=${code}`),
          fc.boolean().map((open) => `OpenHouse=${open}`),
        ),
        { maxLength: 5 },
      ),
    })
    .map(({ place, filters }) => [...place, ...filters].join('&'));
}

/** A listing as changed: new, or one whose price, place, type, status or display changed. */
function changeArbitrary(rows: readonly ReferenceRow[]): fc.Arbitrary<ListingChange> {
  const values = (column: keyof ReferenceRow) => [
    ...new Set(rows.map((row) => row[column]).filter((v): v is string => typeof v === 'string')),
  ];
  // Loosely typed: a change may give a column a value (null) that the data never has.
  const edits: fc.Arbitrary<Record<string, unknown>>[] = [
    fc
      .oneof(fc.constantFrom(...PRICES), fc.integer({ min: 0, max: 3_000_000 }))
      .map((price) => ({ list_price: String(price) })),
    fc.constant({ list_price: null }),
    fc.constantFrom(...values('standard_status')).map((s) => ({ standard_status: s })),
    fc.constantFrom(...values('property_type')).map((t) => ({ property_type: t })),
    fc.constantFrom(...values('city')).map((city) => ({ city })),
    fc.constantFrom(...values('postal_code')).map((code) => ({ postal_code: code })),
    fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }).map((beds) => ({
      bedrooms_total: beds,
    })),
    fc
      .tuple(
        fc.double({ min: 38.3, max: 39.3, noNaN: true }),
        fc.double({ min: -121.9, max: -120.9, noNaN: true }),
      )
      .map(([latitude, longitude]) => ({ latitude, longitude })),
    fc.constant({ latitude: null, longitude: null }),
    fc.boolean().map((shown) => ({ internet_address_display_yn: shown })),
    fc.boolean().map((shown) => ({ internet_entire_listing_display_yn: shown })),
  ];
  return fc
    .record({
      row: fc.constantFrom(...rows),
      asNew: fc.boolean(),
      edit: fc.array(fc.oneof(...edits), { minLength: 1, maxLength: 3 }),
      // Prices that the searches' limits often meet exactly, before and after.
      prices: fc.tuple(
        fc.option(fc.constantFrom(...PRICES)),
        fc.option(fc.constantFrom(...PRICES)),
      ),
    })
    .map(({ row, asNew, edit, prices: [was, is] }) => {
      const before = was === null ? row : { ...row, list_price: String(was) };
      const after = { ...before, ...Object.assign({}, ...edit) } as ReferenceRow;
      return {
        id: String(row.id),
        before: asNew ? null : before,
        after: is === null ? after : { ...after, list_price: String(is) },
      };
    });
}

describe('the indexed saved-search matcher', () => {
  let test: TestApp;
  let rows: ReferenceRow[];

  beforeAll(async () => {
    test = await searchTestApp('pglite', {}, 400);
    rows = (await sql<ReferenceRow>`select * from listings order by id`.execute(test.database.db))
      .rows;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('finds what testing every search against every changed listing finds', () => {
    const now = new Date();
    fc.assert(
      fc.property(
        fc.array(fc.oneof(savedSearchArbitrary(rows), queryArbitrary(rows)), {
          minLength: 1,
          maxLength: 80,
        }),
        fc.uniqueArray(changeArbitrary(rows), {
          minLength: 1,
          maxLength: 40,
          selector: (change) => change.id,
        }),
        (texts, changes) => {
          const searches = texts.map((text, n) => {
            const filter = parseListingQuery(Object.fromEntries(new URLSearchParams(text)));
            if (filter instanceof Error) throw filter;
            return { id: String(n), filter };
          });
          const found = [...new SavedSearchMatcher(searches).match(changes, now)];
          expect(found.sort(order)).toEqual(matchEverySearch(searches, changes, now).sort(order));
        },
      ),
      { numRuns: 300 },
    );
  }, 300_000);
});
