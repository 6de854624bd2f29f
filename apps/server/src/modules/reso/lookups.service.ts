/**
 * Fills the RESO Lookup resource (RCP-040 §2.2, RESOStandards/transport
 * proposals/data-dictionary.md: LookupKey, LookupName, LookupValue, StandardLookupValue,
 * LegacyODataValue, ModificationTimestamp). For each LookupName a served field carries: the Data
 * Dictionary's standard values, and every value in use among the records served (the Lookup
 * resource "MUST contain" each value a payload holds). Run after a replication that changed
 * something and after a seed.
 */
import { createHash } from 'node:crypto';
import { legacyODataValue, STANDARD_LOOKUPS, standardLookupValue } from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { distinctValues, writeLookups, type LookupRow } from './lookups.repository';
import { RESO_RESOURCES } from './reso-resources';

function lookupRow(name: string, value: string): LookupRow {
  const standard = standardLookupValue(name, value);
  return {
    // Stable: the same name and value keep the same key.
    lookup_key: createHash('sha256').update(`${name}\u0000${value}`).digest('hex').slice(0, 24),
    lookup_name: name,
    lookup_value: value,
    standard_lookup_value: standard,
    legacy_odata_value: standard === null ? null : legacyODataValue(standard),
  };
}

/** The Lookup resource's rows as they should be now, by LookupName then value. */
export async function lookupRows(db: Kysely<Database>): Promise<LookupRow[]> {
  const values = new Map<string, Set<string>>();
  for (const resource of RESO_RESOURCES) {
    for (const field of resource.fields) {
      if (!field.lookupName || !field.sql) continue;
      let set = values.get(field.lookupName);
      if (!set) values.set(field.lookupName, (set = new Set()));
      for (const value of await distinctValues(db, resource, { ...field, sql: field.sql })) {
        set.add(value);
      }
      for (const value of STANDARD_LOOKUPS[field.lookupName]?.values ?? []) set.add(value);
    }
  }
  return [...values]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, set]) => [...set].sort().map((value) => lookupRow(name, value)));
}

/** Brings the Lookup resource up to date; answers how many values it lists. */
export async function refreshLookups(db: Kysely<Database>): Promise<number> {
  const rows = await lookupRows(db);
  await writeLookups(db, rows);
  return rows.length;
}
