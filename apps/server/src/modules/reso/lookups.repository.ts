/** The SQL of the RESO Lookup resource's table (lookups.service.ts decides its rows). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ResoField, ResoResource } from './reso-resources';

export interface LookupRow {
  lookup_key: string;
  lookup_name: string;
  lookup_value: string;
  standard_lookup_value: string | null;
  legacy_odata_value: string | null;
}

/** The distinct values of a lookup field among the records a resource serves. */
export async function distinctValues(
  db: Kysely<Database>,
  resource: ResoResource,
  field: ResoField & { sql: NonNullable<ResoField['sql']> },
): Promise<string[]> {
  const value = field.collection ? sql`unnest(${field.sql})` : field.sql;
  const { rows } = await sql<{ v: string | null }>`select distinct ${value} as v
    from ${resource.from} where ${resource.where}`.execute(db);
  return rows.flatMap(({ v }) => (v ? [v] : []));
}

/**
 * Makes the `lookups` table hold exactly these rows: new ones added, changed ones updated (their
 * ModificationTimestamp moves), the others removed; a row that does not change is left alone.
 */
export async function writeLookups(
  db: Kysely<Database>,
  rows: readonly LookupRow[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`insert into lookups (lookup_key, lookup_name, lookup_value, standard_lookup_value,
        legacy_odata_value, modification_timestamp)
      select lookup_key, lookup_name, lookup_value, standard_lookup_value, legacy_odata_value, now()
      from json_populate_recordset(null::lookups, ${JSON.stringify(rows)}::json)
      on conflict (lookup_key) do update set
        standard_lookup_value = excluded.standard_lookup_value,
        legacy_odata_value = excluded.legacy_odata_value,
        modification_timestamp = now()
      where (lookups.standard_lookup_value, lookups.legacy_odata_value)
        is distinct from (excluded.standard_lookup_value, excluded.legacy_odata_value)`.execute(
      trx,
    );
    await sql`delete from lookups where not (lookup_key = any(${rows.map((r) => r.lookup_key)}::text[]))`.execute(
      trx,
    );
  });
}
