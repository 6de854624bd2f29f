/**
 * Recently read listing rows (typed row, record, photos, open houses), kept for a short time so a
 * page that many visitors see is not read again for each. Entries go when their listing changes
 * (the search index reports it) and after TTL_MS in any case. Each entry also keeps its listing as
 * the API sends it (JSON), until the day ends or its next open house does, whichever is first:
 * the two things in a record that change with the clock.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findListingRows, type ListingRows } from './listing-records.repository';
import { presentListing } from './listing.presenter';

const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
const DAY_MS = 86_400_000;

interface Entry {
  at: number;
  rows: ListingRows;
  json?: string;
  /** The presented JSON is valid before this time. */
  jsonUntil?: number;
}

/** When the presented record of these rows next changes by itself (DaysOnMarket, OpenHouse). */
function presentedUntil(rows: ListingRows, now: Date): number {
  const t = now.getTime();
  let until = (Math.floor(t / DAY_MS) + 1) * DAY_MS;
  for (const openHouse of rows.openHouses) {
    const end = new Date(openHouse.end_time).getTime();
    if (end > t && end < until) until = end;
  }
  return until;
}

export class ListingRowCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The listings with these ids that may be shown, in order. */
  async find(ids: readonly string[], now: Date): Promise<ListingRows[]> {
    return (await this.entriesOf(ids, now)).map((entry) => entry.rows);
  }

  /** The listings with these ids that may be shown, in order, each as the API sends it in full. */
  async presented(ids: readonly string[], now: Date): Promise<string[]> {
    const t = now.getTime();
    return (await this.entriesOf(ids, now)).map((entry) => {
      if (entry.json === undefined || entry.jsonUntil === undefined || t >= entry.jsonUntil) {
        entry.json = JSON.stringify(presentListing(entry.rows, now));
        entry.jsonUntil = presentedUntil(entry.rows, now);
      }
      return entry.json;
    });
  }

  private async entriesOf(ids: readonly string[], now: Date): Promise<Entry[]> {
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
    const found: Entry[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry) found.push(entry);
    }
    return found;
  }

  /** Forgets changed listings (all of them without ids). */
  evict(ids?: readonly string[]): void {
    if (!ids) this.entries.clear();
    else for (const id of ids) this.entries.delete(id);
  }
}
