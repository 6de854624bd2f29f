/** Reads the listings of a page (typed row, RESO record, photos, open houses) by id. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ListingMediaTable, ListingsTable, OpenHousesTable } from '../../db/schema';

export interface ListingRows {
  listing: Selectable<ListingsTable>;
  record: Record<string, unknown> | null;
  media: Selectable<ListingMediaTable>[];
  openHouses: Selectable<OpenHousesTable>[];
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

/**
 * The listings with these ids, in the order given; ids not found are skipped. One query: the
 * photos and the public open houses still ahead come as JSON arrays beside the listing row and
 * its record, so a page costs one round trip (the embedded database serves one query at a time).
 */
export async function findListingRows(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date,
): Promise<ListingRows[]> {
  if (ids.length === 0) return [];
  const idList = sql`${[...ids]}::bigint[]`;
  // Photos and open houses are gathered for all the page's listings at once, then joined.
  const media = db
    .selectFrom('listing_media as m')
    .select([
      'm.listing_id',
      sql<MediaJson[]>`json_agg(json_build_object('id', m.id, 'position', m.position,
        'media_url', m.media_url, 'caption', m.caption, 'media_category', m.media_category)
        order by m.position)`.as('items'),
    ])
    .where(sql<boolean>`m.listing_id = any(${idList})`)
    .groupBy('m.listing_id')
    .as('media');
  const openHouses = db
    .selectFrom('open_houses as o')
    .select([
      'o.listing_id',
      sql<OpenHouseJson[]>`json_agg(json_build_object('id', o.id,
        'open_house_type', o.open_house_type, 'start_time', o.start_time,
        'end_time', o.end_time, 'remarks', o.remarks) order by o.start_time)`.as('items'),
    ])
    .where(sql<boolean>`o.listing_id = any(${idList})`)
    .where('o.open_house_type', '=', 'Public')
    .where('o.end_time', '>', now)
    .groupBy('o.listing_id')
    .as('open_houses');
  const rows = await db
    .selectFrom('listings as l')
    .leftJoin('listing_records as r', 'r.listing_id', 'l.id')
    .leftJoin(media, 'media.listing_id', 'l.id')
    .leftJoin(openHouses, 'open_houses.listing_id', 'l.id')
    .selectAll('l')
    .select([
      'r.record',
      sql<MediaJson[]>`coalesce(media.items, '[]'::json)`.as('media_json'),
      sql<OpenHouseJson[]>`coalesce(open_houses.items, '[]'::json)`.as('open_houses_json'),
    ])
    .where(sql<boolean>`l.id = any(${idList})`)
    .where('l.internet_entire_listing_display_yn', '=', true)
    .execute();
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const found: ListingRows[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const { record, media_json: media, open_houses_json: openHouses, ...listing } = row;
    found.push({
      listing: listing as Selectable<ListingsTable>,
      record: (record as Record<string, unknown> | null) ?? null,
      media: media.map((item) => ({ ...item, id: String(item.id), listing_id: id })),
      openHouses: openHouses.map((item) => ({
        ...item,
        id: String(item.id),
        listing_id: id,
        start_time: new Date(item.start_time),
        end_time: new Date(item.end_time),
      })),
    });
  }
  return found;
}

/** The id of the listing with this id (first) or ListingId, if it may be shown. */
export async function findListingIdByKey(
  db: Kysely<Database>,
  key: string,
): Promise<string | undefined> {
  const numeric = /^\d{1,18}$/.test(key);
  const row = await db
    .selectFrom('listings')
    .select(['id', 'internet_entire_listing_display_yn'])
    .where((eb) =>
      numeric
        ? eb.or([eb('id', '=', key), eb('listing_id', '=', key)])
        : eb('listing_id', '=', key),
    )
    .orderBy(sql`id = ${numeric ? key : '0'}::bigint`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.internet_entire_listing_display_yn ? String(row.id) : undefined;
}
