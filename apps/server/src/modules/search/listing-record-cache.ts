/**
 * Recently read listing rows (typed row, record, photos, open houses), kept for a short time so a
 * page that many visitors see is not read again for each. Entries go when their listing changes
 * (the search index reports it) and after TTL_MS in any case. Each entry also keeps its listing as
 * the API sends it (JSON), until the day ends or its next open house does, whichever is first:
 * the two things in a record that change with the clock.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  findListingRows,
  findListingRowsByKey,
  type ListingRows,
} from './listing-records.repository';
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

/** The entry's listing as the API sends it in full, presented again once it may have changed. */
function present(entry: Entry, now: Date): string {
  if (
    entry.json === undefined ||
    entry.jsonUntil === undefined ||
    now.getTime() >= entry.jsonUntil
  ) {
    entry.json = JSON.stringify(presentListing(entry.rows, now));
    entry.jsonUntil = presentedUntil(entry.rows, now);
  }
  return entry.json;
}

export class ListingRowCache {
  private readonly entries = new Map<string, Entry>();
  /** The id of each kept listing by its ListingId. */
  private readonly ids = new Map<string, string>();
  /** Counts evictions, so a read that overlapped one is not kept (it may predate the change). */
  private evictions = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** The listings with these ids that may be shown, in order. */
  async find(ids: readonly string[], now: Date): Promise<ListingRows[]> {
    return (await this.entriesOf(ids, now)).map((entry) => entry.rows);
  }

  /** The listings with these ids that may be shown, in order, each as the API sends it in full. */
  async presented(ids: readonly string[], now: Date): Promise<string[]> {
    return (await this.entriesOf(ids, now)).map((entry) => present(entry, now));
  }

  /** Whether a listing with this id or ListingId is kept (the key may still mean another). */
  holds(key: string): boolean {
    const at = Date.now();
    const live = (id: string | undefined) => {
      const entry = id === undefined ? undefined : this.entries.get(id);
      return entry !== undefined && at - entry.at <= TTL_MS;
    };
    return live(key) || live(this.ids.get(key));
  }

  /**
   * The listing with this id or else this ListingId, if it may be shown, as the API sends it in
   * full: read from the database in one query (whatever is kept), then kept.
   */
  async presentedByKey(key: string, now: Date): Promise<string | undefined> {
    const at = Date.now();
    const evictions = this.evictions;
    const rows = await findListingRowsByKey(this.db, key, now);
    return rows && present(this.keep(rows, at, evictions), now);
  }

  private async entriesOf(ids: readonly string[], now: Date): Promise<Entry[]> {
    const at = Date.now();
    const found = new Map<string, Entry>();
    const missing: string[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry && at - entry.at <= TTL_MS) found.set(id, entry);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const evictions = this.evictions;
      for (const rows of await findListingRows(this.db, missing, now)) {
        found.set(String(rows.listing.id), this.keep(rows, at, evictions));
      }
      // An expired listing that is no longer shown goes now rather than at the next eviction.
      for (const id of missing) if (!found.has(id)) this.forget(id);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Keeps rows read at `at`, unless a listing was evicted while they were being read. */
  private keep(rows: ListingRows, at: number, evictionsBefore: number): Entry {
    const entry: Entry = { at, rows };
    if (evictionsBefore !== this.evictions) return entry;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    const id = String(rows.listing.id);
    this.forget(id);
    this.entries.set(id, entry);
    this.ids.set(rows.listing.listing_id, id);
    return entry;
  }

  private forget(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    const listingId = entry.rows.listing.listing_id;
    if (this.ids.get(listingId) === id) this.ids.delete(listingId);
  }

  private clear(): void {
    this.entries.clear();
    this.ids.clear();
  }

  /** Forgets changed listings (all of them without ids). */
  evict(ids?: readonly string[]): void {
    this.evictions++;
    if (!ids) this.clear();
    else for (const id of ids) this.forget(id);
  }
}
