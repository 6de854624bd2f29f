/**
 * The stored side of the completeness check (feed-completeness.ts): of the keys a feed holds,
 * those Hearth does not hold for the feed (its origin). An open house or a photo is looked for
 * only when the listing it belongs to is stored: one of a listing not stored (not shown, or
 * refused) is not missing, and is counted with its listing.
 */
import type { FeedResource } from '@hearth/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const BATCH = 10_000;

const STORED: Partial<Record<FeedResource, { table: string; key: string }>> = {
  Property: { table: 'listings', key: 'listing_key' },
  Member: { table: 'members', key: 'member_key' },
  Office: { table: 'offices', key: 'office_key' },
};

const CHILDREN: Partial<Record<FeedResource, { table: string; key: string }>> = {
  OpenHouse: { table: 'open_houses', key: 'open_house_key' },
  Media: { table: 'listing_media', key: 'media_key' },
};

export interface ExpectedRecord {
  key: string;
  /** The listing an open house or a photo belongs to (null for the other resources). */
  parent: string | null;
}

/**
 * Of these records, how many Hearth should hold (`expected`) and the keys of those it does not
 * (`missing`).
 */
export async function missingKeys(
  db: Kysely<Database>,
  origin: string,
  resource: FeedResource,
  records: readonly ExpectedRecord[],
): Promise<{ expected: number; missing: string[] }> {
  const stored = STORED[resource];
  const child = CHILDREN[resource];
  if ((!stored && !child) || records.length === 0) return { expected: records.length, missing: [] };
  const missing = new Set<string>();
  let expected = 0;
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    const keys = batch.map((record) => record.key);
    if (stored) {
      expected += new Set(keys).size;
      const { rows } = await sql<{
        key: string;
      }>`select k.key from unnest(${keys}::text[]) as k(key)
        where not exists (select 1 from ${sql.table(stored.table)} t
          where t.origin = ${origin} and t.${sql.ref(stored.key)} = k.key)`.execute(db);
      for (const row of rows) missing.add(row.key);
      continue;
    }
    const parents = batch.map((record) => record.parent ?? '');
    const { rows } = await sql<{ key: string; stored: boolean }>`
      select distinct k.key, exists (select 1 from ${sql.table(child!.table)} c
          join listings cl on cl.id = c.listing_id
          where cl.origin = ${origin} and c.${sql.ref(child!.key)} = k.key) as stored
      from unnest(${keys}::text[], ${parents}::text[]) as k(key, parent)
      join listings l on l.origin = ${origin} and l.listing_key = k.parent`.execute(db);
    expected += rows.length;
    for (const row of rows) if (!row.stored) missing.add(row.key);
  }
  return { expected, missing: [...missing] };
}
