/**
 * One replication run of a RESO Web API feed into Hearth: for each resource (offices, members,
 * listings, open houses, photos), the records changed since its checkpoint, a page at a time.
 * Each page is written, with the new checkpoint and the run's counts, in one transaction: a run
 * stopped at any point (Ctrl-C, a crash, a network that stays down) resumes from the last page
 * stored. A bad record is skipped and counted with its reason; it never stops the run.
 *
 * Listings are read, parsed, mapped and turned into the text the statements send on a worker
 * thread (property-pages.ts), so the server's own thread stays free for its visitors and the
 * search index. When the server pages by nextLink, the next page of listings is read, mapped and
 * linked to its agents and offices while the database writes this one, so the database seldom
 * waits for us. Pages are still written one at a time and in order, each with its checkpoint:
 * two pages written at once commit their change-log entries out of order by a page's worth
 * (1,000), past the window in which the search index reads late commits again (index-sync.ts),
 * and the index would miss listings.
 */
import type { FeedResource } from '@hearth/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { FeedClient, FeedError, type FeedClientOptions } from './feed-client';
import {
  allKeys,
  changedPages,
  KEY_FIELDS,
  newestByKey,
  newestPosition,
  type PageQuery,
} from './feed-pages';
import { RESOURCE_ORDER, type FeedSettings } from './feed-settings';
import {
  readState,
  recordRun,
  startRun,
  updateState,
  type Checkpoint,
  type RunCounts,
} from './ingest-state.repository';
import { copySupported } from './copy-rows';
import {
  deleteListings,
  deleteListingsNotIn,
  deleteMediaRecords,
  deleteOpenHouses,
  linkListings,
  listingIdsByKey,
  refreshNextOpenHouse,
  renumberPhotos,
  writeListings,
  writeMediaRecords,
  writeOpenHouses,
  type PreparedListing,
} from './listing-writes.repository';
import { PropertyPages, type EncodedPage } from './property-pages';
import { mapMedia, mapMember, mapOffice, mapOpenHouse, type Outcome } from './roster-mapping';
import { deactivateRoster, writeMembers, writeOffices } from './roster-writes.repository';
import type { ResoRecord } from './reso-values';

type Db = Kysely<Database>;

export interface ReplicationProgress {
  resource: FeedResource;
  /** Records of this resource read so far in this run. */
  records: number;
  /** Records the server said the resource's query matches, when it said. */
  total?: number;
  counts: RunCounts;
}

export interface ReplicationOptions {
  /** Start every resource again from the beginning, then reconcile keys (resumes an interrupted full run). */
  full?: boolean;
  /** Resources to read this run (default: the settings'). */
  resources?: readonly FeedResource[];
  /** Reconcile the listing keys this run whatever the interval says. */
  reconcile?: boolean;
  /** Stops the run after the page being written. */
  signal?: AbortSignal;
  /** Called after each page is stored; the run goes on once it has returned (or resolved). */
  onProgress?: (progress: ReplicationProgress) => void | Promise<void>;
  client?: FeedClientOptions;
}

export interface ReplicationSummary extends RunCounts {
  runId: string;
  status: 'succeeded' | 'failed' | 'interrupted';
  error?: string;
  requests: number;
  seconds: number;
}

/** A page of listings mapped and made ready to write. */
interface PreparedProperty {
  listings: PreparedListing[];
  deleted: string[];
  skipped: string[];
  unknownValues: string[];
}

/** A page read from the feed, and the work on it that needs no transaction. */
interface ReadPage {
  /** Records on the page. */
  size: number;
  count?: number;
  nextIndependent: boolean;
  newest: Checkpoint | null;
  /** The records, but for listings (read and mapped on the worker thread). */
  records: readonly ResoRecord[];
  prepared: Promise<PreparedProperty | null>;
}

interface PageResult {
  added: number;
  changed: number;
  deleted: number;
  skipped: string[];
}

function split<T>(outcomes: readonly Outcome<T>[]) {
  const upserts = outcomes.filter(
    (o): o is Extract<Outcome<T>, { kind: 'upsert' }> => o.kind === 'upsert',
  );
  const deletes = outcomes.filter((o) => o.kind === 'delete').map((o) => o.key as string);
  const skipped = outcomes.flatMap((o) => (o.kind === 'skip' ? [o.reason] : []));
  return { upserts, deletes, skipped };
}

