import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../../test/databases';
import type { DatabaseHandle } from '../../db/database';
import { seedDemoData } from '../../seed/seed';
import { startOfUtcDay } from '../../seed/time';
import { ListingRecordCache } from './listing-record-cache';

type Sent = { id: string; DaysOnMarket: number | null; OpenHouse: { OpenHouseKey: string }[] };

const HOUR_MS = 3_600_000;

// The cache keeps listings as JSON text; what the text says with the clock must still follow it.
describe.each(testDatabaseKinds())('the listing record cache (%s)', (kind) => {
  let database: DatabaseHandle;
  let id: string;
  let listingId: string;
  const today = startOfUtcDay(new Date());

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemoData(database.db, {
      listings: 30,
      offices: 3,
      agents: 10,
      seed: 3,
      referenceDate: today,
      quiet: true,
    });
    const row = (
      await sql<{ id: string; listing_id: string }>`select id::text as id, listing_id
        from listings where internet_entire_listing_display_yn and close_date is null
        and on_market_date is not null order by id limit 1`.execute(database.db)
    ).rows[0]!;
    ({ id, listing_id: listingId } = row);
    await database.db.deleteFrom('open_houses').where('listing_id', '=', id).execute();
  });
  afterAll(async () => {
    await database?.close();
  });

  const parse = (json: string | undefined) => JSON.parse(json ?? 'null') as Sent;

  it('keeps what it read, by id and by ListingId', async () => {
    const cache = new ListingRecordCache(database.db);
    const now = new Date(today.getTime() + 10 * HOUR_MS);
    const first = await cache.presentedByKey(listingId, now);
    expect(parse(first).id).toBe(id);
    expect(cache.holds(id, now)).toBe(true);
    expect(cache.holds(listingId, now)).toBe(true);
    // Kept: a change the index has not reported yet is not seen.
    await sql`update listings set list_price = list_price + 1 where id = ${id}`.execute(
      database.db,
    );
    expect(await cache.presented([id], now)).toEqual([first]);
    cache.evict([id]);
    expect(cache.holds(id, now)).toBe(false);
    expect(await cache.presented([id], now)).not.toEqual([first]);
  });

  it('reads a listing again once an open house in it has ended', async () => {
    const start = new Date(today.getTime() + 12 * HOUR_MS);
    const end = new Date(start.getTime() + 2 * HOUR_MS);
    await database.db
      .insertInto('open_houses')
      .values({ listing_id: id, open_house_type: 'Public', start_time: start, end_time: end })
      .execute();
    const cache = new ListingRecordCache(database.db);
    const before = new Date(end.getTime() - 60_000);
    expect(parse((await cache.presented([id], before))[0]).OpenHouse).toHaveLength(1);
    expect(cache.holds(id, before)).toBe(true);

    const after = new Date(end.getTime() + 1);
    expect(cache.holds(id, after)).toBe(false);
    expect(parse((await cache.presented([id], after))[0]).OpenHouse).toEqual([]);
  });

  it('reads a listing again when the day changes (DaysOnMarket)', async () => {
    const cache = new ListingRecordCache(database.db);
    const evening = new Date(today.getTime() + 23 * HOUR_MS);
    const days = parse(await cache.presentedByKey(id, evening)).DaysOnMarket;
    expect(days).not.toBeNull();
    const nextMorning = new Date(today.getTime() + 25 * HOUR_MS);
    expect(cache.holds(id, nextMorning)).toBe(false);
    expect(parse((await cache.presented([id], nextMorning))[0]).DaysOnMarket).toBe(days! + 1);
  });
});
