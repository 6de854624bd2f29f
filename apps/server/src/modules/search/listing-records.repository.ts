/** Reads the listings of a page (typed row, RESO record, photos, open houses) by id. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ListingMediaTable, ListingsTable, OpenHousesTable } from '../../db/schema';

export interface ListingRows {
  listing: Selectable<ListingsTable>;
  record: Record<string, unknown> | null;
  media: Selectable<ListingMediaTable>[];
  openHouses: Selectable<OpenHousesTable>[];
}

export interface RecordParts {
  record: boolean;
  media: boolean;
  openHouses: boolean;
}

const ALL_PARTS: RecordParts = { record: true, media: true, openHouses: true };

/** The listings with these ids, in the order given; ids not found are skipped. */
export async function findListingRows(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date,
  parts: RecordParts = ALL_PARTS,
): Promise<ListingRows[]> {
  if (ids.length === 0) return [];
  const idList = sql`${[...ids]}::bigint[]`;
  const [listings, records, media, openHouses] = await Promise.all([
    db
      .selectFrom('listings')
      .selectAll()
      .where(sql<boolean>`id = any(${idList})`)
      .where('internet_entire_listing_display_yn', '=', true)
      .execute(),
    parts.record
      ? db
          .selectFrom('listing_records')
          .select(['listing_id', 'record'])
          .where(sql<boolean>`listing_id = any(${idList})`)
          .execute()
      : Promise.resolve([]),
    parts.media
      ? db
          .selectFrom('listing_media')
          .selectAll()
          .where(sql<boolean>`listing_id = any(${idList})`)
          .orderBy('listing_id')
          .orderBy('position')
          .execute()
      : Promise.resolve([]),
    parts.openHouses
      ? db
          .selectFrom('open_houses')
          .selectAll()
          .where(sql<boolean>`listing_id = any(${idList})`)
          .where('open_house_type', '=', 'Public')
          .where('end_time', '>', now)
          .orderBy('listing_id')
          .orderBy('start_time')
          .execute()
      : Promise.resolve([]),
  ]);
  const byId = new Map(listings.map((row) => [String(row.id), row]));
  const recordOf = new Map(records.map((row) => [String(row.listing_id), row.record]));
  const group = <T extends { listing_id: unknown }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const key = String(row.listing_id);
      const list = map.get(key);
      if (list) list.push(row);
      else map.set(key, [row]);
    }
    return map;
  };
  const mediaOf = group(media);
  const openHousesOf = group(openHouses);
  const found: ListingRows[] = [];
  for (const id of ids) {
    const listing = byId.get(id);
    if (!listing) continue;
    found.push({
      listing,
      record: recordOf.get(id) ?? null,
      media: mediaOf.get(id) ?? [],
      openHouses: openHousesOf.get(id) ?? [],
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