export class ReplicationService {
  private readonly client: FeedClient;
  /** Whether the feed refused `$expand=Media` (photos then come from the Media resource). */
  private expandRefused = false;
  /** Requests sent by the worker threads that read listings, in the runs they have finished. */
  private workerRequests = 0;

  constructor(
    private readonly db: Db,
    private readonly feed: FeedSettings,
    private readonly options: ReplicationOptions = {},
  ) {
    this.client = new FeedClient(feed, options.client);
  }

  get requests(): number {
    return this.client.requests + this.workerRequests;
  }

  async run(): Promise<ReplicationSummary> {
    const started = performance.now();
    const wanted = new Set(this.options.resources ?? this.feed.resources);
    if (this.feed.media === 'resource') wanted.add('Media');
    const full = this.options.full ?? false;
    const counts: RunCounts = { added: 0, changed: 0, deleted: 0, skipped: {}, unknownValues: {} };
    const runId = await startRun(this.db, this.feed.name, full, [...wanted]);
    let status: ReplicationSummary['status'] = 'succeeded';
    let error: string | undefined;
    try {
      for (const resource of RESOURCE_ORDER) {
        if (!wanted.has(resource)) continue;
        if (this.options.signal?.aborted) break;
        await this.replicate(resource, full, counts, runId);
        if (resource === 'Property' && this.expandRefused) wanted.add('Media');
      }
      if (this.options.signal?.aborted) status = 'interrupted';
      else if (wanted.has('Property')) await this.reconcileIfDue(full, counts, runId);
    } catch (failure) {
      status = 'failed';
      error = failure instanceof Error ? failure.message : String(failure);
    }
    await recordRun(this.db, runId, counts, status, error ?? null);
    return {
      runId,
      status,
      ...(error ? { error } : {}),
      ...counts,
      requests: this.requests,
      seconds: (performance.now() - started) / 1000,
    };
  }

  private async replicate(
    resource: FeedResource,
    full: boolean,
    counts: RunCounts,
    runId: string,
  ): Promise<void> {
    const feed = this.feed.name;
    const state = await readState(this.db, feed, resource);
    let checkpoint = state.checkpoint;
    if (full && !state.fullPending) {
      // A new full run starts from the beginning; an interrupted one resumes where it stopped.
      checkpoint = null;
      await updateState(this.db, feed, resource, {
        checkpoint_timestamp: null,
        checkpoint_key: null,
        full_pending: true,
      });
    }
    await updateState(this.db, feed, resource, { last_attempt_at: new Date() });
    const keyField = KEY_FIELDS[resource];
    let records = 0;
    let total: number | undefined;
    try {
      const query: PageQuery = {
        resource,
        pageSize: this.feed.pageSize,
        originatingSystemName: this.feed.originatingSystemName,
        expandMedia:
          resource === 'Property' && this.feed.media !== 'resource' && !this.expandRefused,
      };
      const reader = resource === 'Property' ? await this.propertyPages(query, checkpoint) : null;
      const pages = reader ? null : changedPages(this.client, query, checkpoint, () => checkpoint);
      /** A page, with the work on it that needs no transaction under way. */
      const read = async (): Promise<ReadPage | null> => {
        if (reader) {
          const page = await reader.next(checkpoint);
          if (!page) return null;
          const prepared = this.link(page);
          // A failure is met where the page is written; meanwhile it must not count as unhandled.
          prepared.catch(() => undefined);
          return { ...page, records: [], prepared };
        }
        const next = await pages!.next();
        if (next.done) return null;
        const { records, count, nextIndependent } = next.value;
        return {
          size: records.length,
          ...(count === undefined ? {} : { count }),
          nextIndependent,
          newest: newestPosition(records, keyField),
          records,
          prepared: Promise.resolve(null),
        };
      };
      let stopped: boolean;
      try {
        stopped = await this.readAndWrite(resource, read, counts, runId, (progress) => {
          records += progress.size;
          total ??= progress.count;
          if (progress.newest) checkpoint = progress.newest;
          return this.options.onProgress?.({ resource, records, total, counts });
        });
      } catch (failure) {
        if (
          resource === 'Property' &&
          this.feed.media === 'auto' &&
          !this.expandRefused &&
          failure instanceof FeedError &&
          (failure.status === 400 || failure.status === 501)
        ) {
          // The server does not allow $expand=Media: photos come from the Media resource.
          this.expandRefused = true;
          return this.replicate(resource, full, counts, runId);
        }
        throw failure;
      } finally {
        if (reader) {
          await reader.close();
          this.workerRequests += reader.requests;
        }
      }
      if (stopped) return;
      await updateState(this.db, feed, resource, {
        last_success_at: new Date(),
        last_error: null,
        ...(full ? { full_pending: false } : {}),
      });
    } catch (failure) {
      await updateState(this.db, feed, resource, {
        last_error: failure instanceof Error ? failure.message : String(failure),
      });
      throw failure;
    }
  }

