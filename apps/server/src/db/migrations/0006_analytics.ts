import { sql, type Kysely } from 'kysely';

/**
 * Page views and listing events (public-site.md §2 "Every route change records a page view", §7
 * analytics events). Only what the figures need is kept: no address, user or cookie of the
 * visitor, so the table holds no personal data.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'page_events_kind_check',
      sql`kind in ('page_view', 'viewed_more_photos', 'virtual_tour_clicked', 'listing_saved')`,
    )
    .execute();
  await db.schema
    .createIndex('page_events_created_at_idx')
    .on('page_events')
    .column('created_at')
    .execute();
  await sql`create index page_events_listing_idx on page_events (listing_id, created_at) where listing_id is not null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_events').execute();
}
