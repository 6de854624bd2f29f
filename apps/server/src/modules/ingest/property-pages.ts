/**
 * The pages of listings of a replication, read, parsed, mapped and encoded on a worker thread.
 *
 * A page of 1,000 listings with their photos is megabytes of JSON: parsing it, mapping each
 * record and writing the text the statements send took most of a replication's time on the
 * server's own thread, which also answers the search API and keeps the search index in step.
 * The worker does that work; the server's thread is left with what needs the database (the links
 * to agents and offices, the writes) and with its visitors.
 *
 * The worker pages as changedPages does (feed-pages.ts) with its own FeedClient: the same token,
 * rate limit, retries and patience. It reads a page when asked for one. A wait (rate limit, Retry-After,
 * backoff) is made by the caller's `sleep` when the caller gave one, so a test's clock holds on
 * both threads.
 */
import { Worker } from 'node:worker_threads';
import { FeedError, type FeedClient, type FeedClientOptions } from './feed-client';
import {
  answerWaits,
  threadClientOptions,
  type ThreadClientOptions,
  type WaitAnswer,
  type WaitMessage,
} from './feed-thread';
import {
  changedPages,
  KEY_FIELDS,
  newestByKey,
  newestPosition,
  type FeedPage,
  type PageQuery,
} from './feed-pages';
import type { FeedSettings } from './feed-settings';
import type { Checkpoint } from './ingest-state.repository';
import { encodeListing, type EncodedListing } from './listing-writes.repository';
import { readFeedLookups } from './feed-lookups';
import { LookupReader, mapProperty, type MappedListing } from './property-mapping';

/** A page of listings ready to link and write, and what the replication needs to know of it. */
export interface EncodedPage {
  /** Records on the page. */
  size: number;
  /** The server's count of all records the query matches, when it gave one (first page only). */
  count?: number;
  /** Whether the next page can be asked for before this one is stored (FeedPage). */
  nextIndependent: boolean;
  /** The newest (timestamp, key) of the page's records: the checkpoint once it is stored. */
  newest: Checkpoint | null;
  listings: EncodedListing[];
  /** Keys of listings the feed says are gone. */
  deleted: string[];
  /** Reasons of the records skipped. */
  skipped: string[];
  /** Fields of the page's records, one per lookup value neither the feed nor the Data Dictionary knows. */
  unknownValues: string[];
}

/** What the worker is started with: all plain data. */
export interface PropertyPagesInit extends ThreadClientOptions {
  feed: Pick<
    FeedSettings,
    'url' | 'token' | 'tokenUrl' | 'clientId' | 'clientSecret' | 'scope' | 'requestsPerSecond'
  >;
  origin: string;
  query: PageQuery;
  checkpoint: Checkpoint | null;
  /** Whether the database takes COPY (the encoding of records and photos follows). */
  copy: boolean;
}

/** Messages from the replication to the worker. */
export type ToWorker = { type: 'next' } | { type: 'close' } | WaitAnswer;

/** Messages from the worker to the replication. */
export type FromWorker =
  | { type: 'page'; page: EncodedPage | null; requests: number }
  | { type: 'closing'; requests: number }
  | { type: 'error'; message: string; status?: number; feed: boolean; requests: number }
  | WaitMessage;

/**
 * Yields each page of listings changed since the checkpoint, encoded: the worker's own loop,
 * kept here, where it can be read beside the rest of the replication.
 */
export async function* encodedPages(
  client: FeedClient,
  init: Pick<PropertyPagesInit, 'origin' | 'query' | 'checkpoint' | 'copy'> & {
    feed: Pick<FeedSettings, 'url'>;
  },
): AsyncGenerator<EncodedPage> {
  let lookups = new LookupReader();
  let feedLookupsRead = false;
  for await (const page of changedPages(client, init.query, init.checkpoint)) {
    let encoded = encodePage(init, page, lookups);
    if (lookups.missed && !feedLookupsRead) {
      // A value that is no Data Dictionary spelling: the feed's own Lookup resource may say
      // what it stands for. Read once a run, when first needed (a feed of standard values is
      // never asked), and the page mapped again with it.
      feedLookupsRead = true;
      lookups = new LookupReader(await readFeedLookups(client, init.feed.url));
      encoded = encodePage(init, page, lookups);
    }
    yield encoded;
  }
}

/** A page of listing records mapped and encoded (on whichever thread reads it). */
export function encodePage(
  init: Pick<PropertyPagesInit, 'origin' | 'copy'>,
  page: FeedPage,
  lookups: LookupReader = new LookupReader(),
): EncodedPage {
  const outcomes = page.records.map((record) => mapProperty(record, lookups));
  const upserts = newestByKey(outcomes.filter((o): o is MappedListing => o.kind === 'upsert'));
  return {
    size: page.records.length,
    ...(page.count === undefined ? {} : { count: page.count }),
    nextIndependent: page.nextIndependent,
    newest: newestPosition(page.records, KEY_FIELDS.Property),
    listings: upserts.map((listing) => encodeListing(init.origin, listing, init.copy)),
    deleted: outcomes.flatMap((o) => (o.kind === 'delete' ? [o.key] : [])),
    skipped: outcomes.flatMap((o) => (o.kind === 'skip' ? [o.reason] : [])),
    unknownValues: lookups.unknown.splice(0),
  };
}

/**
 * The replication's side of the worker: asks for one page at a time. Close it when done (the
 * worker is stopped, a read under way with it).
 */
export class PropertyPages {
  private readonly worker: Worker;
  private waiting: {
    resolve: (page: EncodedPage | null) => void;
    reject: (error: Error) => void;
  } | null = null;
  private failure: Error | null = null;
  private exited = false;
  private closing: (() => void) | null = null;
  /** Requests the worker has sent, including retries. */
  requests = 0;

  constructor(
    init: Omit<PropertyPagesInit, keyof ThreadClientOptions>,
    private readonly options: FeedClientOptions = {},
  ) {
    const data: PropertyPagesInit = { ...init, ...threadClientOptions(options) };
    this.worker = new Worker(new URL('./property-pages.worker.mjs', import.meta.url), {
      workerData: data,
    });
    this.worker.on('message', (message: FromWorker) => this.receive(message));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      this.exited = true;
      this.fail(new Error(`The listings' reader stopped (exit code ${code}).`));
    });
  }

  /** The next page. */
  next(): Promise<EncodedPage | null> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiting) return Promise.reject(new Error('One page at a time.'));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.post({ type: 'next' });
    });
  }

  async close(): Promise<void> {
    if (!this.exited) {
      // Its count of requests first: it may have read ahead of the last page it gave.
      const closing = new Promise<void>((resolve) => {
        this.closing = resolve;
        this.worker.once('exit', () => resolve());
      });
      this.post({ type: 'close' });
      await closing;
    }
    this.fail(new Error('The listings’ reader is closed.'));
    await this.worker.terminate();
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private receive(message: FromWorker): void {
    if (answerWaits(message, this.options, (answer) => this.post(answer))) return;
    switch (message.type) {
      case 'closing':
        this.requests = message.requests;
        this.closing?.();
        return;
      case 'page': {
        this.requests = message.requests;
        const waiting = this.waiting;
        this.waiting = null;
        waiting?.resolve(message.page);
        return;
      }
      case 'error':
        this.requests = message.requests;
        this.fail(
          message.feed
            ? new FeedError(message.message, message.status)
            : new Error(message.message),
        );
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
