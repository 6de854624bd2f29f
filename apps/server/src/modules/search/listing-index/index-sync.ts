/**
 * Keeps a process's listing index in step with the database. The first use loads every listing
 * that may be shown; afterwards each search first asks for the newest entry of
 * `listing_changes` (written by triggers, see migration 0002_search) and reloads only the
 * listings changed since. A TRUNCATE, or a very large change, reloads everything.
 */
import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { executePrepared } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import { searchTables } from '../listing-stats.repository';
import { INDEX_COLUMNS, type IndexRow } from './index-row';
import { decodeIndex, encodeIndex, SnapshotError } from './index-snapshot';
import {
  changeLogBounds,
  logContinuesFrom,
  newestSnapshot,
  readSnapshot,
} from './index-snapshot.repository';
import { ListingIndex } from './listing-index';

/**
 * Listings read per query of a full load. At a million listings, 5,000 loaded in 59–60 s against
 * 65–68 s for 20,000 (fewer row objects alive at once: fewer, shorter full collections). At 1,000
 * the load takes as long, but two batches of rows (the one being indexed and the next, read
 * meanwhile) fit in the young generation and die there: with 5,000 they outlived young
 * collections, were copied to the old generation and died there, and left it 500 MB of holes
 * after the load (130 MB at 1,000), which made every young collection after it slower (6.4–9.3
 * ms against 3.7–5.2 ms each at a million listings).
 */
const LOAD_BATCH = 1_000;
/** Rows put into a new index between two turns of the event loop while it loads. */
const LOAD_SLICE = 2_000;
const RELOAD_BATCH = 5_000;
/** More changes than this at once reload the whole index. */
const FULL_RELOAD_AT = 100_000;
/** Changes below the newest one seen are read again for this many entries, every SWEEP_MS, to catch transactions that committed late. */
const LATE_WINDOW = 1_000;
const SWEEP_MS = 2_000;
const PRUNE_MS = 600_000;
/** Rows added or moved since the last spatial ordering, past which the index is ordered again. */
const REORDER_AT = 10_000;
const REORDER_SHARE = 0.05;
/** Tries at taking a snapshot while catch-ups keep changing the index. */
const SNAPSHOT_TRIES = 5;

export class IndexSync {
  index = new ListingIndex();
  /** Whether the first load has finished. */
  loaded = false;
  /** Where the first load came from, and why a stored snapshot was not used (if one was tried). */
  loadedFrom: 'rows' | 'snapshot' | null = null;
  snapshotRefused: string | null = null;
  private lastSeq = 0;
  private readonly applied = new Set<number>();
  private lastSweep = 0;
  private readonly sweepMs: number;
  private readonly loadBatch: number;
  private lastPrune = Date.now();
  private inFlight: Promise<void> | null = null;
  /** True while a catch-up changes the index in use (its columns may be in mid-reorder). */
  private changing = false;
  private readonly snapshot: boolean;
  /** Told which listings changed (undefined: all of them). */
  onChange: (ids?: readonly string[]) => void = () => undefined;

  private readonly newestQuery;

  private readonly primary: Kysely<Database>;

  /**
   * `db` is read from (a read replica's reader may be behind the primary); `primary` is where
   * the log is pruned and asked when the reader seems behind the index (default: `db`).
   * `sweepMs`: how often changes below the newest are read again (tests make it 0); `loadBatch`:
   * listings read per query of a full load (tests make it small); `snapshot`: the first load
   * takes the newest stored snapshot of the index when there is a usable one.
   */
  constructor(
    readonly db: Kysely<Database>,
    {
      sweepMs = SWEEP_MS,
      loadBatch = LOAD_BATCH,
      primary = db,
      snapshot = false,
    }: {
      sweepMs?: number;
      loadBatch?: number;
      primary?: Kysely<Database>;
      snapshot?: boolean;
    } = {},
  ) {
    this.snapshot = snapshot;
    this.sweepMs = sweepMs;
    this.loadBatch = loadBatch;
    this.primary = primary;
    this.newestQuery = searchTables(db)
      .selectFrom('listing_changes')
      .select(sql<string | null>`max(seq)`.as('seq'))
      .compile();
  }

