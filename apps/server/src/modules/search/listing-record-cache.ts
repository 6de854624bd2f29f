/**
 * Recently read listings, kept for a short time as the API sends them (JSON text) so a page that
 * many visitors see is not read or built again for each. Entries go when their listing changes
 * (the search index reports it), after TTL_MS, and at the first moment their record would
 * change by itself with the clock: when the day ends (DaysOnMarket) or an open house does. Past
 * MAX_ENTRIES, the least recently used go.
 *
 * Only the text is kept, not the rows it was built from: a listing's rows are a few hundred
 * small objects (its record alone is a tree of them), and keeping thousands of those made every
 * young-generation garbage collection copy them, which showed in every request's time.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { LruCache } from '../../lru-cache';
import {
  findListingRows,
  findListingRowsByKey,
  type ListingRows,
} from './listing-records.repository';
import { narrowPresented, presentListing } from './listing.presenter';

const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
const DAY_MS = 86_400_000;

interface Entry {
  /** When it was read (Date.now()). */
  at: number;
  listingId: string;
  /** The listing as the API sends it in full. */
  json: string;
  /** The JSON is right before this time (of the search's clock). */
  jsonUntil: number;
  /** The JSON narrowed to the fields last asked for (a screen asks for the same ones). */
  narrowed?: { fields: string; json: string };
}

/** The entry's JSON narrowed to `fields` (see narrowPresented), kept for the next request. */
function narrowedJson(entry: Entry, fields: readonly string[]): string {
  const key = fields.join(',');
  if (entry.narrowed?.fields !== key) {
    entry.narrowed = { fields: key, json: narrowPresented(entry.json, fields) };
  }
  return entry.narrowed.json;
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

/** Whether the entry may still be sent: read less than TTL_MS ago, and its JSON still right. */
function isLive(entry: Entry, at: number, now: Date): boolean {
  return at - entry.at <= TTL_MS && now.getTime() < entry.jsonUntil;
}

export class ListingRecordCache {
  /** The id of each kept listing by its ListingId. */
  private readonly ids = new Map<string, string>();
  private readonly entries = new LruCache<string, Entry>({
    maxEntries: MAX_ENTRIES,
    // An entry that goes takes its ListingId with it, unless that now names another listing.
    onRemove: (entry, id) => {
      if (this.ids.get(entry.listingId) === id) this.ids.delete(entry.listingId);
    },
  });
  /** Counts evictions, so a read that overlapped one is not kept (it may predate the change). */
  private evictions = 0;

  /** `timeZone`: the site's, in which open-house times are written (see presentListing). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly timeZone?: string,
  ) {}

  /**
   * The listings with these ids that may be shown, in order, each as the API sends it: in full,
   * or narrowed to `fields` when given.
   */
  async presented(
    ids: readonly string[],
    now: Date,
    fields?: readonly string[],
  ): Promise<string[]> {
    const entries = await this.entriesOf(ids, now);
    return entries.map((entry) => (fields ? narrowedJson(entry, fields) : entry.json));
  }

  /**
   * Whether a listing with this id or ListingId is kept and still right at `now` (the key may
   * still mean another listing).
   */
  holds(key: string, now: Date): boolean {
    const at = Date.now();
    const live = (id: string | undefined) => {
      const entry = id === undefined ? undefined : this.entries.get(id);
      return entry !== undefined && isLive(entry, at, now);
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
    return rows && this.keep(rows, now, at, evictions).json;
  }

  private async entriesOf(ids: readonly string[], now: Date): Promise<Entry[]> {
    const at = Date.now();
    const found = new Map<string, Entry>();
    const missing: string[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry && isLive(entry, at, now)) found.set(id, entry);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const evictions = this.evictions;
      for (const rows of await findListingRows(this.db, missing, now)) {
        found.set(String(rows.listing.id), this.keep(rows, now, at, evictions));
      }
      // An expired listing that is no longer shown goes now rather than at the next eviction.
      for (const id of missing) if (!found.has(id)) this.forget(id);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /**
   * The entry of rows read at `at` for `now`, kept unless a listing was evicted while they were
   * being read.
   */
  private keep(rows: ListingRows, now: Date, at: number, evictionsBefore: number): Entry {
    const { listing } = rows;
    const entry: Entry = {
      at,
      listingId: listing.listing_id,
      json: JSON.stringify(presentListing(rows, now, this.timeZone)),
      jsonUntil: presentedUntil(rows, now),
    };
    if (evictionsBefore !== this.evictions) return entry;
    const id = String(listing.id);
    this.entries.delete(id);
    this.entries.set(id, entry);
    this.ids.set(entry.listingId, id);
    return entry;
  }

  private forget(id: string): void {
    this.entries.delete(id);
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
