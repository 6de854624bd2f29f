import { gunzipSync } from 'node:zlib';
import { zonedIsoString } from '@hearth/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/helper';
import { SEARCH_BASE, SEARCH_KEY, searchGet, searchTestApp } from '../../../test/search-fixture';

type Row = { id: string; listing_id: string };
type OpenHouse = { OpenHouseType: string; OpenHouseStartTime: string; OpenHouseEndTime: string };
type Single = { bundle: Record<string, unknown> & { id: string; OpenHouse: OpenHouse[] } };

const HOUR_MS = 3_600_000;

// Each key is asked for twice: the first answer is read from the database by its key, the second
// comes from the kept rows once the engine has caught up. Both must follow the same rules.
describe.each(testDatabaseKinds())('one listing by id or ListingId (%s)', (kind) => {
  let test: TestApp;
  let rows: Row[];
  const get = (key: string) => searchGet(test.app, `/listings/${encodeURIComponent(key)}`);
  const expectListing = async (key: string, id: string) => {
    for (let i = 0; i < 2; i++) {
      const response = await get(key);
      expect(response.statusCode, `${key}, request ${i + 1}`).toBe(200);
      expect(response.json<Single>().bundle.id).toBe(id);
    }
  };
  const expectNotFound = async (key: string) => {
    for (let i = 0; i < 2; i++) {
      const response = await get(key);
      expect(response.statusCode, `${key}, request ${i + 1}`).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'listing_not_found' });
    }
  };
  const setListing = (id: string, set: string) =>
    sql`update listings set ${sql.raw(set)} where id = ${id}`.execute(test.database.db);

  beforeAll(async () => {
    test = await searchTestApp(kind, {}, 300);
    rows = (
      await sql<Row>`select id::text as id, listing_id from listings
        where internet_entire_listing_display_yn order by id limit 20`.execute(test.database.db)
    ).rows;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('reads a numeric key as an id before a ListingId of another listing', async () => {
    const [byId, byListingId] = rows;
    await setListing(byListingId!.id, `listing_id = '${byId!.id}'`);
    await expectListing(byId!.id, byId!.id);
    await expectListing(byListingId!.id, byListingId!.id);
  });

  it('finds a listing by its ListingId', async () => {
    const row = rows[2]!;
    await expectListing(row.listing_id, row.id);
    const body = (await get(row.listing_id)).json<Single>().bundle;
    expect(body.ListingId).toBe(row.listing_id);
  });

  it('never sends a listing hidden from the internet, by id or ListingId', async () => {
    const row = rows[3]!;
    await setListing(row.id, 'internet_entire_listing_display_yn = false');
    await expectNotFound(row.id);
    await expectNotFound(row.listing_id);
  });

  it('takes a numeric key as a ListingId when the listing with that id is hidden', async () => {
    const [hidden, other] = [rows[4]!, rows[5]!];
    await setListing(other.id, `listing_id = '${hidden.id}'`);
    await setListing(hidden.id, 'internet_entire_listing_display_yn = false');
    await expectListing(hidden.id, other.id);
  });

  it('stops sending a kept listing as soon as it is hidden', async () => {
    const row = rows[6]!;
    await expectListing(row.id, row.id);
    await expectListing(row.listing_id, row.id);
    await setListing(row.id, 'internet_entire_listing_display_yn = false');
    await expectNotFound(row.id);
    await expectNotFound(row.listing_id);
  });

  it('sends the answer compressed when the client accepts it', async () => {
    const row = rows[9]!;
    const plain = await get(row.id);
    const response = await test.app.inject({
      method: 'GET',
      url: `${SEARCH_BASE}/listings/${row.id}`,
      headers: { authorization: `Bearer ${SEARCH_KEY}`, 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString());
    expect(body).toEqual(plain.json());
    expect(body).toMatchObject({ success: true, status: 200, bundle: { id: row.id } });
  });

  it('answers 404 for an unknown key', async () => {
    await expectNotFound('999999999');
    await expectNotFound('ML-NOT-A-LISTING');
  });

  it('sends no address or position of a listing that hides its address, by either key', async () => {
    const row = rows[7]!;
    await setListing(row.id, 'internet_address_display_yn = false');
    for (const key of [row.id, row.listing_id, row.id]) {
      const body = (await get(key)).json<Single>().bundle;
      expect(body.InternetAddressDisplayYN).toBe(false);
      for (const field of ['UnparsedAddress', 'StreetName', 'Latitude', 'Longitude', 'Directions'])
        expect(body, `${key} ${field}`).not.toHaveProperty(field);
      expect(body.City).toBeTruthy();
    }
  });

  it('lists the public open houses not yet over, by start time', async () => {
    const row = rows[8]!;
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * HOUR_MS);
    const db = test.database.db;
    await db.deleteFrom('open_houses').where('listing_id', '=', row.id).execute();
    const entry = (type: 'Public' | 'Broker', start: number, end: number) => ({
      listing_id: row.id,
      open_house_type: type,
      start_time: at(start),
      end_time: at(end),
    });
    await db
      .insertInto('open_houses')
      .values([
        entry('Public', 72, 74),
        entry('Public', -3, -1),
        entry('Broker', 24, 26),
        entry('Public', 48, 50),
        entry('Public', -1, 1),
      ])
      .execute();
    // Written in the site's time zone, with its offset: the same instants.
    const { timezone } = test.app.config.settings;
    for (const key of [row.id, row.id, row.listing_id]) {
      const openHouses = (await get(key)).json<Single>().bundle.OpenHouse;
      expect(openHouses.map((o) => [o.OpenHouseType, o.OpenHouseStartTime])).toEqual(
        [-1, 48, 72].map((hours) => ['Public', zonedIsoString(at(hours), timezone)]),
      );
      expect(openHouses.map((o) => Date.parse(o.OpenHouseEndTime))).toEqual(
        [1, 50, 74].map((hours) => at(hours).getTime()),
      );
      expect(openHouses[0]?.OpenHouseStartTime).toMatch(
        /T\d{2}:\d{2}:\d{2}(\.\d{3})?[+-]\d{2}:\d{2}$/,
      );
    }
  });
});