  /** Resolves once the index holds every change committed before the call (shared by concurrent callers). */
  fresh(): Promise<void> {
    if (!this.inFlight) {
      this.inFlight = this.catchUp().finally(() => {
        this.inFlight = null;
      });
    }
    return this.inFlight;
  }

  private async catchUp(): Promise<void> {
    if (this.loaded) await this.readChanges();
    else if (!(this.snapshot && (await this.loadSnapshot()))) await this.loadAll();
  }

  private async readChanges(): Promise<void> {
    const db = searchTables(this.db);
    const newestSeq = await this.newestSeq();
    const sweep = Date.now() - this.lastSweep >= this.sweepMs;
    if (newestSeq < this.lastSeq) {
      // A replica behind what the index already read from the primary: nothing new on it yet.
      if (this.primary !== this.db && (await this.newestSeq(this.primary)) >= this.lastSeq) return;
      // Every entry pruned after a quiet hour, nothing logged since: nothing to read.
      if (newestSeq === 0 && logContinuesFrom(await changeLogBounds(this.primary), this.lastSeq))
        return;
      await this.loadAll(); // the log was emptied: start again
      return;
    }
    if (newestSeq === this.lastSeq && !sweep) return;
    const floor = sweep ? Math.max(0, this.lastSeq - LATE_WINDOW) : this.lastSeq;
    if (sweep) this.lastSweep = Date.now();
    const changes = await db
      .selectFrom('listing_changes')
      .select(['seq', 'listing_id'])
      .where('seq', '>', String(floor) as never)
      .orderBy('seq')
      .limit(FULL_RELOAD_AT + 1)
      .execute();
    const fresh = changes.filter((change) => !this.applied.has(Number(change.seq)));
    if (fresh.length > FULL_RELOAD_AT || fresh.some((change) => Number(change.listing_id) === 0)) {
      await this.loadAll();
      return;
    }
    this.changing = fresh.length > 0;
    try {
      await this.applyChanges(fresh);
    } finally {
      this.changing = false;
    }
    await this.prune();
  }

  private async applyChanges(fresh: readonly { seq: string; listing_id: string }[]): Promise<void> {
    await this.reload([...new Set(fresh.map((change) => String(change.listing_id)))]);
    for (const change of fresh) {
      const seq = Number(change.seq);
      this.applied.add(seq);
      if (seq > this.lastSeq) this.lastSeq = seq;
    }
    for (const seq of this.applied) if (seq <= this.lastSeq - LATE_WINDOW) this.applied.delete(seq);
    const { index } = this;
    // Giving way is safe here as it is for the reloads above: every reader of the index waits
    // for this catch-up (fresh()), then reads it without a break.
    if (index.unsorted > Math.max(REORDER_AT, index.rows * REORDER_SHARE)) {
      await index.reorder();
    }
  }

  /**
   * The newest stored snapshot as the index, brought up to date from the change log; false
   * (nothing changed) when there is none this code can read, the log no longer holds every
   * change since it was taken, or its bytes are damaged.
   */
  private async loadSnapshot(): Promise<boolean> {
    const stored = await newestSnapshot(this.db);
    if (!stored) {
      this.snapshotRefused = 'no snapshot';
      return false;
    }
    if (!logContinuesFrom(await changeLogBounds(this.db), stored.seq)) {
      this.snapshotRefused = `the change log no longer holds every change after ${stored.seq}`;
      return false;
    }
    let decoded: Awaited<ReturnType<typeof decodeIndex>>;
    try {
      const bytes = await readSnapshot(this.db, stored);
      if (!bytes) {
        this.snapshotRefused = 'the snapshot was replaced while it was read';
        return false;
      }
      decoded = await decodeIndex(bytes);
    } catch (error) {
      if (!(error instanceof SnapshotError)) throw error;
      this.snapshotRefused = error.message;
      return false;
    }
    this.index = decoded.index;
    this.lastSeq = decoded.position.seq;
    this.applied.clear();
    for (const seq of decoded.position.applied) this.applied.add(seq);
    // The first catch-up reads the entries just below the snapshot's position too, for changes
    // that committed after it was taken.
    this.lastSweep = 0;
    await this.readChanges();
    this.loaded = true;
    this.loadedFrom ??= 'snapshot';
    this.onChange();
    return true;
  }

