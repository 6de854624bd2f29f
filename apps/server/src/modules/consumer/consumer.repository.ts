/** All SQL of the consumer area: saved searches, saved listing groups and saved listings. */
import type { SavedListingSort } from '@hearth/domain';
import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type {
  Database,
  NotificationFrequency,
  SavedListingGroupsTable,
  SavedListingsTable,
  SavedSearchesTable,
  SubscriptionsJson,
} from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type SavedSearchRow = Selectable<SavedSearchesTable>;
export type SavedListingGroupRow = Selectable<SavedListingGroupsTable>;
/** A saved listing without the copy of its listing (see listSnapshots). */
export type SavedListingRow = Omit<Selectable<SavedListingsTable>, 'listing'> & {
  agent_name: string | null;
};

/**
 * Holds the user's row until the transaction ends, so that two requests of one person counting
 * their saved objects against a limit run one after the other.
 */
export async function lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The columns a change of frequency, subscriptions or notes sets (left out: unchanged). */
function settingsChange(values: {
  notificationFrequency?: NotificationFrequency;
  subscriptions?: SubscriptionsJson;
  notes?: string | null;
}) {
  return {
    ...(values.notificationFrequency !== undefined && {
      notification_frequency: values.notificationFrequency,
    }),
    ...(values.subscriptions !== undefined && {
      subscriptions: JSON.stringify(values.subscriptions),
    }),
    ...(values.notes !== undefined && { notes: values.notes }),
    updated_at: sql<Date>`now()`,
  };
}

// --- saved searches ---

/** A saved search with how many listings newly matched it since the person last ran it. */
export type ListedSavedSearchRow = SavedSearchRow & {
  new_listings: number;
  agent_name: string | null;
};

/**
 * The user's saved searches, each with the listings that newly matched it (as the alert sweep
 * recorded them) since it was last run, or since it was saved: one query for the whole page.
 */
export async function listSavedSearches(db: Db, userId: string): Promise<ListedSavedSearchRow[]> {
  const rows = await db
    .selectFrom('saved_searches as s')
    .leftJoin('members as m', 'm.id', 's.agent_id')
    .selectAll('s')
    .select('m.member_full_name as agent_name')
    .select(
      sql<string>`(select count(distinct i.listing_id) from alert_items i
        where i.saved_search_id = s.id and i.new_match
          and i.created_at > coalesce(s.last_run_at, s.created_at))`.as('new_listings'),
    )
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, new_listings: Number(row.new_listings) }));
}

