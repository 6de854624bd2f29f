import { sql, type Kysely } from 'kysely';

/**
 * Search support (docs/decisions/0002-search-index.md).
 *
 * - `listing_views`: one row per listing page view and site, for the 30-day listing stats.
 * - `listing_changes`: a log of changed listing ids, written by statement triggers, so each
 *   server process keeps its in-memory search index in step with the table by reading only
 *   what changed. A TRUNCATE logs listing 0: "reload everything".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_views')
    .addColumn('listing_id', 'bigint', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('listing_views_listing_idx')
    .on('listing_views')
    .columns(['listing_id', 'viewed_at'])
    .execute();

  await db.schema
    .createTable('listing_changes')
    .addColumn('seq', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('listing_id', 'bigint', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function listing_changes_log() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        insert into listing_changes (listing_id) values (0);
      elsif tg_op = 'DELETE' then
        insert into listing_changes (listing_id) select id from old_rows;
      else
        insert into listing_changes (listing_id) select id from new_rows;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger listings_log_insert after insert on listings
    referencing new table as new_rows for each statement execute function listing_changes_log()`.execute(
    db,
  );
  await sql`create trigger listings_log_update after update on listings
    referencing new table as new_rows for each statement execute function listing_changes_log()`.execute(
    db,
  );
  await sql`create trigger listings_log_delete after delete on listings
    referencing old table as old_rows for each statement execute function listing_changes_log()`.execute(
    db,
  );
  await sql`create trigger listings_log_truncate after truncate on listings
    for each statement execute function listing_changes_log()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger ${sql.raw(`listings_log_${trigger}`)} on listings`.execute(db);
  }
  await sql`drop function listing_changes_log()`.execute(db);
  await db.schema.dropTable('listing_changes').execute();
  await db.schema.dropTable('listing_views').execute();
}