  /** The worker thread that reads the listings changed since the checkpoint. */
  private async propertyPages(query: PageQuery, checkpoint: Checkpoint | null) {
    return new PropertyPages(
      {
        feed: this.feed,
        origin: this.feed.name,
        query,
        checkpoint,
        copy: await copySupported(this.db),
      },
      this.options.client,
    );
  }

  /** Links a page of encoded listings to their agents and offices. */
  private async link(page: EncodedPage): Promise<PreparedProperty> {
    return {
      listings: await linkListings(this.db, page.listings),
      deleted: page.deleted,
      skipped: page.skipped,
      unknownValues: page.unknownValues,
    };
  }

  /**
   * Writes the pages `read` gives, each with its checkpoint and the run's counts in one
   * transaction, reading the next while one is written when the feed allows it. Answers whether
   * the run was stopped (options.signal) before the last page.
   */
  private async readAndWrite(
    resource: FeedResource,
    read: () => Promise<ReadPage | null>,
    counts: RunCounts,
    runId: string,
    stored: (page: ReadPage) => void | Promise<void>,
  ): Promise<boolean> {
    const feed = this.feed.name;
    let ahead: Promise<ReadPage | null> | null = null;
    for (;;) {
      const page = await (ahead ?? read());
      ahead = null;
      if (!page) return false;
      if (page.nextIndependent) {
        // The next page is read, mapped and linked to its agents while this one is written.
        ahead = read();
        ahead.catch(() => undefined);
      }
      const prepared = await page.prepared;
      const { newest } = page;
      await this.db.transaction().execute(async (trx) => {
        // A page lost in a crash is read again on resume (its checkpoint is in this same
        // transaction), so the commit need not wait for the disk.
        await sql`set local synchronous_commit = off`.execute(trx);
        const result = await this.writePage(trx, resource, page.records, prepared);
        counts.added += result.added;
        counts.changed += result.changed;
        counts.deleted += result.deleted;
        for (const reason of result.skipped) {
          const name = `${resource}: ${reason}`;
          counts.skipped[name] = (counts.skipped[name] ?? 0) + 1;
        }
        const unknown = (counts.unknownValues ??= {});
        for (const field of prepared?.unknownValues ?? [])
          unknown[field] = (unknown[field] ?? 0) + 1;
        if (newest) {
          await updateState(trx, feed, resource, {
            checkpoint_timestamp: newest.timestamp,
            checkpoint_key: newest.key,
          });
        }
        await recordRun(trx, runId, counts);
      });
      await stored(page);
      if (this.options.signal?.aborted) return true;
    }
  }

