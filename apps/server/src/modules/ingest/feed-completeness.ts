/**
 * No silent loss: the keys a feed holds per resource against those Hearth stored. A run compares
 * them after every full run and at each reconciliation, fetches the missing records by key, and
 * reports any that are still missing (the run's summary, `/readyz`, the association console).
 * Listings whose status says they are gone are not expected to be stored (they are removed).
 */
import type { FeedResource } from '@hearth/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { KEY_FIELDS } from './feed-queries';
import { mapProperty } from './property-mapping';
import type { ResoRecord } from './reso-values';

/** The resources whose every record is stored under its key, and so can be checked by key. */
export const CHECKED_RESOURCES: readonly FeedResource[] = ['Office', 'Member', 'Property'];

/** The fields read beside a resource's key: enough to know whether it should be stored. */
export function checkFields(resource: FeedResource): string[] {
  return resource === 'Property' ? ['StandardStatus'] : [];
}

/** The keys of the records a feed holds that Hearth should hold too. */
export function expectedKeys(resource: FeedResource, records: readonly ResoRecord[]): string[] {
  const keyField = KEY_FIELDS[resource];
  return records
    .filter((record) => resource !== 'Property' || mapProperty(record).kind !== 'delete')
    .map((record) => record[keyField] as string);
}

const STORED: Partial<Record<FeedResource, { table: string; key: string }>> = {
  Property: { table: 'listings', key: 'listing_key' },
  Member: { table: 'members', key: 'member_key' },
  Office: { table: 'offices', key: 'office_key' },
};

/** Of these keys, those Hearth does not hold for the feed (its origin). */
export async function missingKeys(
  db: Kysely<Database>,
  origin: string,
  resource: FeedResource,
  keys: readonly string[],
): Promise<string[]> {
  const stored = STORED[resource];
  if (!stored || keys.length === 0) return [];
  const missing: string[] = [];
  for (let start = 0; start < keys.length; start += 10_000) {
    const batch = keys.slice(start, start + 10_000);
    const { rows } = await sql<{ key: string }>`select k.key from unnest(${batch}::text[]) as k(key)
      where not exists (select 1 from ${sql.table(stored.table)} t
        where t.origin = ${origin} and t.${sql.ref(stored.key)} = k.key)`.execute(db);
    for (const row of rows) missing.push(row.key);
  }
  return [...new Set(missing)];
}
