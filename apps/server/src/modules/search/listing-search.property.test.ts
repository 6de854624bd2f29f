import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/helper';
import { parseListingQuery } from './listing-query';
import { prepareSqlSearch, SQL_SEARCH_INDEXES, SQL_SEARCH_STATISTICS } from './listing-sql-indexes';
import { SqlListingEngine } from './listing-sql.repository';
import { referenceSearch, type ReferenceRow } from '../../../test/search-reference';
import { searchGet, searchTestApp } from '../../../test/search-fixture';
import { queryArbitrary } from '../../../test/listing-query-arbitrary';

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
        const expected = referenceSearch(rows, queryString, new Date());
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
    const queryString = `poly=${star.join(',')}&limit=200`;
    const query = parseListingQuery(Object.fromEntries(new URLSearchParams(queryString)));
    if (query instanceof Error) throw query;
    const now = new Date();
    const expected = referenceSearch(rows, queryString, now);
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
        expect(await engine.search(query, now)).toEqual(referenceSearch(rows, queryString, now));
      }),
      // The SQL engine is the fallback and reads every row per case: fewer cases keep it in time.
      { numRuns: 25 },
    );
    // A full-table read per case: some random cases are slow on a loaded machine.
  }, 600_000);

  it('the SQL engine gives the same answers through its own indexes', async () => {
    const db = test.database.db;
    expect(await prepareSqlSearch(db, test.database.kind)).toEqual([
      ...SQL_SEARCH_INDEXES.map(([name]) => name),
      ...SQL_SEARCH_STATISTICS.map(([name]) => name),
    ]);
    // Made once: a second start finds them.
    expect(await prepareSqlSearch(db, test.database.kind)).toEqual([]);
    const viewportString =
      'box=-121.45,38.55,-121.30,38.70&StandardStatus[in]=Active,Pending&sortBy=OnMarketDate';
    const viewport = parseListingQuery(Object.fromEntries(new URLSearchParams(viewportString)));
    if (viewport instanceof Error) throw viewport;
    await db.transaction().execute(async (trx) => {
      // Every plan that can use an index does (the fixture is small enough for a table scan).
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from listings
        where internet_entire_listing_display_yn and internet_address_display_yn
        and point(longitude, latitude) <@ box(point(-121.45, 38.55), point(-121.30, 38.70))`.execute(
        trx,
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'listings_search_point_idx',
      );
      const engine = new SqlListingEngine(trx);
      const now = new Date();
      expect(await engine.search(viewport, now)).toEqual(
        referenceSearch(rows, viewportString, now),
      );
      await fc.assert(
        fc.asyncProperty(queryArbitrary(rows), async (queryString) => {
          const query = parseListingQuery(Object.fromEntries(new URLSearchParams(queryString)));
          if (query instanceof Error) throw query;
          expect(await engine.search(query, now)).toEqual(referenceSearch(rows, queryString, now));
        }),
        { numRuns: 15 },
      );
    });
  }, 600_000);

  it('the SQL engine keeps an answer only until the listings change', async () => {
    const db = test.database.db;
    const engine = new SqlListingEngine(db, { cacheResults: true });
    const query = parseListingQuery({ 'ListPrice[gte]': '5000000', sortBy: 'ListPrice' });
    if (query instanceof Error) throw query;
    const now = new Date();
    const before = await engine.search(query, now);
    expect(await engine.search(query, now)).toBe(before);
    const cheapest = rows
      .filter((row) => row.internet_entire_listing_display_yn)
      .sort((a, b) => Number(a.list_price) - Number(b.list_price))[0]!;
    await sql`update listings set list_price = 99000000 where id = ${cheapest.id}`.execute(db);
    try {
      const after = await engine.search(query, now);
      expect(after.total).toBe(before.total + 1);
      expect(after.ids[0]).toBe(String(cheapest.id));
    } finally {
      await sql`update listings set list_price = ${cheapest.list_price} where id = ${cheapest.id}`.execute(
        db,
      );
    }
  });
});
