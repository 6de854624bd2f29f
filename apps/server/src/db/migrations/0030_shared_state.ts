import { sql, type Kysely } from 'kysely';

/**
 * State that several server processes must share, kept in the database instead of each
 * process's memory: rate-limit counters (`rate_limits`, one fixed window per key, the key
 * stored as its sha256 so addresses and e-mails are not kept in clear) and the leases of
 * background jobs (`job_leases`: one row per job; the process holding an unexpired lease runs it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_resets_at')
    .on('rate_limits')
    .column('resets_at')
    .execute();
  await db.schema
    .createTable('job_leases')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('leased_until', 'timestamptz', (c) => c.notNull())
    .addColumn('last_started_at', 'timestamptz')
    .addColumn('last_finished_at', 'timestamptz')
    .addColumn('runs', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`comment on table job_leases is 'one row per background job: who runs it and until when'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('rate_limits').execute();
}
