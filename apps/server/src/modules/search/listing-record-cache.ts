/**
 * Recently read listing rows (typed row, record, photos, open houses), kept for a short time so a
 * page that many visitors see is not read again for each. Entries go when their listing changes
 * (the search index reports it) and after TTL_MS in any case.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findListingRows, type ListingRows } from './listing-records.repository';

const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

export class ListingRowCache {
  private readonly entries = new Map<string, { at: number; rows: ListingRows }>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The listings with these ids that may be shown, in order. */
  async find(ids: readonly string[], now: Date): Promise<ListingRows[]> {
    const at = Date.now();
    const missing = ids.filter((id) => {
      const entry = this.entries.get(id);
      return !entry || at - entry.at > TTL_MS;
    });
    if (missing.length > 0) {
      for (const rows of await findListingRows(this.db, missing, now)) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
        this.entries.set(String(rows.listing.id), { at, rows });
      }
    }
    const found: ListingRows[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry) found.push(entry.rows);
    }
    return found;
  }

  /** Forgets changed listings (all of them without ids). */
  evict(ids?: readonly string[]): void {
    if (!ids) this.entries.clear();
    else for (const id of ids) this.entries.delete(id);
  }
}
