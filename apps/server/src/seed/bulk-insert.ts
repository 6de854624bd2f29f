import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** A seeded row: every column present (null where empty), with an explicit id where the table has one. */
export type SeedRow<T> = Required<Insertable<T>> & ('id' extends keyof T ? { id: number } : object);

type SeededTable = keyof Database & string;

/**
 * Inserts rows with one statement and one parameter: the rows as a JSON array, unpacked by
 * `json_populate_recordset` into the table's own column types. Far fewer bytes cross the wire
 * than with one array literal per column (the record column is JSON already), and the bind
 * parameter limit never comes near. Explicit ids keep the rows identical from run to run,
 * whatever order concurrent batches land in.
 */
export async function insertRows<T extends SeededTable>(
  db: Kysely<Database>,
  table: T,
  rows: readonly SeedRow<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const override = columns.includes('id') ? sql`overriding system value` : sql``;
  const json = JSON.stringify(rows);
  await sql`insert into ${sql.table(table)} (${names}) ${override}
    select ${names} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(
    db,
  );
}

/**
 * Inserts listing records, given as JSON text: each record is parsed once, straight to jsonb
 * (measured faster than populating a row whose field is JSON).
 */
export async function insertRecords(
  db: Kysely<Database>,
  rows: readonly { listing_id: number; record: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const json = `[${rows.map((row) => `{"listing_id":${row.listing_id},"record":${row.record}}`).join(',')}]`;
  await sql`insert into listing_records (listing_id, record)
    select (row->>'listing_id')::bigint, row->'record' from jsonb_array_elements(${json}::jsonb) as row`.execute(
    db,
  );
}

/**
 * Settings for a seeding transaction: lz4 compresses the large records several times faster
 * than the default pglz where the server has it, and a lost tail after a crash only means
 * seeding again.
 */
export async function bulkLoadSettings(db: Kysely<Database>): Promise<RawBuilder<unknown>[]> {
  const { rows } = await sql<{ lz4: boolean }>`select coalesce(
      (select 'lz4' = any(enumvals) from pg_settings where name = 'default_toast_compression'), false) as lz4`.execute(
    db,
  );
  const settings = [sql`set local synchronous_commit = off`];
  if (rows[0]?.lz4) settings.push(sql`set local default_toast_compression = 'lz4'`);
  return settings;
}

/** Moves each identity sequence past the explicit ids the seed wrote. */
export async function advanceIdentities(
  db: Kysely<Database>,
  tables: readonly SeededTable[],
): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false)
      from ${sql.table(table)}`.execute(db);
  }
}
