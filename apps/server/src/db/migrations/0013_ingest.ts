import { sql, type Kysely } from 'kysely';

/**
 * MLS data from a RESO Web API feed, and our own RESO Web API.
 *
 * - A listing's agent and office may not (yet) be in the Member and Office data: the links
 *   become optional and the listing keeps the names from its record.
 * - `origin` marks the rows a feed wrote (its name), so a key reconciliation removes only what
 *   that feed no longer has, never a listing entered another way.
 * - `listing_media` keeps the feed's MediaKey and a hash of its URL (the media route serves the
 *   photo, resized and cached, by that hash); `open_houses` keeps the feed's OpenHouseKey.
 * - `ingest_state`: per feed and resource, the checkpoint of the replication (the last
 *   ModificationTimestamp and key stored), so a run resumes where it stopped.
 * - `ingest_runs`: each run with its counts (added, changed, deleted, skipped by reason).
 * - `reso_clients`: the clients of our RESO Web API, each with a bearer token (kept only as its
 *   sha256) and its own rate limit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table listings alter column list_agent_id drop not null,
    alter column list_office_id drop not null`.execute(db);
  for (const table of ['listings', 'members', 'offices']) {
    await db.schema.alterTable(table).addColumn('origin', 'text').execute();
  }
  await sql`create index listings_origin_key_idx on listings (origin, listing_key) where origin is not null`.execute(
    db,
  );
  // Incremental reads of our own RESO Web API page by ModificationTimestamp, then key.
  await sql`create index listings_modification_idx on listings (modification_timestamp, listing_key)`.execute(
    db,
  );

  await db.schema
    .alterTable('listing_media')
    .addColumn('media_key', 'text')
    .addColumn('url_hash', 'text')
    .addColumn('media_order', 'integer')
    .addColumn('modification_timestamp', 'timestamptz')
    .execute();
  await sql`create index listing_media_url_hash_idx on listing_media (url_hash) where url_hash is not null`.execute(
    db,
  );
  await sql`create unique index listing_media_key_idx on listing_media (media_key) where media_key is not null`.execute(
    db,
  );

  await db.schema
    .alterTable('open_houses')
    .addColumn('open_house_key', 'text')
    .addColumn('modification_timestamp', 'timestamptz')
    .execute();
  await sql`create unique index open_houses_key_idx on open_houses (open_house_key) where open_house_key is not null`.execute(
    db,
  );

  await db.schema
    .createTable('ingest_state')
    .addColumn('feed', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('checkpoint_timestamp', 'timestamptz')
    .addColumn('checkpoint_key', 'text')
    .addColumn('full_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_success_at', 'timestamptz')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_reconciled_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('ingest_state_pk', ['feed', 'resource'])
    .execute();

  await db.schema
    .createTable('ingest_runs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('feed', 'text', (c) => c.notNull())
    .addColumn('full', 'boolean', (c) => c.notNull())
    .addColumn('resources', sql`text[]`, (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('running')
        .check(sql`status in ('running', 'succeeded', 'failed', 'interrupted')`),
    )
    .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('ingest_runs_feed_idx')
    .on('ingest_runs')
    .columns(['feed', 'started_at'])
    .execute();

  await db.schema
    .createTable('reso_clients')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_hint', 'text', (c) => c.notNull())
    .addColumn('requests_per_minute', 'integer', (c) =>
      c.notNull().check(sql`requests_per_minute between 1 and 100000`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reso_clients').execute();
  await db.schema.dropTable('ingest_runs').execute();
  await db.schema.dropTable('ingest_state').execute();
  await sql`drop index open_houses_key_idx`.execute(db);
  await db.schema
    .alterTable('open_houses')
    .dropColumn('open_house_key')
    .dropColumn('modification_timestamp')
    .execute();
  await sql`drop index listing_media_key_idx`.execute(db);
  await sql`drop index listing_media_url_hash_idx`.execute(db);
  await db.schema
    .alterTable('listing_media')
    .dropColumn('media_key')
    .dropColumn('url_hash')
    .dropColumn('media_order')
    .dropColumn('modification_timestamp')
    .execute();
  await sql`drop index listings_modification_idx`.execute(db);
  await sql`drop index listings_origin_key_idx`.execute(db);
  for (const table of ['listings', 'members', 'offices']) {
    await db.schema.alterTable(table).dropColumn('origin').execute();
  }
}
