import { sql, type Kysely } from 'kysely';

/**
 * The requests sent to each MLS feed, per minute of our clock (`feed_request_counts`): the
 * vendor's hourly and daily budgets are counted over the last 60 and 1,440 minutes, whatever
 * process or restart sent them (request-budget.ts). Rows older than a day are dropped as new
 * minutes are counted. `ingest_runs.paused_until`: when a run paused for a spent budget, the time
 * it goes on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feed_request_counts')
    .addColumn('feed', 'text', (c) => c.notNull())
    .addColumn('minute', 'timestamptz', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_request_counts_pkey', ['feed', 'minute'])
    .execute();
  await sql`alter table ingest_runs add column paused_until timestamptz`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table ingest_runs drop column paused_until`.execute(db);
  await db.schema.dropTable('feed_request_counts').execute();
}
