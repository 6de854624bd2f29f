/**
 * All SQL of alerts: the sweep's place in the change log, listings as last seen, saved searches
 * and listing groups to match, and the alert items that record what each was told.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, Listing, SubscriptionsJson } from '../../db/schema';
import type { AlertItemsTable, NotificationFrequency } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type AlertItemRow = Selectable<AlertItemsTable>;

/** An arbitrary number that names the alert sweep's advisory lock. */
const SWEEP_LOCK = 2_027_023;

/** Takes the sweep's lock for the transaction; false when another process holds it. */
export async function trySweepLock(trx: Transaction<Database>): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

export interface AlertState {
  changeSeq: number | null;
  digestOn: string | null;
  tokenKey: string | null;
}

export async function readAlertState(db: Db): Promise<AlertState> {
  const row = await db
    .selectFrom('alert_state')
    .select(['change_seq', 'digest_on', 'token_key'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    changeSeq: row.change_seq === null ? null : Number(row.change_seq),
    digestOn: row.digest_on === null ? null : String(row.digest_on).slice(0, 10),
    tokenKey: row.token_key,
  };
}

export async function saveChangeSeq(db: Db, seq: number): Promise<void> {
  await db
    .updateTable('alert_state')
    .set({ change_seq: String(seq) })
    .where('id', '=', 1)
    .execute();
}

export async function saveDigestDay(db: Db, day: string): Promise<void> {
  await db.updateTable('alert_state').set({ digest_on: day }).where('id', '=', 1).execute();
}

/** Keeps `key` as the token key unless one is kept already; returns the one kept. */
export async function keepTokenKey(db: Db, key: string): Promise<string> {
  await db
    .updateTable('alert_state')
    .set({ token_key: key })
    .where('id', '=', 1)
    .where('token_key', 'is', null)
    .execute();
  return (await readAlertState(db)).tokenKey ?? key;
}

/** The newest entry of the change log (0 when empty). */
/**
 * The last number the change log's sequence gave, also when every entry was pruned (0 when it
 * gave none): with an empty log, whether anything was logged after a mark.
 */
export async function lastChangeNumber(db: Db): Promise<number> {
  const { rows } = await sql<{
    last: string | null;
  }>`select pg_sequence_last_value(pg_get_serial_sequence('listing_changes', 'seq')::regclass) as last`.execute(
    db,
  );
  return Number(rows[0]?.last ?? 0);
}

export async function newestChange(db: Db): Promise<number> {
  const { rows } = await sql<{
    seq: string | null;
  }>`select max(seq) as seq from listing_changes`.execute(db);
  return Number(rows[0]?.seq ?? 0);
}

/** Entries of the change log after `after`, oldest first, and the oldest entry still kept. */
export async function changesAfter(
  db: Db,
  after: number,
  limit: number,
): Promise<{ changes: { seq: number; listingId: string }[]; oldest: number | null }> {
  const { rows } = await sql<{ seq: string; listing_id: string }>`
    select seq, listing_id from listing_changes where seq > ${after} order by seq limit ${limit}`.execute(
    db,
  );
  const { rows: oldest } = await sql<{
    seq: string | null;
  }>`select min(seq) as seq from listing_changes`.execute(db);
  return {
    changes: rows.map((row) => ({ seq: Number(row.seq), listingId: String(row.listing_id) })),
    oldest: oldest[0]?.seq == null ? null : Number(oldest[0].seq),
  };
}

/**
 * Of these listings (all when null), those whose row differs from the one last seen: changed,
 * new or deleted.
 */
export async function listingsChangedSinceSeen(db: Db, ids: string[] | null): Promise<string[]> {
  const { rows } =
    ids === null
      ? await sql<{ id: string }>`
          select coalesce(l.id, s.listing_id) as id
          from listings l full join alert_listings s on s.listing_id = l.id
          where to_jsonb(l) is distinct from s.row`.execute(db)
      : await sql<{ id: string }>`
          select i.id from unnest(${ids}::bigint[]) as i(id)
          left join listings l on l.id = i.id
          left join alert_listings s on s.listing_id = i.id
          where (l.id is not null or s.listing_id is not null)
            and to_jsonb(l) is distinct from s.row`.execute(db);
  return rows.map((row) => String(row.id));
}

export async function listingsNow(db: Db, ids: readonly string[]): Promise<Listing[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('listings')
    .selectAll()
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .execute();
}

/** The listings as last seen, read back into the `listings` row type. */
export async function listingsAsSeen(db: Db, ids: readonly string[]): Promise<Listing[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<Listing>`
    select (jsonb_populate_record(null::listings, row)).* from alert_listings
    where listing_id = any(${ids}::bigint[])`.execute(db);
  return rows;
}

/** Remembers these listings as they are now (and forgets deleted ones). */
export async function rememberListings(db: Db, ids: readonly string[] | null): Promise<void> {
  if (ids === null) {
    await sql`delete from alert_listings`.execute(db);
    await sql`insert into alert_listings (listing_id, row) select id, to_jsonb(l) from listings l`.execute(
      db,
    );
    return;
  }
  if (ids.length === 0) return;
  await sql`delete from alert_listings where listing_id = any(${ids}::bigint[])`.execute(db);
  await sql`insert into alert_listings (listing_id, row)
    select id, to_jsonb(l) from listings l where id = any(${ids}::bigint[])`.execute(db);
}

/** Each listing's public open house at its next open house's start: its end. */
export async function openHouseEnds(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { start: Date; end: Date }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('open_houses as o')
    .innerJoin('listings as l', 'l.id', 'o.listing_id')
    .select(['o.listing_id', 'o.start_time', 'o.end_time'])
    .where(sql<boolean>`o.listing_id = any(${ids}::bigint[])`)
    .where('o.open_house_type', '=', 'Public')
    .whereRef('o.start_time', '=', 'l.next_open_house_at')
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.listing_id),
      { start: new Date(row.start_time), end: new Date(row.end_time) },
    ]),
  );
}

