import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/helper';
import { recordListingView } from './listing-stats.repository';
import { referenceMatch, type ReferenceRow } from '../../../test/search-reference';
import { searchGet, searchTestApp } from '../../../test/search-fixture';

type Page = { bundle: Record<string, unknown>[]; total: number; bounds: unknown };
type Clusters = {
  bundle: {
    key: string;
    doc_count: number;
    lat: number;
    lon: number;
    bounds: Record<string, number>;
  }[];
  total: number;
};
type Suggestions = { bundle: Record<string, { value: string; count: number; id?: string }[]> };

describe.each(testDatabaseKinds())(
  'listing display rules, clusters, suggestions, stats (%s)',
  (kind) => {
    let test: TestApp;
    let rows: ReferenceRow[];
    const get = (path: string, query = '') => searchGet(test.app, path, query);

    beforeAll(async () => {
      test = await searchTestApp(kind);
      // Make the display rules visible in a small set: some listings hidden, some without address.
      await sql`update listings set internet_entire_listing_display_yn = false where id % 10 = 1`.execute(
        test.database.db,
      );
      await sql`update listings set internet_address_display_yn = false where id % 10 = 2`.execute(
        test.database.db,
      );
      rows = (await sql<ReferenceRow>`select * from listings`.execute(test.database.db)).rows;
    });
    afterAll(async () => {
      await test?.close();
    });

    it('never returns, counts or clusters a listing hidden from the internet', async () => {
      const hidden = rows.filter((r) => !r.internet_entire_listing_display_yn);
      const all = (await get('/listings', 'limit=200&fields=ListingId')).json<Page>();
      expect(all.total).toBe(rows.length - hidden.length);
      expect((await get(`/listings/${hidden[0]!.id}`)).statusCode).toBe(404);
      expect(
        (await get('/listings', `ListingId=${hidden[0]!.listing_id}`)).json<Page>().total,
      ).toBe(0);
      const cells = (await get('/listings/cluster', 'precision=1')).json<Clusters>();
      const positioned = rows.filter(
        (r) => r.internet_entire_listing_display_yn && r.internet_address_display_yn,
      );
      expect(cells.total).toBe(positioned.length);
    });

    it('sends no address or position of a listing that hides its address', async () => {
      const row = rows.find(
        (r) => r.internet_entire_listing_display_yn && !r.internet_address_display_yn,
      )!;
      const record = (await get(`/listings/${row.id}`)).json<{ bundle: Record<string, unknown> }>()
        .bundle;
      for (const field of [
        'UnparsedAddress',
        'UnparsedStreet',
        'StreetNumber',
        'StreetName',
        'UnitNumber',
        'Latitude',
        'Longitude',
        'Directions',
      ]) {
        expect(record, field).not.toHaveProperty(field);
      }
      expect(record.City).toBe(row.city);
      const page = (await get('/listings', `ListingId=${row.listing_id}`)).json<Page>();
      expect(page.total).toBe(1);
      expect(page.bundle[0]).not.toHaveProperty('Latitude');
      expect(page.bounds).toBeNull();
      // Neither an address filter nor a map area can find it.
      expect(
        (
          await get('/listings', `UnparsedAddress=${encodeURIComponent(row.unparsed_address!)}`)
        ).json<Page>().total,
      ).toBe(0);
      const box = `${row.longitude! - 0.0001},${row.latitude! - 0.0001},${row.longitude! + 0.0001},${row.latitude! + 0.0001}`;
      const inBox = (await get('/listings', `box=${box}&limit=200&fields=id`)).json<Page>();
      expect(inBox.bundle.map((r) => r.id)).not.toContain(String(row.id));
    });

    it('never sends restricted fields', async () => {
      const body = (await get('/listings', 'limit=200')).json<Page>();
      const text = JSON.stringify(body);
      for (const field of [
        'BuyerAgencyCompensation',
        'ShowingInstructions',
        'ShowingContactName',
        'ShowingContactPhone',
        'OwnerName',
        'OwnerPhone',
        'LockBoxType',
        'LockBoxLocation',
        'PrivateRemarks',
      ]) {
        expect(text).not.toContain(`"${field}"`);
      }
      expect(body.bundle[0]).toHaveProperty('PublicRemarks');
    });

    it('includes only future public open houses', async () => {
      const body = (
        await get('/listings', 'OpenHouse=true&limit=50&fields=OpenHouse')
      ).json<Page>();
      expect(body.total).toBeGreaterThan(0);
      for (const record of body.bundle) {
        const entries = record.OpenHouse as { OpenHouseType: string; OpenHouseEndTime: string }[];
        expect(entries.length).toBeGreaterThan(0);
        for (const entry of entries) {
          expect(entry.OpenHouseType).toBe('Public');
          expect(Date.parse(entry.OpenHouseEndTime)).toBeGreaterThan(Date.now());
        }
      }
    });

    it.each([3, 4, 5, 6])(
      'clusters at precision %i count every positioned match per cell',
      async (precision) => {
        const query = `precision=${precision}&PropertyType=RESI&ListPrice[gte]=300000`;
        const body = (await get('/listings/cluster', query)).json<Clusters>();
        const expected = new Map<string, number>();
        for (const row of rows) {
          if (
            !row.internet_address_display_yn ||
            !row.geohash ||
            !referenceMatch(row, query, new Date())
          )
            continue;
          const key = row.geohash.slice(0, precision);
          expected.set(key, (expected.get(key) ?? 0) + 1);
        }
        expect(body.bundle.map((cell) => [cell.key, cell.doc_count])).toEqual(
          [...expected].sort(([a], [b]) => (a < b ? -1 : 1)),
        );
        for (const cell of body.bundle) {
          expect(cell.lat).toBeGreaterThanOrEqual(cell.bounds.south!);
          expect(cell.lat).toBeLessThanOrEqual(cell.bounds.north!);
        }
      },
    );

    it('suggests places grouped by field, most listings first', async () => {
      const body = (await get('/suggest/listings', 'q=sac')).json<Suggestions>();
      expect(body.bundle.City!.map((s) => s.value)).toContain('Sacramento');
      const sacramento = rows.filter(
        (r) => r.internet_entire_listing_display_yn && r.city === 'Sacramento',
      ).length;
      expect(body.bundle.City!.find((s) => s.value === 'Sacramento')!.count).toBe(sacramento);
      expect(body.bundle.City!.map((s) => s.value)).toContain('West Sacramento');
      const counts = body.bundle.City!.map((s) => s.count);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
      const byId = (
        await get('/suggest/listings', 'q=2240000&fields=ListingId')
      ).json<Suggestions>();
      expect(Object.keys(byId.bundle)).toEqual(['ListingId']);
      expect(byId.bundle.ListingId!.length).toBe(5);
      expect(byId.bundle.ListingId![0]!.id).toBeDefined();
      const hiddenAddress = rows.find(
        (r) => r.internet_entire_listing_display_yn && !r.internet_address_display_yn,
      )!;
      const address = (
        await get('/suggest/listings', `q=${encodeURIComponent(hiddenAddress.unparsed_address!)}`)
      ).json<Suggestions>();
      expect(address.bundle.UnparsedAddress).toEqual([]);
      expect((await get('/suggest/listings', 'q=')).statusCode).toBe(400);
    });

    it('counts listing views per site over 30 days', async () => {
      const [a, b] = rows.filter((r) => r.internet_entire_listing_display_yn);
      const day = (
        await sql<{ d: string }>`select to_char(current_date, 'YYYY-MM-DD') as d`.execute(
          test.database.db,
        )
      ).rows[0]!.d;
      await recordListingView(test.database.db, a!.id, 'www', { day, visitorHash: 'one' });
      await recordListingView(test.database.db, a!.id, 'www', { day, visitorHash: 'two' });
      await recordListingView(test.database.db, a!.id, 'mls', { day, visitorHash: 'three' });
      await sql`insert into listing_views (listing_id, site, day, views) values (${a!.id}, 'www', current_date - 30, 5)`.execute(
        test.database.db,
      );
      const body = (await get('/listing-stats', `id[in]=${a!.id},${b!.id}`)).json();
      expect(body).toEqual({
        success: true,
        status: 200,
        bundle: [
          { id: String(a!.id), views: { www: 2, mls: 1 } },
          { id: String(b!.id), views: {} },
        ],
      });
    });
  },
);

describe('suggestions when Closed listings are not allowed', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await searchTestApp('pglite', { allowClosed: false }, 400);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('count only Active, Pending, Coming Soon and Active Under Contract listings', async () => {
    const rows = (await sql<ReferenceRow>`select * from listings`.execute(test.database.db)).rows;
    const body = (
      await searchGet(test.app, '/suggest/listings', 'q=sacramento&fields=City')
    ).json<Suggestions>();
    const open = rows.filter(
      (r) =>
        r.internet_entire_listing_display_yn &&
        r.city === 'Sacramento' &&
        r.standard_status !== 'Closed',
    );
    expect(body.bundle.City!.find((s) => s.value === 'Sacramento')!.count).toBe(open.length);
  });
});
