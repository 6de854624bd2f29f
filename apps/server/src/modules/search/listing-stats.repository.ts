/** Listing page views per site, for the members area's 30-day listing stats. */
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ListingViewsTable {
  listing_id: ColumnType<string, string | number, string | number>;
  site: string;
  viewed_at: ColumnType<Date, Date | string | undefined, Date | string>;
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

/** Records one view of a listing's page on a site (the listing page calls this). */
export async function recordListingView(
  db: Kysely<Database>,
  listingId: string | number,
  site: string,
): Promise<void> {
  await searchTables(db)
    .insertInto('listing_views')
    .values({ listing_id: listingId, site })
    .execute();
}

/** Views per site of each listing over the last 30 days; listings without views get {}. */
export async function listingViewsBySite(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date,
): Promise<{ id: string; views: Record<string, number> }[]> {
  if (ids.length === 0) return [];
  const since = new Date(now.getTime() - STATS_DAYS * 86_400_000);
  const rows = await searchTables(db)
    .selectFrom('listing_views')
    .select(['listing_id', 'site', sql<string>`count(*)`.as('views')])
    .where(sql<boolean>`listing_id = any(${[...ids]}::bigint[])`)
    .where('viewed_at', '>=', since)
    .groupBy(['listing_id', 'site'])
    .execute();
  const byId = new Map<string, Record<string, number>>(ids.map((id) => [id, {}]));
  for (const row of rows) {
    const views = byId.get(String(row.listing_id));
    if (views) views[row.site] = Number(row.views);
  }
  return [...byId].map(([id, views]) => ({ id, views }));
}
