import { sql, type Kysely } from 'kysely';

/**
 * "New since last run" on the saved-searches page: an alert item of a saved search records
 * whether the listing newly matched the search (`new_match`: a new listing, back on the market, a
 * price cut or another change that brought it in) rather than being news about a listing that
 * matched already. The page counts, per search, the listings newly matched since the person last
 * ran it (`saved_searches.last_run_at`), through the partial index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('alert_items')
    .addColumn('new_match', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update alert_items set new_match = true
    where saved_search_id is not null and (reason_key = 'listed' or reason_key like 'back:%')`.execute(
    db,
  );
  await sql`create index alert_items_new_match_idx on alert_items
    (saved_search_id, created_at) include (listing_id) where new_match`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index alert_items_new_match_idx`.execute(db);
  await db.schema.alterTable('alert_items').dropColumn('new_match').execute();
}
