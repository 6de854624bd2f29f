import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { oracleMonth, type OracleListing, type OracleMonth } from '../../../test/market-oracle';
import { seedDemoData } from '../../seed/seed';
import { runMarketJob } from './market-scheduler';

const GROUPS = ['all', 'single-family', 'condo-townhouse', 'lease'] as const;
// Low, so that the oracle checks the medians and averages of most months that had a sale.
const MINIMUM_SALES = 2;

interface ApiMonth extends OracleMonth {
  month: string;
  group: string;
  enoughSales: boolean;
}

/**
 * Every listing of the database, with its original list price and status history, and every
 * listing that left it (market_gone_listings: expired, withdrawn, canceled or removed).
 */
async function rawListings(t: TestApp): Promise<OracleListing[]> {
  const { rows } = await sql<{
    id: string;
    property_type: string;
    property_sub_type: string | null;
    standard_status: string;
    close_date: string | null;
    close_price: string | null;
    list_price: string;
    original: unknown;
    on_market_date: string;
    county_or_parish: string | null;
    city: string | null;
    postal_code: string | null;
    history: [string, string][] | null;
  }>`select l.id, l.property_type, l.property_sub_type, l.standard_status,
      l.close_date::text as close_date, l.close_price, l.list_price, l.original,
      l.on_market_date::text as on_market_date, l.county_or_parish, l.city, l.postal_code,
      (select json_agg(json_build_array(h.standard_status, h.entered_on::text)
        order by h.entered_on, h.seq) from listing_status_history h where h.listing_id = l.id) as history
    from (
      select l.id, l.property_type, l.property_sub_type, l.standard_status, l.close_date,
        l.close_price, l.list_price, r.record->'OriginalListPrice' as original, l.on_market_date,
        l.county_or_parish, l.city, l.postal_code
      from listings l left join listing_records r on r.listing_id = l.id
      union all
      select g.id, g.property_type, g.property_sub_type, g.standard_status, g.close_date,
        g.close_price, g.list_price, to_jsonb(g.original_list_price), g.on_market_date,
        g.county_or_parish, g.city, g.postal_code
      from market_gone_listings g
    ) l`.execute(t.database.db);
  return rows.map((row) => ({
    id: row.id,
    propertyType: row.property_type,
    propertySubType: row.property_sub_type,
    status: row.standard_status,
    closeDate: row.close_date,
    closePrice: row.close_price === null ? null : Number(row.close_price),
    listPrice: Number(row.list_price),
    originalListPrice: typeof row.original === 'number' ? row.original : null,
    onMarketDate: row.on_market_date,
    county: row.county_or_parish,
    city: row.city,
    zip: row.postal_code,
    history: row.history ?? [],
  }));
}

function expectSame(api: ApiMonth, oracle: OracleMonth, label: string): void {
  expect(api.closedSales, `${label} closedSales`).toBe(oracle.closedSales);
  expect(api.newListings, `${label} newListings`).toBe(oracle.newListings);
  expect(api.pendingSales, `${label} pendingSales`).toBe(oracle.pendingSales);
  expect(api.inventory, `${label} inventory`).toBe(oracle.inventory);
  const close = (actual: number | null, expected: number | null, name: string) => {
    if (expected === null) expect(actual, `${label} ${name}`).toBeNull();
    else expect(actual, `${label} ${name}`).toBeCloseTo(expected, 1);
  };
  close(api.monthsSupply, oracle.monthsSupply, 'monthsSupply');
  const enough = oracle.closedSales >= MINIMUM_SALES;
  expect(api.enoughSales, `${label} enoughSales`).toBe(enough);
  close(api.medianSalesPrice, enough ? oracle.medianSalesPrice : null, 'medianSalesPrice');
  close(api.averageSalesPrice, enough ? oracle.averageSalesPrice : null, 'averageSalesPrice');
  close(api.medianDaysOnMarket, enough ? oracle.medianDaysOnMarket : null, 'medianDaysOnMarket');
  close(
    api.percentOfListPriceReceived,
    enough ? oracle.percentOfListPriceReceived : null,
    'percentOfListPriceReceived',
  );
}