  private async writePage(
    db: Db,
    resource: FeedResource,
    records: readonly ResoRecord[],
    prepared: PreparedProperty | null,
  ): Promise<PageResult> {
    const origin = this.feed.name;
    switch (resource) {
      case 'Property': {
        const { listings, deleted } = prepared!;
        const skipped = [...prepared!.skipped];
        const written = await this.writeListingsSafely(db, listings, skipped);
        return {
          added: written.added,
          changed: written.changed,
          deleted: await deleteListings(db, origin, deleted),
          skipped,
        };
      }
      case 'Office': {
        const { upserts, deletes, skipped } = split(records.map(mapOffice));
        const written = await writeOffices(
          db,
          origin,
          newestByKey(upserts).map((o) => o.columns),
        );
        const deleted = await deactivateRoster(db, 'offices', origin, deletes);
        return { ...written, deleted, skipped };
      }
      case 'Member': {
        const { upserts, deletes, skipped } = split(records.map(mapMember));
        const written = await writeMembers(db, origin, newestByKey(upserts));
        const deleted = await deactivateRoster(db, 'members', origin, deletes);
        return { ...written, deleted, skipped };
      }
      case 'OpenHouse': {
        const { upserts, deletes, skipped } = split(records.map(mapOpenHouse));
        const unique = newestByKey(upserts);
        const ids = await listingIdsByKey(
          db,
          unique.map((o) => o.columns.listing_key),
        );
        const known = unique.flatMap((o) => {
          const listingId = ids.get(o.columns.listing_key);
          if (!listingId) skipped.push('listing not replicated');
          return listingId ? [{ ...o.columns, listing_id: listingId }] : [];
        });
        const written = await writeOpenHouses(db, known);
        const touched = await deleteOpenHouses(db, deletes);
        await refreshNextOpenHouse(db, [...known.map((o) => o.listing_id), ...touched]);
        return { ...written, deleted: touched.length, skipped };
      }
      case 'Media': {
        const { upserts, deletes, skipped } = split(records.map(mapMedia));
        const unique = newestByKey(upserts);
        const ids = await listingIdsByKey(
          db,
          unique.map((m) => m.listingKey),
        );
        const known = unique.flatMap((m) => {
          const listingId = ids.get(m.listingKey);
          if (!listingId) skipped.push('listing not replicated');
          return listingId ? [{ listingId, order: m.order, photo: m.photo }] : [];
        });
        await writeMediaRecords(db, known);
        const touched = await deleteMediaRecords(db, deletes);
        await renumberPhotos(db, [...known.map((m) => m.listingId), ...touched]);
        return { added: known.length, changed: 0, deleted: touched.length, skipped };
      }
    }
  }

  /**
   * Writes a page of listings at once; should the database refuse the batch (two keys with one
   * ListingId, say), writes them one by one and counts the refused ones as skipped.
   */
  private async writeListingsSafely(
    db: Db,
    listings: readonly PreparedListing[],
    skipped: string[],
  ) {
    await sql`savepoint listing_page`.execute(db);
    try {
      const written = await writeListings(db, listings);
      await sql`release savepoint listing_page`.execute(db);
      return written;
    } catch {
      await sql`rollback to savepoint listing_page`.execute(db);
    }
    const total = { added: 0, changed: 0 };
    for (const listing of listings) {
      await sql`savepoint listing_one`.execute(db);
      try {
        const written = await writeListings(db, [listing]);
        total.added += written.added;
        total.changed += written.changed;
        await sql`release savepoint listing_one`.execute(db);
      } catch (failure) {
        await sql`rollback to savepoint listing_one`.execute(db);
        const message = failure instanceof Error ? failure.message : String(failure);
        skipped.push(
          /unique|duplicate/i.test(message)
            ? 'ListingId used by another listing'
            : 'refused by the database',
        );
      }
    }
    return total;
  }

  /** The reconciliation of listing keys: after a full run, or when its interval has passed. */
  private async reconcileIfDue(full: boolean, counts: RunCounts, runId: string): Promise<void> {
    const state = await readState(this.db, this.feed.name, 'Property');
    const dueAt = (state.lastReconciledAt?.getTime() ?? 0) + this.feed.reconcileHours * 3_600_000;
    if (!full && !this.options.reconcile && Date.now() < dueAt) return;
    const keys = await allKeys(this.client, {
      resource: 'Property',
      pageSize: Math.max(this.feed.pageSize, 1),
      originatingSystemName: this.feed.originatingSystemName,
    });
    // An empty list is far more likely a feed's hiccup than an MLS with no listings: keep them.
    if (keys.length > 0) counts.deleted += await deleteListingsNotIn(this.db, this.feed.name, keys);
    await updateState(this.db, this.feed.name, 'Property', { last_reconciled_at: new Date() });
    await recordRun(this.db, runId, counts);
  }
}
