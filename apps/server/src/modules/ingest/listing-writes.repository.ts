/**
 * Writes a page of a feed's listings, photos and open houses. Every change goes through the
 * `listings` table (its triggers log it in `listing_changes`), so the search index, the map's
 * clusters and the alerts see it with no other step: a photo or open house that changes also
 * updates the listing's `photos_count`, `primary_photo_url` or `next_open_house_at`.
 */
import { LISTING_COLUMN_FIELDS } from '@hearth/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { copyField, copyJson, copyRows } from './copy-rows';
import type { ListingPhoto, MappedListing } from './property-mapping';
import type { OpenHouseColumns } from './roster-mapping';

type Db = Kysely<Database>;

/**
 * The listing columns a feed writes, in a fixed order (names are ours, never input): every
 * column of the listing field registry, and our own.
 */
const LISTING_COLUMNS: readonly string[] = [
  ...LISTING_COLUMN_FIELDS.map((entry) => entry.column),
  'geohash',
  'primary_photo_url',
  'list_agent_id',
  'list_office_id',
  'origin',
];

/** Kept on update when the record came without its photos (they come from the Media resource). */
const PHOTO_COLUMNS = new Set(['photos_count', 'primary_photo_url']);

export interface WrittenListings {
  added: number;
  changed: number;
  /** Records no newer than the stored listing (a replay, an overlap re-read): left alone. */
  stale: number;
  /** Listing ids by key, of the listings written. */
  ids: Map<string, string>;
}

/** The ids of members and offices by their keys or else their MLS ids. */
async function rosterIds(
  db: Db,
  listings: readonly EncodedListing[],
): Promise<{ agents: Map<string, string>; offices: Map<string, string> }> {
  const distinct = (values: (string | null)[]) => [
    ...new Set(values.filter((value): value is string => Boolean(value))),
  ];
  const agentKeys = distinct(listings.map((l) => l.agentKey));
  const agentMlsIds = distinct(listings.map((l) => l.agentMlsId));
  const officeKeys = distinct(listings.map((l) => l.officeKey));
  const officeMlsIds = distinct(listings.map((l) => l.officeMlsId));
  const agents = new Map<string, string>();
  const offices = new Map<string, string>();
  if (agentKeys.length + agentMlsIds.length > 0) {
    const rows = await db
      .selectFrom('members')
      .select(['id', 'member_key', 'member_mls_id'])
      .where((eb) =>
        eb.or([
          sql<boolean>`member_key = any(${agentKeys}::text[])`,
          sql<boolean>`member_mls_id = any(${agentMlsIds}::text[])`,
        ]),
      )
      .execute();
    for (const row of rows) {
      agents.set(`k:${row.member_key}`, String(row.id));
      agents.set(`m:${row.member_mls_id}`, String(row.id));
    }
  }
  if (officeKeys.length + officeMlsIds.length > 0) {
    const rows = await db
      .selectFrom('offices')
      .select(['id', 'office_key', 'office_mls_id'])
      .where((eb) =>
        eb.or([
          sql<boolean>`office_key = any(${officeKeys}::text[])`,
          sql<boolean>`office_mls_id = any(${officeMlsIds}::text[])`,
        ]),
      )
      .execute();
    for (const row of rows) {
      offices.set(`k:${row.office_key}`, String(row.id));
      offices.set(`m:${row.office_mls_id}`, String(row.id));
    }
  }
  return { agents, offices };
}

