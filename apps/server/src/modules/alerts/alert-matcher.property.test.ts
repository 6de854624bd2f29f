import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryArbitrary } from '../../../test/listing-query-arbitrary';
import { testDatabaseKinds, type TestApp } from '../../../test/helper';
import type { ListingSearchEngine } from '../search/listing-engine';
import { parseListingQuery, type ListingQuery } from '../search/listing-query';
import type { ReferenceRow } from '../../../test/search-reference';
import { referenceSqlEngine, searchTestApp } from '../../../test/search-fixture';
import { SavedSearchMatcher } from './alert-matcher';

type Change = Partial<ReferenceRow>;

/** Random changes of the fields searches filter on, with values from the data. */
function changeArbitrary(rows: readonly ReferenceRow[]): fc.Arbitrary<Change> {
  const values = (column: keyof ReferenceRow) => [
    ...new Set(rows.map((row) => row[column]).filter((v) => v !== null)),
  ];
  const now = Date.now();
  const parts: fc.Arbitrary<Change>[] = [
    fc.integer({ min: 500, max: 3_000_000 }).map((price) => ({ list_price: String(price) })),
    fc.constantFrom(...values('standard_status')).map((s) => ({ standard_status: s }) as Change),
    fc.constantFrom(...values('property_type')).map((t) => ({ property_type: t }) as Change),
    fc.constantFrom(...values('city')).map((city) => ({ city }) as Change),
    fc.integer({ min: 0, max: 6 }).map((beds) => ({ bedrooms_total: beds })),
    fc
      .tuple(
        fc.double({ min: 38.3, max: 39.3, noNaN: true }),
        fc.double({ min: -121.9, max: -120.9, noNaN: true }),
      )
      .map(([latitude, longitude]) => ({ latitude, longitude })),
    fc.option(fc.integer({ min: -3, max: 10 }), { nil: null }).map((days) => ({
      next_open_house_at: days === null ? null : new Date(now + days * 86_400_000),
    })),
    fc
      .option(fc.constant('https://tour.example/1'), { nil: null })
      .map((url) => ({ virtual_tour_url_branded: url })),
    fc.boolean().map((shown) => ({ internet_address_display_yn: shown })),
    fc.boolean().map((shown) => ({ internet_entire_listing_display_yn: shown })),
  ];
  return fc
    .array(fc.oneof(...parts), { minLength: 1, maxLength: 3 })
    .map((list) => Object.assign({}, ...list) as Change);
}

async function matchingIds(
  engine: ListingSearchEngine,
  queries: readonly ListingQuery[],
  now: Date,
): Promise<Set<string>[]> {
  return Promise.all(
    queries.map(
      async (query) =>
        new Set((await engine.search({ ...query, limit: 100_000, offset: 0 }, now)).ids),
    ),
  );
}

describe.each(testDatabaseKinds())('the saved-search matcher (%s)', (kind) => {
  let test: TestApp;
  let rows: ReferenceRow[];

  beforeAll(async () => {
    test = await searchTestApp(kind, {}, 400);
    rows = (await sql<ReferenceRow>`select * from listings order by id`.execute(test.database.db))
      .rows;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('finds what running each search before and after a change finds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(queryArbitrary(rows), { minLength: 1, maxLength: 6 }),
        fc.nat(rows.length - 1),
        fc.boolean(),
        changeArbitrary(rows),
        async (texts, pick, asNew, change) => {
          const queries = texts.map((text) => {
            const query = parseListingQuery(Object.fromEntries(new URLSearchParams(text)));
            if (query instanceof Error) throw query;
            return query;
          });
          const now = new Date();
          const source = rows[pick]!;
          const db = test.database.db;
          // The SQL engine as the reference, asked afresh each time (no kept answers).
          const engine = referenceSqlEngine(test);
          const before = await matchingIds(engine, queries, now);
          let id = String(source.id);
          if (asNew) {
            const { id: _id, ...copy } = { ...source, ...change };
            const inserted = await db
              .insertInto('listings')
              .values({ ...copy, listing_key: `new-${pick}`, listing_id: `N${pick}` } as never)
              .returning('id')
              .executeTakeFirstOrThrow();
            id = String(inserted.id);
          } else {
            await db
              .updateTable('listings')
              .set(change as never)
              .where('id', '=', source.id)
              .execute();
          }
          try {
            const after = await matchingIds(engine, queries, now);
            const afterRow = (
              await sql<ReferenceRow>`select * from listings where id = ${id}`.execute(db)
            ).rows[0]!;
            const matcher = new SavedSearchMatcher(
              queries.map((filter, n) => ({ id: String(n), filter })),
            );
            const found = matcher.match(
              [{ id, before: asNew ? null : source, after: afterRow }],
              now,
            );
            const expected = queries.flatMap((_, n) =>
              after[n]!.has(id)
                ? [{ searchId: String(n), listingId: id, matchedBefore: before[n]!.has(id) }]
                : [],
            );
            expect([...found].sort((a, b) => Number(a.searchId) - Number(b.searchId))).toEqual(
              expected,
            );
          } finally {
            // The data goes back as it was for the next case.
            if (asNew) await db.deleteFrom('listings').where('id', '=', id).execute();
            else {
              const { id: _id, ...original } = source;
              await db
                .updateTable('listings')
                .set(original as never)
                .where('id', '=', source.id)
                .execute();
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 300_000);
});
