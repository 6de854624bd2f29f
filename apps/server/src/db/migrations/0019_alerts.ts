import { sql, type Kysely } from 'kysely';

/**
 * Alerts (saved searches and listing groups with a notification frequency).
 *
 * - `alert_state`: one row: the last entry of `listing_changes` the alert sweep has read (null
 *   until the first sweep, which takes the listings as they are without alerting), the local date
 *   of the last daily digest, and the key that signs unsubscribe links.
 * - `alert_listings`: each listing's row as the sweep last saw it (`to_jsonb(listings)`), so a
 *   change is compared with what was there before it.
 * - `alert_items`: what each saved search or listing group is told about a listing, once per
 *   reason (`reason_key`): pending until it is written to the outbox, then sent (with its message).
 * - `saved_searches.last_run_at`: when the person last ran the search, for "new since".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('change_seq', 'bigint')
    .addColumn('digest_on', 'date')
    .addColumn('token_key', 'text')
    .execute();
  await sql`insert into alert_state (id) values (1)`.execute(db);

  await db.schema
    .createTable('alert_listings')
    .addColumn('listing_id', 'bigint', (c) => c.primaryKey())
    .addColumn('row', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('alert_items')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('saved_search_id', 'bigint', (c) =>
      c.references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('saved_listing_group_id', 'bigint', (c) =>
      c.references('saved_listing_groups.id').onDelete('cascade'),
    )
    .addColumn('listing_id', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'jsonb', (c) => c.notNull())
    .addColumn('reason_key', 'text', (c) => c.notNull())
    .addColumn('listing', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'skipped')`),
    )
    .addColumn('outbox_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint(
      'alert_items_target_check',
      sql`(saved_search_id is null) <> (saved_listing_group_id is null)`,
    )
    .execute();
  await sql`create unique index alert_items_search_key on alert_items
    (saved_search_id, listing_id, reason_key) where saved_search_id is not null`.execute(db);
  await sql`create unique index alert_items_group_key on alert_items
    (saved_listing_group_id, listing_id, reason_key) where saved_listing_group_id is not null`.execute(
    db,
  );
  await sql`create index alert_items_pending_idx on alert_items (user_id, created_at)
    where status = 'pending'`.execute(db);
  await db.schema.createIndex('alert_items_user_idx').on('alert_items').column('user_id').execute();

  await db.schema.alterTable('saved_searches').addColumn('last_run_at', 'timestamptz').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('saved_searches').dropColumn('last_run_at').execute();
  await db.schema.dropTable('alert_items').execute();
  await db.schema.dropTable('alert_listings').execute();
  await db.schema.dropTable('alert_state').execute();
}
