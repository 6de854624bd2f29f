import { sql, type Kysely } from 'kysely';

/**
 * No silent loss: after a full run and at each reconciliation the replication compares the keys
 * the feed holds per resource with those stored, fetches the missing ones, and keeps the count
 * of any still missing (`ingest_state.missing_count`, beside the feed's own `feed_count` and when
 * it was checked). A run that ends with records missing is `incomplete`, never `succeeded`, and
 * records what is missing per resource (`ingest_runs.missing`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ingest_state')
    .addColumn('feed_count', 'integer')
    .addColumn('missing_count', 'integer')
    .addColumn('checked_at', 'timestamptz')
    .execute();
  await sql`alter table ingest_runs add column missing jsonb not null default '{}'::jsonb`.execute(
    db,
  );
  await sql`alter table ingest_runs drop constraint if exists ingest_runs_status_check`.execute(db);
  await sql`alter table ingest_runs add constraint ingest_runs_status_check
    check (status in ('running', 'succeeded', 'incomplete', 'failed', 'interrupted'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update ingest_runs set status = 'failed' where status = 'incomplete'`.execute(db);
  await sql`alter table ingest_runs drop constraint if exists ingest_runs_status_check`.execute(db);
  await sql`alter table ingest_runs add constraint ingest_runs_status_check
    check (status in ('running', 'succeeded', 'failed', 'interrupted'))`.execute(db);
  await sql`alter table ingest_runs drop column missing`.execute(db);
  await db.schema
    .alterTable('ingest_state')
    .dropColumn('feed_count')
    .dropColumn('missing_count')
    .dropColumn('checked_at')
    .execute();
}