describe.each(testDatabaseKinds())('market statistics API (%s)', (kind) => {
  let t: TestApp;
  let areas: { type: string; name: string }[];

  const get = async (path: string) => t.app.inject({ method: 'GET', url: path });

  async function checkAgainstOracle(runs: number): Promise<void> {
    const listings = await rawListings(t);
    // The area type first, so the region and the counties (the most sales) come up often.
    const byType = ['region', 'county', 'city', 'zip'].map((type) =>
      areas.filter((area) => area.type === type),
    );
    const arbitrary = fc.record({
      area: fc
        .constantFrom(...byType.filter((list) => list.length > 0))
        .chain((list) => fc.constantFrom(...list)),
      group: fc.constantFrom(...GROUPS),
      back: fc.integer({ min: 0, max: 40 }),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ area, group, back }) => {
        const response = await get(
          `/api/market/${area.type}/${encodeURIComponent(area.name)}?months=${back + 1}&group=${group}`,
        );
        expect(response.statusCode).toBe(200);
        const body = response.json<{ months: ApiMonth[] }>();
        const first = body.months[0];
        if (!first) return; // the area has no listing of this group
        expectSame(
          first,
          oracleMonth(listings, area, group, first.month, true),
          `${area.type} ${area.name} ${group} ${first.month}`,
        );
      }),
      { numRuns: runs, seed: 46 },
    );
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { settings: { marketMinimumSales: MINIMUM_SALES } });
    await seedDemoData(t.database.db, {
      listings: 300,
      marketHistory: 900,
      offices: 4,
      agents: 12,
      seed: 46,
      quiet: true,
    });
    const body = (await get('/api/market')).json<{ areas: { type: string; name: string }[] }>();
    areas = body.areas;
  }, 300_000);
  afterAll(async () => t?.close());

  it('lists the region, counties, cities and ZIP codes', () => {
    const types = new Set(areas.map((area) => area.type));
    expect([...types].sort()).toEqual(['city', 'county', 'region', 'zip']);
  });

  it('agrees with the oracle for random areas, groups and months', async () => {
    await checkAgainstOracle(60);
  }, 300_000);

  it('gives 24 months by default and any span with from and to', async () => {
    const region = (await get('/api/market/region/all?group=all')).json<{
      lastMonth: string;
      months: ApiMonth[];
    }>();
    expect(region.months).toHaveLength(24);
    expect(region.months.at(-1)?.month).toBe(region.lastMonth);
    const span = (await get('/api/market/region/all?from=2024-01&to=2024-03')).json<{
      months: ApiMonth[];
    }>();
    expect([...new Set(span.months.map((m) => m.month))]).toEqual([
      '2024-01',
      '2024-02',
      '2024-03',
    ]);
  });

  it('reads the stored figures with an ETag: a repeat answers 304 without a body', async () => {
    const first = await get('/api/market/region/all?months=12');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toContain('max-age=');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/market/region/all?months=12',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('finds an area whatever the case of its name', async () => {
    const city = areas.find((area) => area.type === 'city') as { name: string };
    const response = await get(`/api/market/city/${encodeURIComponent(city.name.toUpperCase())}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ area: { name: string } }>().area.name).toBe(city.name);
  });

  it('answers 400 naming the field for bad input and 404 for an unknown area', async () => {
    const bad = [
      ['/api/market/planet/Davis', 'areaType'],
      ['/api/market/region/all?months=0', 'months'],
      ['/api/market/region/all?months=abc', 'months'],
      ['/api/market/region/all?from=2024-13', 'from'],
      ['/api/market/region/all?from=2024-05&to=2024-01', 'from'],
      ['/api/market/region/all?months=3&from=2024-01', 'months'],
      ['/api/market/region/all?group=castle', 'group'],
    ] as const;
    for (const [url, field] of bad) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ field?: string; message: string }>().field ?? '', url).toContain(
        field,
      );
    }
    const unknown = await get('/api/market/city/Atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('market_area_not_found');
  });

  it('counts listings that never sold in the inventory of the months they were for sale, not as sales', async () => {
    const listings = await rawListings(t);
    const unsold = listings.filter((l) => ['Expired', 'Withdrawn', 'Canceled'].includes(l.status));
    // The demo's five years hold about 0.27 unsold listings per sale, of each ending.
    expect(new Set(unsold.map((l) => l.status))).toEqual(
      new Set(['Expired', 'Withdrawn', 'Canceled']),
    );
    const region = { type: 'region', name: 'all' };
    const lastMonth = (await get('/api/market/region/all?months=1')).json<{ lastMonth: string }>()
      .lastMonth;
    // A month-end at which some of them were for sale: the figures count them, as the oracle does.
    const forSaleAt = (l: OracleListing, day: string) =>
      l.history.filter(([, on]) => on <= day).at(-1)?.[0] === 'Active';
    const month = ['-06', '-18', '-30']
      .map((back) => {
        const [year, mon] = lastMonth.split('-').map(Number) as [number, number];
        const date = new Date(Date.UTC(year, mon - 1 + Number(back), 1));
        return date.toISOString().slice(0, 7);
      })
      .find((m) => {
        const end = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0));
        return unsold.some((l) => forSaleAt(l, end.toISOString().slice(0, 10)));
      });
    expect(month).toBeDefined();
    const body = (await get(`/api/market/region/all?from=${month}&to=${month}&group=all`)).json<{
      months: ApiMonth[];
    }>();
    const figures = body.months[0] as ApiMonth;
    const withThem = oracleMonth(listings, region, 'all', month as string, true);
    const withoutThem = oracleMonth(
      listings.filter((l) => !unsold.includes(l)),
      region,
      'all',
      month as string,
      true,
    );
    expectSame(figures, withThem, `region ${month}`);
    expect(withThem.inventory).toBeGreaterThan(withoutThem.inventory);
    expect(withThem.closedSales).toBe(withoutThem.closedSales);
  });

  it('follows listing writes: marked area-months are computed again by the job', async () => {
    // A sale closes (with an earlier date, as a late record would), a listing goes under
    // contract, another moves town: the job computes the touched area-months again.
    const { rows: closing } = await sql<{ id: string }>`select id from listings
      where standard_status = 'Pending' and property_type = 'RESI' order by id limit 3`.execute(
      t.database.db,
    );
    for (const [index, row] of closing.entries()) {
      await sql`update listings set standard_status = 'Closed',
        close_date = (date_trunc('month', current_date) - interval '${sql.raw(String(index + 1))} months' + interval '3 days')::date,
        close_price = list_price * 0.98 where id = ${row.id}`.execute(t.database.db);
    }
    await sql`update listings set standard_status = 'Active Under Contract'
      where id = (select min(id) from listings where standard_status = 'Active' and property_type = 'RESI')`.execute(
      t.database.db,
    );
    await sql`update listings set city = 'Davis', county_or_parish = 'Yolo', postal_code = '95616'
      where id = (select min(id) from listings where standard_status = 'Closed' and property_type = 'RESI'
        and city <> 'Davis')`.execute(t.database.db);
    // A listing for sale since before last month leaves the feed: it stays in that inventory.
    const { rows: leaving } = await sql<{ id: string; city: string }>`select id, city from listings
      where standard_status = 'Active' and property_type = 'RESI'
        and on_market_date < date_trunc('month', current_date) - interval '1 month'
      order by id desc limit 1`.execute(t.database.db);
    const left = leaving[0] as { id: string; city: string };
    const before = (
      await get(`/api/market/city/${encodeURIComponent(left.city)}?months=1&group=all`)
    ).json<{ months: ApiMonth[] }>().months[0];
    await sql`delete from listings where id = ${left.id}`.execute(t.database.db);
    // The writes logged the areas they touched and the first month they may have changed.
    const logged = await t.database.db
      .selectFrom('market_dirty_ranges')
      .select(['county', 'city', 'zip', 'from_month'])
      .execute();
    expect(logged.map((row) => row.city)).toContain('Davis');
    const result = await runMarketJob(t.database.db, t.config, new Date());
    expect(result.computed).toBeGreaterThan(0);
    const after = (
      await get(`/api/market/city/${encodeURIComponent(left.city)}?months=1&group=all`)
    ).json<{ months: ApiMonth[] }>().months[0];
    expect(after?.inventory).toBe(before?.inventory);
    const body = (await get('/api/market')).json<{ areas: { type: string; name: string }[] }>();
    areas = body.areas;
    await checkAgainstOracle(40);
  }, 300_000);
});
