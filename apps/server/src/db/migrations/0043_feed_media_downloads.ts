import { sql, type Kysely } from 'kysely';

/**
 * The photos a feed's vendor requires us to download and serve ourselves (MLS Grid), one row per
 * photo address (its url_hash, as listing_media names it): whether it is stored in our media
 * store, and, while it is not, how many downloads failed, why, and when the next is due. The
 * photo's MediaKey and modification time find a copy already stored under another address (MLS
 * Grid signs a new address each time it sends a listing).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feed_media_downloads')
    .addColumn('url_hash', 'text', (c) => c.primaryKey())
    .addColumn('feed', 'text', (c) => c.notNull())
    .addColumn('media_url', 'text', (c) => c.notNull())
    .addColumn('media_key', 'text')
    .addColumn('media_modified', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stored_at', 'timestamptz')
    .execute();
  await sql`create index feed_media_downloads_key_idx on feed_media_downloads (media_key) where stored_at is not null`.execute(
    db,
  );
  await sql`create index feed_media_downloads_due_idx on feed_media_downloads (feed, next_attempt_at) where stored_at is null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feed_media_downloads').execute();
}