  /**
   * The index as snapshot bytes with the change-log position it holds, taken between catch-ups
   * (null when catch-ups kept changing it, or before the first load).
   */
  async takeSnapshot(): Promise<{ bytes: Buffer; seq: number; listings: number } | null> {
    for (let attempt = 0; attempt < SNAPSHOT_TRIES && this.loaded; attempt++) {
      await this.fresh();
      if (this.changing) continue;
      const { index } = this;
      const { version } = index;
      const seq = this.lastSeq;
      const bytes = await encodeIndex(
        index,
        { seq, applied: [...this.applied] },
        () => this.index === index && index.version === version && !this.changing,
      );
      if (bytes) return { bytes, seq, listings: index.size };
    }
    return null;
  }

  /**
   * The newest entry of the change log. Asked before every search, so it is compiled once and
   * runs as a prepared statement: planning it took about as long as running it.
   */
  private async newestSeq(db = this.db): Promise<number> {
    const [newest] = await executePrepared(db, this.newestQuery);
    return Number(newest?.seq ?? 0);
  }

  private async reload(ids: string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += RELOAD_BATCH) {
      const batch = ids.slice(start, start + RELOAD_BATCH);
      const rows = (await this.db
        .selectFrom('listings')
        .select(INDEX_COLUMNS)
        .where(sql<boolean>`id = any(${batch}::bigint[])`)
        .execute()) as unknown as IndexRow[];
      const found = new Set(rows.map((row) => String(row.id)));
      for (const row of rows) this.index.upsert(row);
      for (const id of batch) if (!found.has(id)) this.index.remove(Number(id));
      this.onChange(batch);
    }
  }

  /** Reads every listing that may be shown into a new index, then swaps it in. */
  private async loadAll(): Promise<void> {
    const index = new ListingIndex();
    const newest = await this.newestSeq();
    // What the load reads includes every change visible now: only changes below `newest` that
    // commit later are left for the sweep (which otherwise reloaded the last LATE_WINDOW listings
    // after every load, and emptied the caches with them).
    const visible = await searchTables(this.db)
      .selectFrom('listing_changes')
      .select('seq')
      .where('seq', '>', String(newest - LATE_WINDOW) as never)
      .where('seq', '<=', String(newest) as never)
      .execute();
    const batchAfter = async (after: string) =>
      (await this.db
        .selectFrom('listings')
        .select(INDEX_COLUMNS)
        .where('id', '>', after)
        .where('internet_entire_listing_display_yn', '=', true)
        .orderBy('id')
        .limit(this.loadBatch)
        .execute()) as unknown as IndexRow[];
    let rows = await batchAfter('0');
    for (;;) {
      // The database reads the next batch while this one goes into the index.
      const last = rows.at(-1);
      const next = last && rows.length === this.loadBatch ? batchAfter(String(last.id)) : null;
      // A failed read is met at the await below; meanwhile it must not count as unhandled.
      next?.catch(() => undefined);
      // In slices: a whole batch at once kept every other request waiting for half a second.
      for (let start = 0; start < rows.length; start += LOAD_SLICE) {
        const end = Math.min(start + LOAD_SLICE, rows.length);
        for (let i = start; i < end; i++) index.upsert(rows[i]!);
        await setImmediate();
      }
      if (!next) break;
      rows = await next;
    }
    await index.reorder();
    this.index = index;
    this.loaded = true;
    this.loadedFrom ??= 'rows';
    this.onChange();
    // Changes made while loading are read again (reloading a listing twice is harmless).
    this.lastSeq = newest;
    this.applied.clear();
    for (const { seq } of visible) this.applied.add(Number(seq));
    this.lastSweep = Date.now();
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_MS) return;
    this.lastPrune = Date.now();
    await searchTables(this.primary)
      .deleteFrom('listing_changes')
      .where('changed_at', '<', sql<Date>`now() - interval '1 hour'`)
      .execute();
  }
}
