/**
 * One replication run of a RESO Web API feed into Hearth: for each resource (offices, members,
 * listings, open houses, photos), the records changed since its checkpoint, a page at a time.
 * Each page is written, with the new checkpoint and the run's counts, in one transaction: a run
 * stopped at any point (Ctrl-C, a crash, a network that stays down) resumes from the last page
 * stored. A bad record is skipped and counted with its reason; it never stops the run.
 *
 * Listings are read, parsed, mapped and turned into the text the statements send on a worker
 * thread (property-pages.ts), so the server's own thread stays free for its visitors and the
 * search index. The next page of listings is read (after this page's last row, or by the
 * server's nextLink), mapped and linked to its agents and offices while the database writes this
 * one, so the database seldom waits for us. An incremental run starts the vendor's overlap window
 * before its checkpoint (feed-pages.ts); the checkpoint itself never moves back. After a full run
 * and at each reconciliation the feed's keys are compared with those stored, and the missing
 * records fetched by key (feed-completeness.ts): a run that still lacks some ends `incomplete`. Pages are still written one at a time and in order, each with its checkpoint:
 * two pages written at once commit their change-log entries out of order by a page's worth
 * (1,000), past the window in which the search index reads late commits again (index-sync.ts),
 * and the index would miss listings.
 */
import type { FeedResource } from '@hearth/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { FeedClient, FeedError, type FeedClientOptions } from './feed-client';
import { CHECKED_RESOURCES, checkFields, expectedRecords } from './feed-completeness';
import { missingKeys } from './feed-completeness.repository';
import {
  changedPages,
  isBefore,
  KEY_FIELDS,
  keyRecords,
  newestByKey,
  newestPosition,
  pagesOfKeys,
  type FeedPage,
  type PageQuery,
} from './feed-pages';
import { RESOURCE_ORDER, type FeedSettings } from './feed-settings';
import {
  readState,
  recordRun,
  recordRunPause,
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
import { encodePage, PropertyPages, type EncodedPage } from './property-pages';
import { pacedRequestsPerSecond } from './request-budget';
import { FeedMedia, type MediaCounts } from './feed-media';
import { feedPhotoDir } from '../media/feed-photo-store';
import { loadConfig } from '../../config';
import { mapMedia, mapMember, mapOffice, mapOpenHouse, type Outcome } from './roster-mapping';
import {
  deactivateRoster,
  setRosterPhotos,
  writeMembers,
  writeOffices,
} from './roster-writes.repository';
import { servedPhotoUrl } from '../media/feed-photo-url';
import type { ListingPhoto } from './property-mapping';
import type { ResoRecord } from './reso-values';
import { vendorProfile } from './vendor-profiles';

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
  /** Where downloaded photos are stored (feed-photo-store.ts; default DATA_DIR/media/feed). */
  mediaDir?: string;
  /** Called after each page is stored; the run goes on once it has returned (or resolved). */
  onProgress?: (progress: ReplicationProgress) => void | Promise<void>;
  client?: FeedClientOptions;
}

export interface ReplicationSummary extends RunCounts {
  runId: string;
  /** `incomplete`: every page was read, but the feed holds records Hearth does not (`missing`). */
  status: 'succeeded' | 'incomplete' | 'failed' | 'interrupted';
  error?: string;
  requests: number;
  seconds: number;
  /** When the run last paused for a spent request budget: until when (ISO), and which budget. */
  pausedUntil?: string;
  pauseReason?: string;
  /** Photos downloaded into our media store, and downloads that failed (retried later). */
  photos?: MediaCounts;
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
  /** Records read again as they were stored (RunCounts.unchanged). */
  unchanged: number;
  deleted: number;
  skipped: string[];
  /** The listings whose photos the page wrote. */
  listingIds?: string[];
  /** Photos of the members or offices the page wrote (when the vendor wants them downloaded). */
  photos?: ListingPhoto[];
}

function split<T>(outcomes: readonly Outcome<T>[]) {
  const upserts = outcomes.filter(
    (o): o is Extract<Outcome<T>, { kind: 'upsert' }> => o.kind === 'upsert',
  );
  const deletes = outcomes.filter((o) => o.kind === 'delete').map((o) => o.key as string);
  const skipped = outcomes.flatMap((o) => (o.kind === 'skip' ? [o.reason] : []));
  return { upserts, deletes, skipped };
}