/** Records that the person ran the search now: what matched until now is no longer new. */
export function markSavedSearchRun(db: Db, id: string): Promise<SavedSearchRow> {
  return db
    .updateTable('saved_searches')
    .set({ last_run_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findSavedSearch(db: Db, id: string): Promise<SavedSearchRow | undefined> {
  return db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface SavedSearchValues {
  name: string;
  notificationFrequency: NotificationFrequency;
  subscriptions: SubscriptionsJson;
  query: Record<string, unknown>;
  notes: string | null;
}

/** The agent who adds an object for a connected contact, and that contact. */
export interface AddedBy {
  agentId: string;
  contactId: string;
}

export function insertSavedSearch(
  db: Db,
  userId: string,
  values: SavedSearchValues,
  addedBy?: AddedBy,
): Promise<SavedSearchRow> {
  return db
    .insertInto('saved_searches')
    .values({
      user_id: userId,
      agent_id: addedBy?.agentId ?? null,
      contact_id: addedBy?.contactId ?? null,
      name: values.name,
      notification_frequency: values.notificationFrequency,
      subscriptions: JSON.stringify(values.subscriptions),
      query: JSON.stringify(values.query),
      notes: values.notes,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateSavedSearch(
  db: Db,
  id: string,
  values: Partial<SavedSearchValues>,
): Promise<SavedSearchRow> {
  return db
    .updateTable('saved_searches')
    .set({
      ...settingsChange(values),
      ...(values.name !== undefined && { name: values.name }),
      // Updated from the search screen, showing its results: what matched is seen.
      ...(values.query !== undefined && {
        query: JSON.stringify(values.query),
        last_run_at: sql<Date>`now()`,
      }),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSavedSearch(db: Db, id: string): Promise<void> {
  await db.deleteFrom('saved_searches').where('id', '=', id).execute();
}

// --- listing groups ---

export function listGroups(db: Db, userId: string): Promise<SavedListingGroupRow[]> {
  return db
    .selectFrom('saved_listing_groups')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findGroup(db: Db, id: string): Promise<SavedListingGroupRow | undefined> {
  return db.selectFrom('saved_listing_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The person's own group (no agent, no contact) that favourites go to: the oldest one. */
export function findOwnGroup(db: Db, userId: string): Promise<SavedListingGroupRow | undefined> {
  return db
    .selectFrom('saved_listing_groups')
    .selectAll()
    .where('user_id', '=', userId)
    .where('agent_id', 'is', null)
    .where('contact_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export interface GroupValues {
  name: string | null;
  notificationFrequency: NotificationFrequency;
  subscriptions: SubscriptionsJson;
  notes: string | null;
}

export function insertGroup(
  db: Db,
  userId: string,
  values: GroupValues,
): Promise<SavedListingGroupRow> {
  return db
    .insertInto('saved_listing_groups')
    .values({
      user_id: userId,
      name: values.name,
      notification_frequency: values.notificationFrequency,
      subscriptions: JSON.stringify(values.subscriptions),
      notes: values.notes,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateGroup(
  db: Db,
  id: string,
  values: Partial<GroupValues>,
): Promise<SavedListingGroupRow> {
  return db
    .updateTable('saved_listing_groups')
    .set({
      ...settingsChange(values),
      ...(values.name !== undefined && { name: values.name }),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.deleteFrom('saved_listing_groups').where('id', '=', id).execute();
}

// --- saved listings ---

/** Saved listings with the agent who added them. */
function savedListingQuery(db: Db) {
  return db
    .selectFrom('saved_listings as s')
    .leftJoin('members as m', 'm.id', 's.agent_id')
    .select([
      's.id',
      's.saved_listing_group_id',
      's.user_id',
      's.agent_id',
      's.listing_id',
      's.rating',
      's.notes',
      's.created_at',
      'm.member_full_name as agent_name',
    ]);
}

/**
 * The copies kept of these saved listings' listings, by saved-listing id: read only for the
 * listings no longer shown, as the others are presented as they are now.
 */
export async function listSnapshots(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('saved_listings')
    .select(['id', 'listing'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [String(row.id), row.listing]));
}

/** The saved listings of a person (of one of their groups when named), newest first. */
export function listSavedListings(
  db: Db,
  userId: string,
  groupId?: string,
): Promise<SavedListingRow[]> {
  let query = savedListingQuery(db).where('s.user_id', '=', userId);
  if (groupId !== undefined) query = query.where('s.saved_listing_group_id', '=', groupId);
  return query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
}

/** A saved listing of a page, with how many the group holds in all. */
export type PagedSavedListingRow = SavedListingRow & { total: number };

/**
 * What each sort of §2 orders by, first: a listing's price and market date as the card shows
 * them (see listSavedListingPages); a missing value counts as 0, as on the screens. Ties stay
 * newest first.
 */
const SORT_KEYS: Record<SavedListingSort, RawBuilder<unknown>> = {
  ListPriceUp: sql`coalesce(list_price, 0) asc,`,
  ListPriceDown: sql`coalesce(list_price, 0) desc,`,
  rating: sql`coalesce(rating, 0) desc,`,
  onMarketDate: sql`coalesce(on_market_date, date '1970-01-01') desc,`,
  createdAt: sql``,
};

/**
 * One page of each of a person's groups (of one group when named), in one of the sorts of §2,
 * each saved listing with how many its group holds: rows `offset + 1` to `offset + limit` of each
 * group. Sorted on the listing's price and market date while it is shown, else on the copy kept
 * when it was saved (which its card then shows too). One query: the sort, the page and the count
 * are the database's, and only the page's rows come back, with their agents' names.
 */
export async function listSavedListingPages(
  db: Db,
  userId: string,
  page: { sort: SavedListingSort; offset: number; limit: number; groupId?: string },
): Promise<PagedSavedListingRow[]> {
  const inGroup =
    page.groupId === undefined ? sql`` : sql`and s.saved_listing_group_id = ${page.groupId}`;
  const { rows } = await sql<PagedSavedListingRow>`
    with saved as (
      select s.id, s.saved_listing_group_id, s.user_id, s.agent_id, s.listing_id, s.rating,
        s.notes, s.created_at,
        case when l.id is not null then l.list_price
          when jsonb_typeof(s.listing->'ListPrice') = 'number'
            then (s.listing->>'ListPrice')::numeric end as list_price,
        case when l.id is not null then l.on_market_date
          when s.listing->>'OnMarketDate' ~ '^\d{4}-\d{2}-\d{2}'
            then left(s.listing->>'OnMarketDate', 10)::date end as on_market_date
      from saved_listings s
      left join listings l
        on l.listing_id = s.listing_id and l.internet_entire_listing_display_yn
      where s.user_id = ${userId} ${inGroup}
    ), ranked as (
      select saved.*,
        row_number() over (partition by saved_listing_group_id
          order by ${SORT_KEYS[page.sort]} created_at desc, id desc) as position,
        count(*) over (partition by saved_listing_group_id) as total
      from saved
    )
    select r.id, r.saved_listing_group_id, r.user_id, r.agent_id, r.listing_id, r.rating,
      r.notes, r.created_at, r.total, m.member_full_name as agent_name
    from ranked r
    left join members m on m.id = r.agent_id
    where r.position > ${page.offset} and r.position <= ${page.offset + page.limit}
    order by r.saved_listing_group_id, r.position`.execute(db);
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

export function findSavedListing(db: Db, id: string): Promise<SavedListingRow | undefined> {
  return savedListingQuery(db).where('s.id', '=', id).executeTakeFirst();
}

/** Which listings a person saved, in which group: what the hearts need, and nothing more. */
export function listSavedListingRefs(db: Db, userId: string) {
  return db
    .selectFrom('saved_listings')
    .select(['id', 'listing_id', 'saved_listing_group_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** How many saved listings a person keeps (in one of their groups when named). */
export async function countSavedListings(
  db: Db,
  userId: string,
  groupId?: string,
): Promise<number> {
  let query = db
    .selectFrom('saved_listings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId);
  if (groupId !== undefined) query = query.where('saved_listing_group_id', '=', groupId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findSavedListingInGroup(db: Db, groupId: string, listingId: string) {
  return db
    .selectFrom('saved_listings')
    .select('id')
    .where('saved_listing_group_id', '=', groupId)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
}

/** Who owns a saved listing and who added it: what the policy needs to let it be removed. */
export function findSavedListingOwner(db: Db, id: string) {
  return db
    .selectFrom('saved_listings')
    .select(['id', 'user_id', 'agent_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Saves a listing in a group; undefined when the group holds it already. */
export function insertSavedListing(
  db: Db,
  values: {
    groupId: string;
    userId: string;
    listingId: string;
    listing: Record<string, unknown>;
    agentId?: string;
  },
): Promise<SavedListingRow | undefined> {
  return db
    .insertInto('saved_listings')
    .values({
      saved_listing_group_id: values.groupId,
      user_id: values.userId,
      agent_id: values.agentId ?? null,
      listing_id: values.listingId,
      listing: JSON.stringify(values.listing),
    })
    .onConflict((oc) => oc.constraint('saved_listings_group_listing_key').doNothing())
    .returning([
      'id',
      'saved_listing_group_id',
      'user_id',
      'agent_id',
      'listing_id',
      'rating',
      'notes',
      'created_at',
    ])
    .executeTakeFirst()
    .then((row) => row && { ...row, agent_name: null });
}

/** Keeps, of a person's rows, those that are their own or that this agent added. */
export function seenByAgent<T extends { agent_id: string | null }>(
  rows: readonly T[],
  agentId: string,
): T[] {
  return rows.filter((row) => row.agent_id === null || String(row.agent_id) === agentId);
}

export async function updateSavedListing(
  db: Db,
  id: string,
  values: { rating?: number | null; notes?: string | null },
): Promise<void> {
  await db
    .updateTable('saved_listings')
    .set({
      ...(values.rating !== undefined && { rating: values.rating }),
      ...(values.notes !== undefined && { notes: values.notes }),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteSavedListing(db: Db, id: string): Promise<void> {
  await db.deleteFrom('saved_listings').where('id', '=', id).execute();
}
