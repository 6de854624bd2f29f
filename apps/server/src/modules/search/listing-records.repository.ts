/** Reads listings as the API sends them (typed row, RESO record, photos, open houses). */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import { executePrepared, QueryTemplate } from '../../db/prepared';
import type { Database, ListingMediaTable, ListingsTable, OpenHousesTable } from '../../db/schema';

/** A photo as listings are presented with it. */
export type ListingPhotoRow = Pick<
  Selectable<ListingMediaTable>,
  'id' | 'listing_id' | 'position' | 'media_url' | 'caption' | 'media_category'
>;
/** An open house as listings are presented with it. */
export type ListingOpenHouseRow = Pick<
  Selectable<OpenHousesTable>,
  'id' | 'listing_id' | 'open_house_type' | 'start_time' | 'end_time' | 'remarks'
>;

export interface ListingRows {
  listing: Selectable<ListingsTable>;
  record: Record<string, unknown> | null;
  media: ListingPhotoRow[];
  openHouses: ListingOpenHouseRow[];
}

interface MediaJson {
  id: number | string;
  position: number;
  media_url: string;
  caption: string | null;
  media_category: string;
}

interface OpenHouseJson {
  id: number | string;
  open_house_type: 'Public' | 'Broker';
  start_time: string;
  end_time: string;
  remarks: string | null;
}

/** A key that may be a listing's id as well as a ListingId. */
const NUMERIC_KEY = /^\d{1,18}$/;

/**
 * Listings that may be shown, with their record, photos and public open houses still ahead.
 * Each is a correlated subquery (one index lookup per listing) rather than a join: PostgreSQL
 * plans them in a fraction of the time joins of grouped subqueries take, which for one listing
 * was most of the query's cost, and a page of 100 is no slower.
 */
function listingRowsQuery(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('listings as l')
    .selectAll('l')
    .select([
      sql<Record<string, unknown> | null>`(select r.record from listing_records r
        where r.listing_id = l.id)`.as('record'),
      sql<MediaJson[]>`(select coalesce(json_agg(json_build_object('id', m.id,
        'position', m.position, 'media_url', m.media_url, 'caption', m.caption,
        'media_category', m.media_category) order by m.position), '[]'::json)
        from listing_media m where m.listing_id = l.id)`.as('media_json'),
      sql<OpenHouseJson[]>`(select coalesce(json_agg(json_build_object('id', o.id,
        'open_house_type', o.open_house_type, 'start_time', o.start_time,
        'end_time', o.end_time, 'remarks', o.remarks) order by o.start_time), '[]'::json)
        from open_houses o where o.listing_id = l.id and o.open_house_type = 'Public'
        and o.end_time > ${now})`.as('open_houses_json'),
    ])
    .where('l.internet_entire_listing_display_yn', '=', true);
}

type ListingRowsRow = Awaited<ReturnType<ReturnType<typeof listingRowsQuery>['execute']>>[number];

function toListingRows(row: ListingRowsRow): ListingRows {
  const { record, media_json: media, open_houses_json: openHouses, ...listing } = row;
  const id = String(listing.id);
  return {
    listing: listing as Selectable<ListingsTable>,
    record: record ?? null,
    media: media.map((item) => ({ ...item, id: String(item.id), listing_id: id })),
    openHouses: openHouses.map((item) => ({
      ...item,
      id: String(item.id),
      listing_id: id,
      start_time: new Date(item.start_time),
      end_time: new Date(item.end_time),
    })),
  };
}

/**
 * Matches the listings with this id or ListingId (at most one of each: both are unique). A key
 * that is not a number can only be a ListingId; `numeric` says which it is (a QueryTemplate's
 * key is a stand-in, not the key).
 */
function keyCondition(
  eb: ExpressionBuilder<Database & { l: ListingsTable }, 'l'>,
  key: string,
  numeric = NUMERIC_KEY.test(key),
): Expression<SqlBool> {
  return numeric
    ? eb.or([eb('l.id', '=', key), eb('l.listing_id', '=', key)])
    : eb('l.listing_id', '=', key);
}

/** Of the matches of keyCondition, the listing with the key as its id, else the other. */
function idFirst<T extends { id: string | number }>(
  rows: readonly T[],
  key: string,
): T | undefined {
  return rows.find((row) => String(row.id) === key) ?? rows[0];
}

/**
 * The listings with these ids, in the order given; ids not found or not shown are skipped. One
 * query, so a page costs one round trip (the embedded database serves one query at a time).
 */
export async function findListingRows(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date,
): Promise<ListingRows[]> {
  if (ids.length === 0) return [];
  const rows = await listingRowsQuery(db, now)
    .where(sql<boolean>`l.id = any(${[...ids]}::bigint[])`)
    .execute();
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const found: ListingRows[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) found.push(toListingRows(row));
  }
  return found;
}

