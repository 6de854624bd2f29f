/** Listing page views per site, for the members area's 30-day listing stats. */
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One row per listing, site and day (migration 0046): `views` counts the day's views. */
export interface ListingViewsTable {
  listing_id: ColumnType<string, string | number, string | number>;
  site: string;
  /** The calendar day, `YYYY-MM-DD`. */
  day: ColumnType<string, string, string>;
  views: number;
}

/** The tables of migration 0002_search. */
export type SearchTables = {
  listing_views: ListingViewsTable;
  listing_changes: {
    seq: ColumnType<string, never, never>;
    listing_id: ColumnType<string, string | number, string | number>;
    changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
};

export function searchTables(db: Kysely<Database>): Kysely<Database & SearchTables> {
  return db.withTables<SearchTables>();
}

export const STATS_DAYS = 30;

/** One view to count: the day it falls on and, for a visitor, who may only count once that day. */
export interface ListingView {
  /** The calendar day (`YYYY-MM-DD`) in the association's time zone. */
  day: string;
  /** A keyed hash naming the visitor; each counts once per listing and day. */
  visitorHash?: string;
  /** The signed-in member account, never counted on its member's own listings. */
  accountId?: string | null;
}

/**
 * Counts one view of a listing's page on a site, in one statement: a visitor already seen on the
 * listing that day, or the listing's own (co-)list agent, adds nothing.
 */
export async function recordListingView(
  db: Kysely<Database>,
  listingId: string | number,
  site: string,
  view: ListingView,
): Promise<void> {
  const id = String(listingId);
  const accountId = view.accountId ?? null;
  const ownAgent = sql`exists (select 1 from listings l
      join accounts a on a.id = ${accountId}::bigint
      join members m on m.id = a.member_id
      where l.id = ${id}::bigint and (l.list_agent_id = m.id
        or (coalesce(m.member_mls_id, '') <> '' and l.co_list_agent_mls_id = m.member_mls_id)))`;
  if (view.visitorHash === undefined) {
    await sql`insert into listing_views (listing_id, site, day, views)
      select ${id}::bigint, ${site}, ${view.day}::date, 1 where not ${ownAgent}
      on conflict (listing_id, day, site) do update set views = listing_views.views + 1`.execute(
      db,
    );
    return;
  }
  await sql`with fresh as (
      insert into listing_view_visitors (listing_id, day, visitor_hash)
      select ${id}::bigint, ${view.day}::date, ${view.visitorHash} where not ${ownAgent}
      on conflict do nothing
      returning listing_id
    )
    insert into listing_views (listing_id, site, day, views)
    select listing_id, ${site}, ${view.day}::date, 1 from fresh
    on conflict (listing_id, day, site) do update set views = listing_views.views + 1`.execute(db);
}

/**
 * Forgets the visitors of days that have ended: those before yesterday (on `now`'s UTC day), so
 * a day still running in any time zone keeps its visitors.
 */
export async function forgetListingVisitors(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await sql`delete from listing_view_visitors
    where day < (${now}::timestamptz at time zone 'UTC')::date - 1`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Views per site of each listing over the last 30 days (today and the 29 before); listings without views get {}. */
export async function listingViewsBySite(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date,
): Promise<{ id: string; views: Record<string, number> }[]> {
  if (ids.length === 0) return [];
  const rows = await searchTables(db)
    .selectFrom('listing_views')
    .select(['listing_id', 'site', sql<string>`sum(views)`.as('views')])
    .where(sql<boolean>`listing_id = any(${[...ids]}::bigint[])`)
    .where(sql<boolean>`day > (${now}::timestamptz)::date - ${STATS_DAYS}::integer`)
    .groupBy(['listing_id', 'site'])
    .execute();
  const byId = new Map<string, Record<string, number>>(ids.map((id) => [id, {}]));
  for (const row of rows) {
    const views = byId.get(String(row.listing_id));
    if (views) views[row.site] = Number(row.views);
  }
  return [...byId].map(([id, views]) => ({ id, views }));
}
