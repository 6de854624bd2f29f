import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { isRestrictedField } from '../search/listing.presenter';

describe.each(testDatabaseKinds())('listing page data (%s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let shown: string;
  let hidden: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    app = t.app;
    await seedDemoData(t.database.db, {
      listings: 80,
      offices: 4,
      agents: 12,
      seed: 5,
      quiet: true,
    });
    const rows = await t.database.db
      .selectFrom('listings')
      .select(['id', 'listing_id'])
      .where('internet_entire_listing_display_yn', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    [shown, hidden] = rows.map((r) => r.listing_id) as [string, string];
    await t.database.db
      .updateTable('listings')
      .set({ internet_address_display_yn: false })
      .where('listing_id', '=', hidden)
      .execute();
  });
  afterAll(() => t.close());

  it('sends the listing with its agent and office, and no restricted field', async () => {
    const response = await app.inject(`/api/listing/${shown}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.listing.ListingId).toBe(shown);
    expect(body.listing.UnparsedAddress).toEqual(expect.any(String));
    expect(body.agents[0].MemberFullName).toEqual(expect.any(String));
    expect(body.offices[0].OfficeName).toEqual(expect.any(String));
    expect(body.listing.Media.length).toBeGreaterThan(0);
    expect(Object.keys(body.listing).filter(isRestrictedField)).toEqual([]);
    for (const name of ['ShowingInstructions', 'OwnerName', 'BuyerAgencyCompensation']) {
      expect(response.body).not.toContain(`"${name}"`);
    }
    expect(body.header.title).toContain(body.listing.UnparsedAddress);
    // The city is named once, whether or not the address already names it.
    const city = String(body.listing.City);
    expect(body.header.title.split(city).length - 1, body.header.title).toBe(1);
  });

  it('never sends a withheld address or position, not even in the title', async () => {
    const { db } = t.database;
    const row = await db
      .selectFrom('listings')
      .select(['unparsed_address', 'latitude'])
      .where('listing_id', '=', hidden)
      .executeTakeFirstOrThrow();
    const response = await app.inject(`/api/listing/${hidden}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const name of ['UnparsedAddress', 'Latitude', 'Longitude', 'StreetName', 'Directions']) {
      expect(body.listing).not.toHaveProperty(name);
    }
    expect(response.body).not.toContain(row.unparsed_address as string);
    expect(response.body).not.toContain(String(row.latitude));
    const building = await app.inject(`/api/building-data/${hidden}`);
    expect(building.json().BuildingName).toBeNull();
  });

  it('answers 404 for a listing that does not exist or is withheld from the internet', async () => {
    const missing = await app.inject('/api/listing/999999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('listing_not_found');
    await t.database.db
      .updateTable('listings')
      .set({ internet_entire_listing_display_yn: false })
      .where('listing_id', '=', hidden)
      .execute();
    expect((await app.inject(`/api/listing/${hidden}`)).statusCode).toBe(404);
    await t.database.db
      .updateTable('listings')
      .set({ internet_entire_listing_display_yn: true })
      .where('listing_id', '=', hidden)
      .execute();
  });

  it('counts a served page as a view for the 30-day statistics, once per visitor', async () => {
    const { db } = t.database;
    const count = async () =>
      Number(
        (
          await sql<{ n: string }>`select coalesce(sum(v.views), 0) as n from listing_views v
            join listings l on l.id = v.listing_id where l.listing_id = ${shown}`.execute(db)
        ).rows[0]?.n,
      );
    const before = await count();
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Firefox/133.0' };
    for (const remoteAddress of ['203.0.113.41', '203.0.113.42', '203.0.113.42']) {
      await app.inject({ url: `/api/listing/${shown}`, remoteAddress, headers: browser });
    }
    await expect.poll(count).toBe(before + 2);
  });

  it('sends location data as structured JSON: schools, recent sales, price statistics', async () => {
    const response = await app.inject(`/api/location-data?ListingId=${shown}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body.schools)).toBe(true);
    expect(Array.isArray(body.recentSales)).toBe(true);
    expect(body.priceStatistics).toMatchObject({ activeCount: expect.any(Number) });
    const bad = await app.inject('/api/location-data');
    expect(bad.statusCode).toBe(400);
  });

  it('lists sales near a listing for sale and leases near a listing for rent, never both', async () => {
    const { db } = t.database;
    const others = await db
      .selectFrom('listings')
      .select(['listing_id', 'latitude', 'longitude'])
      .where('listing_id', 'not in', [shown, hidden])
      .where('internet_entire_listing_display_yn', '=', true)
      .orderBy('id')
      .limit(3)
      .execute();
    const [home, sale, lease] = others.map((row) => row.listing_id) as [string, string, string];
    const spot = others[0] as { latitude: number; longitude: number };
    const closed = (propertyType: 'RESI' | 'RLSE', closePrice: number) => ({
      standard_status: 'Closed' as const,
      property_type: propertyType,
      close_price: String(closePrice),
      close_date: sql<string>`current_date - 10`,
      latitude: spot.latitude + 0.001,
      longitude: spot.longitude,
    });
    await db
      .updateTable('listings')
      .set(closed('RESI', 650_000))
      .where('listing_id', '=', sale)
      .execute();
    await db
      .updateTable('listings')
      .set(closed('RLSE', 5_150))
      .where('listing_id', '=', lease)
      .execute();
    const nearby = async () => {
      const body = (await app.inject(`/api/location-data?ListingId=${home}`)).json();
      return {
        kind: body.recentSalesKind,
        ids: (body.recentSales as { ListingId: string }[]).map((s) => s.ListingId),
      };
    };

    await db
      .updateTable('listings')
      .set({ property_type: 'RESI' })
      .where('listing_id', '=', home)
      .execute();
    const forSale = await nearby();
    expect(forSale.kind).toBe('sales');
    expect(forSale.ids).toContain(sale);
    expect(forSale.ids).not.toContain(lease);

    await db
      .updateTable('listings')
      .set({ property_type: 'RLSE' })
      .where('listing_id', '=', home)
      .execute();
    const forRent = await nearby();
    expect(forRent.kind).toBe('leases');
    expect(forRent.ids).toContain(lease);
    expect(forRent.ids).not.toContain(sale);
  });

  it('sends building data with the regions', async () => {
    const response = await app.inject(`/api/building-data/${shown}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().Regions).toHaveProperty('CountyOrParish');
  });
});