export interface SearchToMatch {
  id: string;
  userId: string;
  query: Record<string, unknown>;
  frequency: NotificationFrequency;
  subscriptions: SubscriptionsJson;
}

/** A short text that changes whenever a saved search is added, changed or deleted. */
export async function savedSearchesVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(max(updated_at)::text, '')
      as version from saved_searches`.execute(db);
  return rows[0]?.version ?? '';
}

export async function savedSearchesToMatch(db: Db): Promise<SearchToMatch[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select(['id', 'user_id', 'query', 'notification_frequency', 'subscriptions'])
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    userId: String(row.user_id),
    query: row.query,
    frequency: row.notification_frequency,
    subscriptions: row.subscriptions,
  }));
}

export interface WatchingGroup {
  groupId: string;
  userId: string;
  frequency: NotificationFrequency;
  listingKey: string;
}

/** Listing groups holding these listings (by their public ListingId). */
export async function groupsWatching(
  db: Db,
  listingKeys: readonly string[],
): Promise<WatchingGroup[]> {
  if (listingKeys.length === 0) return [];
  const rows = await db
    .selectFrom('saved_listings as sl')
    .innerJoin('saved_listing_groups as g', 'g.id', 'sl.saved_listing_group_id')
    .select(['g.id', 'g.user_id', 'g.notification_frequency', 'sl.listing_id'])
    .where(sql<boolean>`sl.listing_id = any(${listingKeys}::text[])`)
    .execute();
  return rows.map((row) => ({
    groupId: String(row.id),
    userId: String(row.user_id),
    frequency: row.notification_frequency,
    listingKey: row.listing_id,
  }));
}

export interface NewAlertItem {
  userId: string;
  savedSearchId: string | null;
  groupId: string | null;
  listingId: string;
  reasonKey: string;
  reason: object;
  listing: object;
  /** Skipped: the search or group sends nothing (frequency never). */
  skipped: boolean;
  /** The listing newly matches the saved search (new since the person last ran it). */
  newMatch?: boolean;
}

/** Records items; one already recorded for the same search or group, listing and reason is left. */
export async function insertAlertItems(
  db: Db,
  items: readonly NewAlertItem[],
  now: Date,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < items.length; start += 1000) {
    const batch = items.slice(start, start + 1000);
    const result = await db
      .insertInto('alert_items')
      .values(
        batch.map((item) => ({
          user_id: item.userId,
          saved_search_id: item.savedSearchId,
          saved_listing_group_id: item.groupId,
          listing_id: item.listingId,
          reason_key: item.reasonKey,
          reason: JSON.stringify(item.reason),
          listing: JSON.stringify(item.listing),
          status: item.skipped ? ('skipped' as const) : ('pending' as const),
          created_at: now,
          new_match: item.newMatch ?? false,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

// --- delivery ---

export interface ItemToSend {
  id: string;
  userId: string;
  savedSearchId: string | null;
  groupId: string | null;
  listingId: string;
  reason: Record<string, unknown>;
  listing: Record<string, unknown>;
  targetName: string | null;
  searchQuery: Record<string, unknown> | null;
  email: string;
  firstName: string;
  language: 'en' | 'es';
}

/** Pending items of searches and groups sent at `frequency`, of active users whose oldest pending item is at or before `readyAt`. */
export async function itemsToSend(
  db: Db,
  frequency: 'instantly' | 'daily',
  readyAt: Date,
  maxUsers: number,
): Promise<ItemToSend[]> {
  const { rows } = await sql<{
    id: string;
    user_id: string;
    saved_search_id: string | null;
    saved_listing_group_id: string | null;
    listing_id: string;
    reason: Record<string, unknown>;
    listing: Record<string, unknown>;
    target_name: string | null;
    search_query: Record<string, unknown> | null;
    email: string;
    first_name: string;
    language: 'en' | 'es';
  }>`
    with pending as (
      select i.*, coalesce(s.notification_frequency, g.notification_frequency) as frequency,
        coalesce(s.name, g.name) as target_name, s.query as search_query
      from alert_items i
      left join saved_searches s on s.id = i.saved_search_id
      left join saved_listing_groups g on g.id = i.saved_listing_group_id
      where i.status = 'pending'
    ), ready as (
      select p.user_id from pending p join users u on u.id = p.user_id and u.status = 'active'
      where p.frequency = ${frequency}
      group by p.user_id having min(p.created_at) <= ${readyAt}
      order by min(p.created_at) limit ${maxUsers}
    )
    select p.id, p.user_id, p.saved_search_id, p.saved_listing_group_id, p.listing_id, p.reason,
      p.listing, p.target_name, p.search_query, u.email, u.first_name, u.language
    from pending p join ready r on r.user_id = p.user_id join users u on u.id = p.user_id
    where p.frequency = ${frequency}
    order by p.user_id, p.created_at, p.id`.execute(db);
  return rows.map((row) => ({
    id: String(row.id),
    userId: String(row.user_id),
    savedSearchId: row.saved_search_id === null ? null : String(row.saved_search_id),
    groupId: row.saved_listing_group_id === null ? null : String(row.saved_listing_group_id),
    listingId: String(row.listing_id),
    reason: row.reason,
    listing: row.listing,
    targetName: row.target_name,
    searchQuery: row.search_query,
    email: row.email,
    firstName: row.first_name,
    language: row.language,
  }));
}

/** Pending items of searches and groups that now send nothing are skipped. */
export async function skipSilencedItems(db: Db): Promise<void> {
  await sql`update alert_items i set status = 'skipped'
    where i.status = 'pending' and 'never' = coalesce(
      (select notification_frequency from saved_searches s where s.id = i.saved_search_id),
      (select notification_frequency from saved_listing_groups g where g.id = i.saved_listing_group_id))`.execute(
    db,
  );
}

export async function markItemsSent(
  db: Db,
  ids: readonly string[],
  outboxId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('alert_items')
    .set({ status: 'sent', outbox_id: outboxId, sent_at: now })
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .execute();
}
