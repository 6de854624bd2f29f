import { sql, type Kysely } from 'kysely';

/**
 * Each replication run keeps its count of lookup values neither the feed nor the Data Dictionary
 * knows, by field (the listings are stored; the values stay in their records).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ingest_runs add column unknown_values jsonb not null default '{}'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table ingest_runs drop column unknown_values`.execute(db);
}
