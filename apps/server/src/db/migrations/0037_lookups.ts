import { sql, type Kysely } from 'kysely';

/**
 * The RESO Lookup resource (RCP-040 §2.2, RESOStandards/transport proposals/data-dictionary.md):
 * one row per value of each lookup our RESO API serves, the Data Dictionary's standard values
 * and the values in use (modules/reso/lookups.repository.ts refreshes it). A value keeps its key
 * and ModificationTimestamp until it changes, so a client can replicate the lookups by timestamp.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table lookups (
    lookup_key text primary key,
    lookup_name text not null,
    lookup_value text not null,
    standard_lookup_value text,
    legacy_odata_value text,
    modification_timestamp timestamptz not null default now(),
    unique (lookup_name, lookup_value)
  )`.execute(db);
  await sql`create index lookups_modification_idx on lookups (modification_timestamp, lookup_key)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table lookups`.execute(db);
}