/** Records of a page's upserts that wrote nothing new (no newer than the stored ones). */
function unchangedOf(upserts: readonly unknown[], written: { added: number; changed: number }) {
  return Math.max(0, upserts.length - written.added - written.changed);
}

/** Keys of fetched open houses or photos whose own record says they are gone (or withdrawn). */
function goneKeys(resource: FeedResource, records: readonly ResoRecord[]): string[] {
  const map = resource === 'OpenHouse' ? mapOpenHouse : resource === 'Media' ? mapMedia : null;
  if (!map) return [];
  return records.flatMap((record) => {
    const outcome = map(record);
    return outcome.kind === 'delete' && typeof outcome.key === 'string' ? [outcome.key] : [];
  });
}

export class ReplicationService {
  private readonly client: FeedClient;
  /** Whether the feed refused `$expand=Media` (photos then come from the Media resource). */
  private expandRefused = false;
  /** Requests sent by the worker threads that read listings, in the runs they have finished. */
  private workerRequests = 0;

  /** The feed's client options, with the run's own note of a pause (request-budget.ts). */
  private readonly clientOptions: FeedClientOptions;
  private pause: { until: number; reason: string } | null = null;
  private runId: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly feed: FeedSettings,
    private readonly options: ReplicationOptions = {},
  ) {
    this.feed = { ...feed, requestsPerSecond: pacedRequestsPerSecond(feed) };
    this.clientOptions = {
      ...options.client,
      onPause: (until, reason) => this.paused(until, reason),
    };
    this.client = new FeedClient(this.feed, this.clientOptions);
    this.media = FeedMedia.wanted(feed)
      ? new FeedMedia(
          db,
          this.feed,
          options.mediaDir ??
            feedPhotoDir(loadConfig(process.env, { readConfigFile: false }).env.DATA_DIR),
          () => this.client.currentToken(),
          options.client?.now,
        )
      : null;
    this.rosterMedia = vendorProfile(feed.vendor).rosterMedia;
  }

  /** The photos the replication downloads, when the vendor requires it. */
  private readonly media: FeedMedia | null;
  /** Whether members' and offices' photos are read and downloaded too (vendor profile). */
  private readonly rosterMedia: boolean;

  /** A budget is spent: the run says until when, in its record and to the caller. */
  private paused(until: number, reason: string): void {
    this.pause = { until, reason };
    this.options.client?.onPause?.(until, reason);
    if (this.runId === null) return;
    recordRunPause(this.db, this.runId, new Date(until)).catch(() => undefined);
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
    this.runId = runId;
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
      else await this.reconcileIfDue(full, wanted, counts, runId);
      if (status === 'succeeded' && Object.values(counts.missing ?? {}).some((n) => n > 0)) {
        status = 'incomplete';
      }
      if (!this.options.signal?.aborted) await this.media?.retryDue();
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
      ...(this.pause
        ? { pausedUntil: new Date(this.pause.until).toISOString(), pauseReason: this.pause.reason }
        : {}),
      ...(this.media ? { photos: this.media.counts } : {}),
    };
  }

  /**
   * Whether a resource is read with its Media expanded: listings unless their photos come from
   * the Media resource; members and offices when the vendor's profile asks for their photos.
   */
  private expandsMedia(resource: FeedResource): boolean {
    if (resource === 'Property') return this.feed.media !== 'resource' && !this.expandRefused;
    return (
      (resource === 'Member' || resource === 'Office') && this.media !== null && this.rosterMedia
    );
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
        expandMedia: this.expandsMedia(resource),
        vendor: this.feed.vendor ?? 'generic',
      };
      const { ordered } = vendorProfile(query.vendor);
      /** The newest position read: pages of an overlap window never move the checkpoint back. */
      let newestRead = checkpoint;
      const advance = (newest: Checkpoint | null): Checkpoint | null => {
        if (newest && !isBefore(newest, newestRead)) newestRead = newest;
        // A server in its own order: the checkpoint moves once the resource is read to its end.
        return ordered ? newestRead : null;
      };
      const reader = resource === 'Property' ? await this.propertyPages(query, checkpoint) : null;
      const pages = reader ? null : changedPages(this.client, query, checkpoint);
      /** A page, with the work on it that needs no transaction under way. */
      const read = async (): Promise<ReadPage | null> => {
        if (reader) {
          const page = await reader.next();
          if (!page) return null;
          const prepared = this.link(page);
          // A failure is met where the page is written; meanwhile it must not count as unhandled.
          prepared.catch(() => undefined);
          return { ...page, newest: advance(page.newest), records: [], prepared };
        }
        const next = await pages!.next();
        if (next.done) return null;
        return this.plainPage(next.value, advance(newestPosition(next.value.records, keyField)));
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
        ...(!ordered && newestRead
          ? { checkpoint_timestamp: newestRead.timestamp, checkpoint_key: newestRead.key }
          : {}),
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
      this.clientOptions,
    );
  }

  /** A page of records read on this thread, as the writes take it. */
  private plainPage(page: FeedPage, newest: Checkpoint | null): ReadPage {
    return {
      size: page.records.length,
      ...(page.count === undefined ? {} : { count: page.count }),
      nextIndependent: page.nextIndependent,
      newest,
      records: page.records,
      prepared: Promise.resolve(null),
    };
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
      let listingIds: string[] | undefined;
      let photos: ListingPhoto[] | undefined;
      await this.db.transaction().execute(async (trx) => {
        // A page lost in a crash is read again on resume (its checkpoint is in this same
        // transaction), so the commit need not wait for the disk.
        await sql`set local synchronous_commit = off`.execute(trx);
        const result = await this.writePage(trx, resource, page.records, prepared);
        listingIds = result.listingIds;
        photos = result.photos;
        counts.added += result.added;
        counts.changed += result.changed;
        counts.unchanged = (counts.unchanged ?? 0) + result.unchanged;
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
      // Downloaded while the vendor's addresses are fresh (MLS Grid's last an hour).
      if (this.media && listingIds) await this.media.listingsStored(listingIds);
      if (this.media && photos) await this.media.photosStored(photos);
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
          unchanged: written.stale,
          deleted: await deleteListings(db, origin, deleted),
          skipped,
          listingIds: [...written.ids.values()],
        };
      }
      case 'Office': {
        const { upserts, deletes, skipped } = split(records.map(mapOffice));
        const unique = newestByKey(upserts);
        const written = await writeOffices(
          db,
          origin,
          unique.map((o) => o.columns),
        );
        const photos = await this.rosterPhotos(db, 'offices', unique);
        const deleted = await deactivateRoster(db, 'offices', origin, deletes);
        return { ...written, unchanged: unchangedOf(upserts, written), deleted, skipped, photos };
      }
      case 'Member': {
        const { upserts, deletes, skipped } = split(records.map(mapMember));
        const unique = newestByKey(upserts);
        const written = await writeMembers(db, origin, unique);
        const photos = await this.rosterPhotos(db, 'members', unique);
        const deleted = await deactivateRoster(db, 'members', origin, deletes);
        return { ...written, unchanged: unchangedOf(upserts, written), deleted, skipped, photos };
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
        const written = await writeMediaRecords(db, known);
        const touched = await deleteMediaRecords(db, deletes);
        await renumberPhotos(db, [...known.map((m) => m.listingId), ...touched]);
        return {
          ...written,
          deleted: touched.length,
          skipped,
          listingIds: known.map((m) => m.listingId),
        };
      }
    }
  }

  /**
   * The photos of members or offices whose records came with their Media: each one's photo
   * address set (as the site serves it from our media store), and the photos to download.
   */
  private async rosterPhotos(
    db: Db,
    table: 'offices' | 'members',
    written: readonly { key: string; photo: ListingPhoto | null | undefined }[],
  ): Promise<ListingPhoto[] | undefined> {
    if (!this.media || !this.rosterMedia) return undefined;
    const expanded = written.filter((item) => item.photo !== undefined);
    await setRosterPhotos(
      db,
      table,
      this.feed.name,
      expanded.map((item) => ({
        key: item.key,
        photoUrl: item.photo ? servedPhotoUrl(item.photo.media_url, item.photo.url_hash) : null,
      })),
    );
    return expanded.flatMap((item) => (item.photo ? [item.photo] : []));
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
    const total = { added: 0, changed: 0, stale: 0, ids: new Map<string, string>() };
    for (const listing of listings) {
      await sql`savepoint listing_one`.execute(db);
      try {
        const written = await writeListings(db, [listing]);
        total.added += written.added;
        total.changed += written.changed;
        total.stale += written.stale;
        for (const [key, id] of written.ids) total.ids.set(key, id);
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

  /**
   * The reconciliation, after a full run or when its interval has passed: listings the feed no
   * longer has are removed, and the records it holds that Hearth does not are fetched by key
   * (feed-completeness.ts). Those still missing are counted in `counts.missing`.
   */
  private async reconcileIfDue(
    full: boolean,
    wanted: ReadonlySet<FeedResource>,
    counts: RunCounts,
    runId: string,
  ): Promise<void> {
    if (!wanted.has('Property') && !full) return;
    const state = await readState(this.db, this.feed.name, 'Property');
    const dueAt = (state.lastReconciledAt?.getTime() ?? 0) + this.feed.reconcileHours * 3_600_000;
    if (!full && !this.options.reconcile && Date.now() < dueAt) return;
    for (const resource of CHECKED_RESOURCES) {
      if (!wanted.has(resource) || this.options.signal?.aborted) continue;
      await this.checkComplete(resource, counts, runId);
    }
    if (wanted.has('Property')) {
      await updateState(this.db, this.feed.name, 'Property', { last_reconciled_at: new Date() });
    }
    await recordRun(this.db, runId, counts);
  }

  /** Compares a resource's keys in the feed with those stored, and fetches the missing ones. */
  private async checkComplete(
    resource: FeedResource,
    counts: RunCounts,
    runId: string,
  ): Promise<void> {
    const origin = this.feed.name;
    const query: PageQuery = {
      resource,
      pageSize: Math.max(this.feed.pageSize, 1),
      originatingSystemName: this.feed.originatingSystemName,
      expandMedia: this.expandsMedia(resource),
      vendor: this.feed.vendor ?? 'generic',
    };
    const records = await keyRecords(this.client, query, checkFields(resource));
    if (resource === 'Property' && records.length > 0) {
      // An empty list is far more likely a feed's hiccup than an MLS with no listings: keep them.
      const keys = records.map((record) => record[KEY_FIELDS.Property] as string);
      counts.deleted += await deleteListingsNotIn(this.db, origin, keys);
    }
    const expected = expectedRecords(resource, records);
    let { expected: expectedCount, missing } = await missingKeys(
      this.db,
      origin,
      resource,
      expected,
    );
    if (missing.length > 0) {
      /** Keys the feed's own record says are gone once fetched: not expected after all. */
      const gone = new Set<string>();
      const pages = pagesOfKeys(this.client, query, missing);
      const copy = resource === 'Property' ? await copySupported(this.db) : false;
      const read = async (): Promise<ReadPage | null> => {
        const next = await pages.next();
        if (next.done) return null;
        if (resource !== 'Property') {
          for (const key of goneKeys(resource, next.value.records)) gone.add(key);
          return this.plainPage(next.value, null);
        }
        const encoded = encodePage({ origin, copy }, next.value);
        for (const key of encoded.deleted) gone.add(key);
        const prepared = this.link(encoded);
        prepared.catch(() => undefined);
        return { ...encoded, newest: null, records: [], prepared };
      };
      // The records skipped by the pages come again here: each reason counts once, at its most.
      const fetched: RunCounts = { added: 0, changed: 0, deleted: 0, skipped: {} };
      await this.readAndWrite(resource, read, fetched, runId, () => undefined);
      counts.added += fetched.added;
      counts.changed += fetched.changed;
      counts.deleted += fetched.deleted;
      for (const [reason, n] of Object.entries(fetched.skipped)) {
        counts.skipped[reason] = Math.max(counts.skipped[reason] ?? 0, n);
      }
      const wanted = new Set(missing);
      const still = await missingKeys(
        this.db,
        origin,
        resource,
        expected.filter((record) => wanted.has(record.key)),
      );
      missing = still.missing.filter((key) => !gone.has(key));
      expectedCount -= [...wanted].filter((key) => gone.has(key)).length;
    }
    counts.missing = { ...counts.missing, [resource]: missing.length };
    await updateState(this.db, origin, resource, {
      feed_count: expectedCount,
      missing_count: missing.length,
      checked_at: new Date(),
    });
  }
}