function upsertStatement(
  rows: readonly string[],
  keepPhotos: boolean,
): RawBuilder<{
  id: string;
  listing_key: string;
  inserted: boolean;
}> {
  const names = sql.join(LISTING_COLUMNS.map((column) => sql.ref(column)));
  const updates = sql.join(
    LISTING_COLUMNS.filter(
      (column) => column !== 'listing_key' && !(keepPhotos && PHOTO_COLUMNS.has(column)),
    ).map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`),
  );
  return sql<{ id: string; listing_key: string; inserted: boolean }>`
    insert into listings (${names})
    select ${names} from json_populate_recordset(null::listings, ${`[${rows.join(',')}]`}::json)
    on conflict (listing_key) do update set ${updates}
      where listings.modification_timestamp < excluded.modification_timestamp
    returning id, listing_key, (xmax = 0) as inserted`;
}

/**
 * A listing turned into the text the statements send, all but what needs the database: the
 * links to its agent and office (linkListings) and its id (the insert gives it). Plain data, so
 * a replication's worker thread (property-pages.ts) makes it and hands it over.
 */
export interface EncodedListing {
  key: string;
  agentKey: string | null;
  agentMlsId: string | null;
  officeKey: string | null;
  officeMlsId: string | null;
  /** The row as JSON after its opening brace, without `list_agent_id` and `list_office_id`. */
  rowRest: string;
  /** Whether `record` and `photos` are COPY's text rather than JSON. */
  copy: boolean;
  /** The record as JSON (escaped as a COPY field when `copy`). */
  record: string;
  /** Each photo without its listing id; null when the record came without its photos. */
  photos: PreparedPhoto[] | null;
}

/** A listing made ready to write: its row with the links to its agent and office. */
export interface PreparedListing extends Omit<EncodedListing, 'rowRest'> {
  row: string;
}

/**
 * A photo row without its `listing_id`: as JSON, the text after the opening brace; as COPY, the
 * fields after it (PHOTO_COPY_FIELDS).
 */
interface PreparedPhoto {
  mediaKey: string | null;
  position: number;
  rest: string;
}

/** The listing_media columns a COPY of photos sends after `listing_id`, in order. */
const PHOTO_COPY_FIELDS = [
  'position',
  'media_url',
  'caption',
  'media_category',
  'media_key',
  'url_hash',
  'media_order',
  'modification_timestamp',
] as const;
const PHOTO_COPY_COLUMNS = ['listing_id', ...PHOTO_COPY_FIELDS];

/**
 * A mapped listing as the statements send it, but its links to the roster and its id: no
 * database needed (`copy`: whether the database takes COPY, copySupported).
 */
export function encodeListing(
  origin: string,
  listing: MappedListing,
  copy: boolean,
): EncodedListing {
  // The columns as they are: a Date's JSON is its toISOString().
  const columns = JSON.stringify(listing.columns);
  return {
    key: listing.key,
    agentKey: listing.agentKey,
    agentMlsId: listing.columns.list_agent_mls_id || null,
    officeKey: listing.officeKey,
    officeMlsId: listing.columns.list_office_mls_id || null,
    rowRest: `"origin":${JSON.stringify(origin)},${columns.slice(1)}`,
    copy,
    record: copy ? copyJson(JSON.stringify(listing.record)) : JSON.stringify(listing.record),
    photos:
      listing.photos?.map((photo, index) => {
        const fields = photoFields(photo, index);
        return {
          mediaKey: photo.media_key,
          position: fields.position,
          rest: copy
            ? PHOTO_COPY_FIELDS.map((column) => copyField(fields[column])).join('\t')
            : JSON.stringify(fields).slice(1),
        };
      }) ?? null,
  };
}

/**
 * Links encoded listings to their agents and offices (read from the roster, which a page of
 * listings never changes; no transaction needed, so a replication does it for the next page
 * while the database writes this one).
 */
export async function linkListings(
  db: Db,
  listings: readonly EncodedListing[],
): Promise<PreparedListing[]> {
  if (listings.length === 0) return [];
  const { agents, offices } = await rosterIds(db, listings);
  return listings.map(({ rowRest, ...listing }) => {
    const agent =
      (listing.agentKey ? agents.get(`k:${listing.agentKey}`) : undefined) ??
      (listing.agentMlsId ? agents.get(`m:${listing.agentMlsId}`) : undefined);
    const office =
      (listing.officeKey ? offices.get(`k:${listing.officeKey}`) : undefined) ??
      (listing.officeMlsId ? offices.get(`m:${listing.officeMlsId}`) : undefined);
    // The ids are our own digits; the rest was written by JSON.stringify.
    return {
      ...listing,
      row: `{"list_agent_id":${agent ?? 'null'},"list_office_id":${office ?? 'null'},${rowRest}`,
    };
  });
}

/** A photo's row (JSON or COPY, as it was prepared), with its listing's id. */
function photoRow(listingId: string, photo: PreparedPhoto, copy: boolean): string {
  return copy ? `${listingId}\t${photo.rest}` : `{"listing_id":${listingId},${photo.rest}`;
}

/**
 * Inserts or updates listings (a record no newer than the stored one, as an overlap window
 * re-reads, changes nothing), with their records and, where the record brought them, their
 * photos. Runs inside the caller's
 * transaction; throws when the database refuses the batch (the caller then writes one by one).
 */
export async function writeListings(
  db: Db,
  prepared: readonly PreparedListing[],
): Promise<WrittenListings> {
  const written: WrittenListings = { added: 0, changed: 0, stale: 0, ids: new Map() };
  if (prepared.length === 0) return written;
  const inserted = new Set<string>();
  for (const keepPhotos of [false, true]) {
    const group = prepared.filter((item) => (item.photos === null) === keepPhotos);
    if (group.length === 0) continue;
    const { rows } = await upsertStatement(
      group.map((item) => item.row),
      keepPhotos,
    ).execute(db);
    for (const row of rows) {
      written.ids.set(row.listing_key, String(row.id));
      if (row.inserted) {
        written.added++;
        inserted.add(row.listing_key);
      } else written.changed++;
    }
  }
  written.stale = prepared.length - written.ids.size;
  const kept = prepared.filter((item) => written.ids.has(item.key));
  if (kept.length === 0) return written;
  const copy = kept[0]!.copy;
  const idOf = (item: PreparedListing) => written.ids.get(item.key)!;
  // A listing just inserted has no record or photos to replace.
  const updated = kept.filter((item) => !inserted.has(item.key));

  if (copy) {
    // Replaced as the upsert below would, without a staging table: COPY has no ON CONFLICT.
    if (updated.length > 0) {
      await sql`delete from listing_records where listing_id = any(${updated.map(idOf)}::bigint[])`.execute(
        db,
      );
    }
    await copyRows(
      db,
      'listing_records',
      ['listing_id', 'record'],
      kept.map((item) => `${idOf(item)}\t${item.record}`),
    );
  } else {
    const records = kept.map((item) => `{"listing_id":${idOf(item)},"record":${item.record}}`);
    await sql`insert into listing_records (listing_id, record)
      select (row->>'listing_id')::bigint, row->'record' from jsonb_array_elements(${`[${records.join(',')}]`}::jsonb) as row
      on conflict (listing_id) do update set record = excluded.record`.execute(db);
  }

  const replaced = updated.flatMap((item) => (item.photos === null ? [] : [idOf(item)]));
  if (replaced.length > 0) {
    await sql`delete from listing_media where listing_id = any(${replaced}::bigint[])`.execute(db);
  }
  await insertPhotos(
    db,
    kept.flatMap((item) => {
      const id = idOf(item);
      return (item.photos ?? []).map((photo) => ({
        mediaKey: photo.mediaKey,
        slot: `${id}/${photo.position}`,
        row: photoRow(id, photo, copy),
      }));
    }),
    copy,
  );
  return written;
}

/** A photo's columns but its listing's id. */
function photoFields(photo: ListingPhoto, index: number) {
  return {
    position: index + 1,
    media_url: photo.media_url,
    caption: photo.caption,
    media_category: photo.media_category,
    media_key: photo.media_key,
    url_hash: photo.url_hash,
    media_order: index + 1,
    modification_timestamp: photo.modification_timestamp?.toISOString() ?? null,
  };
}

/** Inserts photo rows, as JSON or (`copy`) as COPY's text (PHOTO_COPY_COLUMNS). */
async function insertPhotos(
  db: Db,
  photos: readonly { mediaKey: string | null; slot: string; row: string }[],
  copy: boolean,
): Promise<void> {
  if (photos.length === 0) return;
  // A MediaKey moved to another listing (or repeated) takes its newest place.
  await sql`delete from listing_media where media_key = any(${photos.flatMap((photo) => (photo.mediaKey ? [photo.mediaKey] : []))}::text[])`.execute(
    db,
  );
  const unique = [
    ...new Map(photos.map((photo) => [photo.mediaKey ?? photo.slot, photo.row])).values(),
  ];
  if (copy) {
    await copyRows(db, 'listing_media', PHOTO_COPY_COLUMNS, unique);
    return;
  }
  await sql`insert into listing_media (listing_id, position, media_url, caption, media_category,
      media_key, url_hash, media_order, modification_timestamp)
    select listing_id, position, media_url, caption, media_category, media_key, url_hash,
      media_order, modification_timestamp
    from json_populate_recordset(null::listing_media, ${`[${unique.join(',')}]`}::json)`.execute(
    db,
  );
}

/** Removes the feed's listings with these keys (their records, photos and open houses go with them). */
export async function deleteListings(
  db: Db,
  origin: string,
  keys: readonly string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db
    .deleteFrom('listings')
    .where('origin', '=', origin)
    .where(sql<boolean>`listing_key = any(${[...keys]}::text[])`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The ids of listings by key (any origin: open houses and photos follow the listing). */
export async function listingIdsByKey(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'listing_key'])
    .where(sql<boolean>`listing_key = any(${[...new Set(keys)]}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.listing_key, String(row.id)]));
}

/** Sets each listing's next public open house from its open houses, where it changed. */
export async function refreshNextOpenHouse(db: Db, listingIds: readonly string[]): Promise<void> {
  if (listingIds.length === 0) return;
  await sql`update listings l set next_open_house_at = n.next
    from (select l2.id, (select min(o.start_time) from open_houses o where o.listing_id = l2.id
        and o.open_house_type = 'Public' and o.start_time >= now()) as next
      from listings l2 where l2.id = any(${[...new Set(listingIds)]}::bigint[])) n
    where l.id = n.id and l.next_open_house_at is distinct from n.next`.execute(db);
}

/** Inserts or updates open houses by key; answers the listing ids they touched. */
export async function writeOpenHouses(
  db: Db,
  openHouses: readonly (OpenHouseColumns & { listing_id: string })[],
): Promise<{ added: number; changed: number; unchanged: number }> {
  if (openHouses.length === 0) return { added: 0, changed: 0, unchanged: 0 };
  const rows = openHouses.map((o) => ({
    listing_id: o.listing_id,
    open_house_key: o.open_house_key,
    open_house_type: o.open_house_type,
    start_time: o.start_time.toISOString(),
    end_time: o.end_time.toISOString(),
    remarks: o.remarks,
    modification_timestamp: o.modification_timestamp.toISOString(),
  }));
  // An open house read again whose timestamp moved but not its content (a server may give it
  // its listing's timestamp, as our own RESO API does when it has none) is stored with its new
  // timestamp and counted unchanged: `before` is the table as the statement found it (every part
  // of a WITH sees the same snapshot). Both are read once and joined to what the insert wrote: a
  // subquery per returned row made a page of open houses several times slower at 100,000 listings.
  const { rows: result } = await sql<{ inserted: boolean; same: boolean }>`
    with incoming as materialized (
      select * from json_populate_recordset(null::open_houses, ${JSON.stringify(rows)}::json)
    ), before as materialized (
      select o.open_house_key, o.listing_id, o.open_house_type, o.start_time, o.end_time, o.remarks
      from open_houses o where o.open_house_key in (select open_house_key from incoming)
    ), written as (
      insert into open_houses (listing_id, open_house_key, open_house_type, start_time, end_time,
        remarks, modification_timestamp)
      select listing_id, open_house_key, open_house_type, start_time, end_time, remarks,
        modification_timestamp
      from incoming
      on conflict (open_house_key) where open_house_key is not null do update set
        listing_id = excluded.listing_id, open_house_type = excluded.open_house_type,
        start_time = excluded.start_time, end_time = excluded.end_time, remarks = excluded.remarks,
        modification_timestamp = excluded.modification_timestamp
        where open_houses.modification_timestamp is null
          or open_houses.modification_timestamp < excluded.modification_timestamp
      returning (xmax = 0) as inserted, open_house_key, listing_id, open_house_type, start_time,
        end_time, remarks
    )
    select w.inserted, b.open_house_key is not null
        and (b.listing_id, b.open_house_type, b.start_time, b.end_time, b.remarks)
          is not distinct from (w.listing_id, w.open_house_type, w.start_time, w.end_time, w.remarks)
        as same
    from written w left join before b on b.open_house_key = w.open_house_key`.execute(db);
  const added = result.filter((row) => row.inserted).length;
  const changed = result.filter((row) => !row.inserted && !row.same).length;
  return { added, changed, unchanged: openHouses.length - added - changed };
}

/** Removes open houses by key; answers the listing ids they belonged to. */
export async function deleteOpenHouses(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .deleteFrom('open_houses')
    .where(sql<boolean>`open_house_key = any(${[...keys]}::text[])`)
    .returning('listing_id')
    .execute();
  return rows.map((row) => String(row.listing_id));
}

/**
 * Inserts or replaces photos read from the Media resource (by MediaKey; each listing's photos are
 * renumbered after). Answers how
 * many were new, how many changed (address, caption, order or listing), and how many were read
 * again as they were stored.
 */
export async function writeMediaRecords(
  db: Db,
  media: readonly { listingId: string; order: number; photo: ListingPhoto }[],
): Promise<{ added: number; changed: number; unchanged: number }> {
  if (media.length === 0) return { added: 0, changed: 0, unchanged: 0 };
  const keys = media.flatMap((item) => (item.photo.media_key ? [item.photo.media_key] : []));
  const before = new Map(
    (
      await db
        .selectFrom('listing_media')
        .select(['media_key', 'listing_id', 'media_url', 'caption', 'media_order'])
        .where(sql<boolean>`media_key = any(${keys}::text[])`)
        .execute()
    ).map((row) => [row.media_key, row]),
  );
  // Below any position in use and unique in the batch: renumberPhotos numbers them after.
  const rows = media.map((item, index) => ({
    listing_id: item.listingId,
    ...photoFields(item.photo, index),
    position: -(index + 1),
    media_order: item.order,
  }));
  await insertPhotos(
    db,
    rows.map((row) => ({
      mediaKey: row.media_key,
      slot: `${row.listing_id}/${row.position}`,
      row: JSON.stringify(row),
    })),
    false,
  );
  const counts = { added: 0, changed: 0, unchanged: 0 };
  for (const row of rows) {
    const stored = row.media_key ? before.get(row.media_key) : undefined;
    if (!stored) counts.added++;
    else if (
      String(stored.listing_id) !== String(row.listing_id) ||
      stored.media_url !== row.media_url ||
      stored.caption !== row.caption ||
      Number(stored.media_order) !== row.media_order
    ) {
      counts.changed++;
    } else counts.unchanged++;
  }
  return counts;
}

/** Removes photos by MediaKey; answers the listing ids they belonged to. */
export async function deleteMediaRecords(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .deleteFrom('listing_media')
    .where(sql<boolean>`media_key = any(${[...keys]}::text[])`)
    .returning('listing_id')
    .execute();
  return rows.map((row) => String(row.listing_id));
}

/**
 * Numbers each listing's photos 1, 2, … by the feed's order and sets the listing's photo count
 * and first photo where they changed (which logs the change for the search index).
 */
export async function renumberPhotos(db: Db, listingIds: readonly string[]): Promise<void> {
  const ids = [...new Set(listingIds)];
  if (ids.length === 0) return;
  const ordered = sql`select id, row_number() over (partition by listing_id
      order by media_order nulls last, media_key, id) as rn
    from listing_media where listing_id = any(${ids}::bigint[])`;
  // Through numbers below those in use (new photos wait at -1 … -pageSize): the unique
  // (listing_id, position) index checks each row as it is written.
  await sql`update listing_media m set position = -(r.rn + 16000) from (${ordered}) r where m.id = r.id`.execute(
    db,
  );
  await sql`update listing_media set position = -position - 16000
    where listing_id = any(${ids}::bigint[]) and position < -16000`.execute(db);
  await sql`update listings l set photos_count = p.n, primary_photo_url = p.first
    from (select l2.id,
        (select count(*) from listing_media m where m.listing_id = l2.id)::smallint as n,
        (select case when m.media_url ~* '^https?://' then '/media/feed/' || m.url_hash || '.jpg'
            else m.media_url end
          from listing_media m where m.listing_id = l2.id order by m.position limit 1) as first
      from listings l2 where l2.id = any(${ids}::bigint[])) p
    where l.id = p.id and (l.photos_count, l.primary_photo_url) is distinct from (p.n, p.first)`.execute(
    db,
  );
}

/**
 * Removes the feed's listings whose keys are not among `keys` (the feed's full list), in one
 * transaction: the keys go into a temporary table first.
 */
export async function deleteListingsNotIn(
  db: Db,
  origin: string,
  keys: readonly string[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`create temporary table feed_keys (listing_key text primary key) on commit drop`.execute(
      trx,
    );
    for (let start = 0; start < keys.length; start += 10_000) {
      await sql`insert into feed_keys select distinct unnest(${keys.slice(start, start + 10_000)}::text[])
        on conflict do nothing`.execute(trx);
    }
    const result = await sql`delete from listings l where l.origin = ${origin}
      and not exists (select 1 from feed_keys k where k.listing_key = l.listing_key)`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}