/** The listing-rows query for a key, compiled once (see QueryTemplate), for each kind of key. */
const byKeyQueries = {
  numeric: new QueryTemplate(
    ['key', 'now'],
    (db: Kysely<Database>, values: { key: string; now: Date }) =>
      listingRowsQuery(db, values.now).where((eb) => keyCondition(eb, values.key, true)),
  ),
  listingId: new QueryTemplate(
    ['key', 'now'],
    (db: Kysely<Database>, values: { key: string; now: Date }) =>
      listingRowsQuery(db, values.now).where((eb) => keyCondition(eb, values.key, false)),
  ),
};

/**
 * The listing with this id or else this ListingId, among those that may be shown, in one query
 * (one round trip, no lookup of the id first).
 */
export async function findListingRowsByKey(
  db: Kysely<Database>,
  key: string,
  now: Date,
): Promise<ListingRows | undefined> {
  // Prepared: planning this small query took about as long as running it.
  const template = NUMERIC_KEY.test(key) ? byKeyQueries.numeric : byKeyQueries.listingId;
  const rows = await executePrepared(db, template.compile(db, { key, now }));
  const row = idFirst(rows, key);
  return row && toListingRows(row);
}

/** The id of the listing with this id or else this ListingId, among those that may be shown. */
export async function findListingIdByKey(
  db: Kysely<Database>,
  key: string,
): Promise<string | undefined> {
  const rows = await db
    .selectFrom('listings as l')
    .select('l.id')
    .where((eb) => keyCondition(eb, key))
    .where('l.internet_entire_listing_display_yn', '=', true)
    .execute();
  const row = idFirst(rows, key);
  return row && String(row.id);
}

/** The columns a listing card shows (see findListingCardRows). */
const CARD_COLUMNS = [
  'l.id',
  'l.listing_id',
  'l.standard_status',
  'l.property_type',
  'l.list_price',
  'l.close_price',
  'l.close_date',
  'l.on_market_date',
  'l.modification_timestamp',
  'l.unparsed_address',
  'l.city',
  'l.postal_code',
  'l.bedrooms_total',
  'l.bathrooms_total_integer',
  'l.living_area',
  'l.internet_address_display_yn',
  'l.primary_photo_url',
] as const;

/** A listing as its card shows it: rows to present (no record, no photos) and its first photo. */
export interface ListingCardRows {
  rows: ListingRows;
  /** The first photo's URL as it is served (kept on the listing by every write of its photos). */
  photoUrl: string | null;
}

/**
 * Listings that may be shown, by ListingId, with what a card of them shows and nothing more: its
 * card columns, its first photo and its public open houses still ahead; no stored record. Two
 * queries of one pass each, rather than a subquery per listing: for a list of a thousand saved
 * listings the per-listing subqueries were most of the time.
 */
export async function findListingCardRows(
  db: Kysely<Database>,
  listingIds: readonly string[],
  now: Date,
): Promise<ListingCardRows[]> {
  if (listingIds.length === 0) return [];
  const keys = [...listingIds];
  const [listings, openHouses] = await Promise.all([
    db
      .selectFrom('listings as l')
      .select(CARD_COLUMNS)
      .where(sql<boolean>`l.listing_id = any(${keys}::text[])`)
      .where('l.internet_entire_listing_display_yn', '=', true)
      .execute(),
    db
      .selectFrom('open_houses as o')
      .innerJoin('listings as l', 'l.id', 'o.listing_id')
      .select([
        'o.id',
        'o.listing_id',
        'o.open_house_type',
        'o.start_time',
        'o.end_time',
        'o.remarks',
      ])
      .where(sql<boolean>`l.listing_id = any(${keys}::text[])`)
      .where('o.open_house_type', '=', 'Public')
      .where('o.end_time', '>', now)
      .orderBy('o.start_time')
      .execute(),
  ]);
  const byListing = new Map<string, ListingOpenHouseRow[]>();
  for (const openHouse of openHouses) {
    const id = String(openHouse.listing_id);
    const list = byListing.get(id) ?? [];
    list.push({
      ...openHouse,
      id: String(openHouse.id),
      listing_id: id,
      start_time: new Date(openHouse.start_time),
      end_time: new Date(openHouse.end_time),
    });
    byListing.set(id, list);
  }
  return listings.map(({ primary_photo_url: photoUrl, ...listing }) => ({
    rows: {
      listing: listing as unknown as Selectable<ListingsTable>,
      record: null,
      media: [],
      openHouses: byListing.get(String(listing.id)) ?? [],
    },
    photoUrl,
  }));
}
