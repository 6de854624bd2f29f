/**
 * Realistic changes to the demo market, so a person can watch alerts arrive: new listings
 * (a copy of a listing nearby with its own ids, priced a little differently), price cuts of
 * 3–8 %, status changes (Active to Pending, Pending back to Active or to Closed) and open houses
 * on the coming Saturday, 1–3 pm. Every change is an ordinary write to `listings`, so the search
 * index and the alerts see it through the change log like any other.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, Listing } from '../db/schema';
import { dayNumber, isoDate, siteTime, weekday } from './time';

export type MarketChangeKind = 'new' | 'priceCut' | 'status' | 'openHouse';

export interface MarketChange {
  kind: MarketChangeKind;
  /** The listing's public ListingId. */
  listingId: string;
}

/** Listing keys of listings the market made (and may remove again). */
export const MARKET_KEY_PREFIX = 'market-';

const shown = (db: Kysely<Database>) =>
  db.selectFrom('listings').selectAll().where('internet_entire_listing_display_yn', '=', true);

async function randomListing(
  db: Kysely<Database>,
  random: () => number,
  status: string,
): Promise<Listing | undefined> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from listings where standard_status = ${status}
      and internet_entire_listing_display_yn`.execute(db);
  const count = Number(rows[0]?.n ?? 0);
  if (count === 0) return undefined;
  return shown(db)
    .where('standard_status', '=', status as never)
    .orderBy('id')
    .offset(Math.floor(random() * count))
    .limit(1)
    .executeTakeFirst();
}

/** A new Active listing like `source`: its own keys, listed today, price as given. */
export async function newListingLike(
  db: Kysely<Database>,
  source: Listing,
  price: number,
  now: Date,
): Promise<string> {
  const stamp = `${now.getTime().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const listingId = `M${stamp}`.toUpperCase();
  return db.transaction().execute(async (trx) => {
    const { id: _id, ...copy } = source;
    const row = await trx
      .insertInto('listings')
      .values({
        ...copy,
        listing_key: `${MARKET_KEY_PREFIX}${stamp}`,
        listing_id: listingId,
        standard_status: 'Active',
        list_price: String(price),
        close_price: null,
        close_date: null,
        on_market_date: isoDate(now),
        modification_timestamp: now,
        next_open_house_at: null,
        origin: 'market',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into listing_records (listing_id, record)
      select ${row.id}, record || jsonb_build_object('ListingId', ${listingId}::text,
        'ListingKey', ${`${MARKET_KEY_PREFIX}${stamp}`}::text, 'ListPrice', ${price}::numeric,
        'StandardStatus', 'Active', 'OnMarketDate', ${isoDate(now)}::text)
      from listing_records where listing_id = ${source.id}`.execute(trx);
    await sql`insert into listing_media (listing_id, position, media_url, caption, media_category)
      select ${row.id}, position, media_url, caption, media_category
      from listing_media where listing_id = ${source.id}`.execute(trx);
    return listingId;
  });
}

const roundPrice = (price: number) => Math.max(1000, Math.round(price / 1000) * 1000);

async function setListing(db: Kysely<Database>, id: string, values: Record<string, unknown>) {
  await db
    .updateTable('listings')
    .set({ ...values, modification_timestamp: new Date() } as never)
    .where('id', '=', id)
    .execute();
}

/** Makes `count` changes; returns what it changed. */
export async function makeMarketChanges(
  db: Kysely<Database>,
  count: number,
  now = new Date(),
  random: () => number = Math.random,
): Promise<MarketChange[]> {
  const out: MarketChange[] = [];
  for (let n = 0; n < count; n++) {
    const roll = random();
    if (roll < 0.3) {
      const source = await randomListing(db, random, 'Active');
      if (!source) continue;
      const price = roundPrice(Number(source.list_price) * (0.9 + random() * 0.2));
      out.push({ kind: 'new', listingId: await newListingLike(db, source, price, now) });
    } else if (roll < 0.65) {
      const listing = await randomListing(db, random, 'Active');
      if (!listing) continue;
      const price = roundPrice(Number(listing.list_price) * (0.92 + random() * 0.05));
      await setListing(db, listing.id, { list_price: String(price) });
      out.push({ kind: 'priceCut', listingId: listing.listing_id });
    } else if (roll < 0.85) {
      const from = random() < 0.6 ? 'Active' : 'Pending';
      const listing = await randomListing(db, random, from);
      if (!listing) continue;
      const to = from === 'Active' ? 'Pending' : random() < 0.5 ? 'Active' : 'Closed';
      await setListing(db, listing.id, {
        standard_status: to,
        ...(to === 'Closed' && { close_price: listing.list_price, close_date: isoDate(now) }),
      });
      out.push({ kind: 'status', listingId: listing.listing_id });
    } else {
      const listing = await randomListing(db, random, 'Active');
      if (!listing) continue;
      const today = dayNumber(isoDate(now));
      const saturday = today + ((6 - weekday(today) + 7) % 7 || 7);
      const start = siteTime(saturday, 13);
      const end = new Date(start.getTime() + 2 * 3_600_000);
      await db
        .insertInto('open_houses')
        .values({
          listing_id: listing.id,
          open_house_type: 'Public',
          start_time: start,
          end_time: end,
        })
        .execute();
      const next = listing.next_open_house_at ? new Date(listing.next_open_house_at) : null;
      if (!next || next.getTime() < now.getTime() || next > start) {
        await setListing(db, listing.id, { next_open_house_at: start });
      }
      out.push({ kind: 'openHouse', listingId: listing.listing_id });
    }
  }
  return out;
}

/** Removes a listing the market made (by its ListingId); false for any other listing. */
export async function removeMarketListing(
  db: Kysely<Database>,
  listingId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('listings')
    .where('listing_id', '=', listingId)
    .where('listing_key', 'like', `${MARKET_KEY_PREFIX}%`)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
