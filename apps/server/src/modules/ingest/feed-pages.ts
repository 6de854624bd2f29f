/**
 * The pages of one resource changed since a checkpoint, as the feed's vendor profile says to read
 * them (vendor-profiles.ts):
 * - `keyset` (generic): each page is a new query after the last row of the one before,
 *   `(ModificationTimestamp gt T) or (ModificationTimestamp eq T and Key gt 'K')`, ordered by
 *   ModificationTimestamp and key. A record changed mid-run moves to the end of the order and is
 *   read there; no later record shifts back a place and is lost, as with `$skip` paging.
 * - `next-link`: the server's nextLink (a replication cursor, a `$skiptoken`); an expired one
 *   (Trestle's, after five minutes) is replaced by a keyset query from the last row read.
 * An incremental run starts `overlapMinutes` before its checkpoint, so a record that appears
 * late with an older timestamp (a server-side cache) is read by the next run. A 400 that names
 * a page-size cap is learnt and the query asked again within it.
 */
import type { FeedResource } from '@hearth/contracts';
import { FeedError, type FeedClient } from './feed-client';
import {
  capFromRefusal,
  expandsMedia,
  KEY_FIELDS,
  nextLinkOf,
  odataString,
  queryHeaders,
  queryUrl,
  valueOf,
  type Cursor,
  type QueryShape,
} from './feed-queries';
import type { Checkpoint } from './ingest-state.repository';
import type { ResoRecord } from './reso-values';
import { pageSizeFor, vendorProfile, type FeedVendor, type VendorProfile } from './vendor-profiles';

export { KEY_FIELDS, odataString } from './feed-queries';

export interface PageQuery {
  resource: FeedResource;
  pageSize: number;
  originatingSystemName: string;
  expandMedia: boolean;
  /** Whose server it is (generic when unset). */
  vendor?: FeedVendor;
}

export interface FeedPage {
  records: ResoRecord[];
  /** The server's count of all records the query matches, when it gave one (first page only). */
  count?: number;
  /**
   * Whether the next page is already being read (from this page's last row or its nextLink):
   * asking for it does not wait for this page to be stored.
   */
  nextIndependent: boolean;
}

function recordPosition(record: ResoRecord, keyField: string): Checkpoint | null {
  const timestamp =
    typeof record.ModificationTimestamp === 'string'
      ? new Date(record.ModificationTimestamp)
      : null;
  const key = record[keyField];
  if (!timestamp || Number.isNaN(timestamp.getTime()) || typeof key !== 'string') return null;
  return { timestamp, key };
}

/** The newest (timestamp, key) of a page's records: its checkpoint once it is stored. */
export function newestPosition(
  records: readonly ResoRecord[],
  keyField: string,
): Checkpoint | null {
  let newest: Checkpoint | null = null;
  for (const record of records) {
    const position = recordPosition(record, keyField);
    if (position && (!newest || !isBefore(position, newest))) newest = position;
  }
  return newest;
}

/** Keeps the newest record per key of a page (a record may come twice when it changed mid-page). */
export function newestByKey<T extends { key: string; timestamp: Date }>(items: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const seen = byKey.get(item.key);
    if (!seen || seen.timestamp.getTime() <= item.timestamp.getTime()) byKey.set(item.key, item);
  }
  return [...byKey.values()];
}

/** Whether a position is at or before the checkpoint (already stored). */
export function isBefore(position: Checkpoint, checkpoint: Checkpoint | null): boolean {
  if (!checkpoint) return false;
  const a = position.timestamp.getTime();
  const b = checkpoint.timestamp.getTime();
  return a < b || (a === b && position.key <= checkpoint.key);
}

/** The first position a run asks for: the checkpoint less the vendor's overlap window. */
export function startCursor(profile: VendorProfile, checkpoint: Checkpoint | null): Cursor | null {
  if (!checkpoint) return null;
  return {
    timestamp: new Date(checkpoint.timestamp.getTime() - profile.overlapMinutes * 60_000),
    key: null,
  };
}

/** Page-size caps a server named in a 400, per client and query kind: asked within from then on. */
const learntCaps = new WeakMap<FeedClient, Map<string, number>>();

/** A query's first page, asked again within a page-size cap the server names in a 400. */
async function firstPage(
  client: FeedClient,
  profile: VendorProfile,
  shape: QueryShape,
): Promise<{ body: Record<string, unknown>; url: string; pageSize: number }> {
  const caps = learntCaps.get(client) ?? new Map<string, number>();
  learntCaps.set(client, caps);
  const kind = `${shape.resource}|${shape.expandMedia}`;
  shape = { ...shape, pageSize: Math.min(shape.pageSize, caps.get(kind) ?? Infinity) };
  for (;;) {
    const url = queryUrl(client, profile, shape);
    try {
      return {
        body: await client.getJson(url, queryHeaders(profile, shape.pageSize)),
        url,
        pageSize: shape.pageSize,
      };
    } catch (failure) {
      const cap = capFromRefusal(failure, shape.pageSize);
      if (cap === null) throw failure;
      caps.set(kind, cap);
      shape = { ...shape, pageSize: cap };
    }
  }
}

/**
 * Yields the pages changed since `checkpoint` (less the vendor's overlap). Ends when the server
 * has nothing more.
 */
export function changedPages(
  client: FeedClient,
  query: PageQuery,
  checkpoint: Checkpoint | null,
): AsyncGenerator<FeedPage> {
  const profile = vendorProfile(query.vendor);
  const expand = query.expandMedia && expandsMedia(query.resource);
  const shape: QueryShape = {
    resource: query.resource,
    originatingSystemName: query.originatingSystemName,
    expandMedia: expand,
    pageSize: pageSizeFor(profile, query.pageSize, expand),
    cursor: startCursor(profile, checkpoint),
    count: true,
  };
  return profile.paging === 'keyset'
    ? keysetPages(client, profile, shape)
    : nextLinkPages(client, profile, shape);
}

/**
 * The last position of a page in the order (ModificationTimestamp, key), as a cursor: its last
 * row's, even when that row has no key (a malformed record is then not read twice).
 */
function after(records: readonly ResoRecord[], resource: FeedResource): Cursor | null {
  const keyField = KEY_FIELDS[resource];
  const newest = newestPosition(records, keyField);
  const last = records.at(-1);
  const at =
    typeof last?.ModificationTimestamp === 'string' ? new Date(last.ModificationTimestamp) : null;
  if (last && at && !Number.isNaN(at.getTime())) {
    const key = last[keyField];
    const cursor = { timestamp: at, key: typeof key === 'string' ? key : '' };
    if (!newest || isAhead(cursor, newest)) return cursor;
  }
  return newest ? { timestamp: newest.timestamp, key: newest.key } : null;
}

function isAhead(next: Cursor, cursor: Cursor | null): boolean {
  if (!cursor) return true;
  const a = next.timestamp.getTime();
  const b = cursor.timestamp.getTime();
  return a > b || (a === b && (cursor.key === null || (next.key ?? '') > cursor.key));
}

async function* keysetPages(
  client: FeedClient,
  profile: VendorProfile,
  start: QueryShape,
): AsyncGenerator<FeedPage> {
  const opened = await firstPage(client, profile, start);
  const { pageSize } = opened;
  let { body, url } = opened;
  let shape: QueryShape = { ...start, pageSize, count: false };
  let first = true;
  for (;;) {
    const records = valueOf(body, url);
    const cursor = after(records, shape.resource);
    // The page is full, or the server says there is more (it may serve less than $top).
    const more = records.length > 0 && (records.length >= pageSize || nextLinkOf(body) !== null);
    let next: Promise<Record<string, unknown>> | null = null;
    if (more) {
      if (!cursor || !isAhead(cursor, shape.cursor)) {
        throw new FeedError(
          `The feed's ${shape.resource} page did not move past ${url}: it ignores the ModificationTimestamp filter or order.`,
        );
      }
      shape = { ...shape, cursor };
      url = queryUrl(client, profile, shape);
      // Asked for now, so the feed answers while the caller stores this page.
      next = client.getJson(url, queryHeaders(profile, pageSize));
      next.catch(() => undefined);
    }
    const page: FeedPage = { records, nextIndependent: more };
    if (first && typeof body['@odata.count'] === 'number') page.count = body['@odata.count'];
    first = false;
    yield page;
    if (!next) return;
    body = await next;
  }
}

async function* nextLinkPages(
  client: FeedClient,
  profile: VendorProfile,
  start: QueryShape,
): AsyncGenerator<FeedPage> {
  const opened = await firstPage(client, profile, start);
  const { pageSize } = opened;
  let { body, url } = opened;
  const headers = queryHeaders(profile, pageSize);
  let lastRead: Cursor | null = start.cursor;
  let first = true;
  for (;;) {
    const records = valueOf(body, url);
    if (profile.ordered) {
      const cursor = after(records, start.resource);
      if (cursor && isAhead(cursor, lastRead)) lastRead = cursor;
    }
    const link = records.length > 0 ? nextLinkOf(body) : null;
    let next: Promise<Record<string, unknown>> | null = null;
    if (link) {
      url = client.url(link);
      next = client.getJson(url, headers);
      next.catch(() => undefined);
    }
    const page: FeedPage = { records, nextIndependent: link !== null };
    if (first && typeof body['@odata.count'] === 'number') page.count = body['@odata.count'];
    first = false;
    yield page;
    if (!next) return;
    try {
      body = await next;
    } catch (failure) {
      if (!expired(profile, failure)) throw failure;
      // The nextLink expired (Trestle: five minutes unused): ask again from the last row read.
      const again = { ...start, pageSize, cursor: lastRead, count: false };
      ({ body, url } = await firstPage(client, profile, again));
    }
  }
}

/** Whether a failed nextLink is one the vendor lets expire (and our order lets us resume). */
function expired(profile: VendorProfile, failure: unknown): boolean {
  return (
    profile.nextLinkExpiresMinutes !== null &&
    profile.ordered &&
    failure instanceof FeedError &&
    failure.status !== undefined &&
    failure.status >= 400 &&
    failure.status < 500 &&
    failure.status !== 401 &&
    failure.status !== 429
  );
}

/**
 * Every record of a resource with only the fields named (its key first), for the reconciliation
 * and the completeness check.
 */
export async function keyRecords(
  client: FeedClient,
  query: Omit<PageQuery, 'expandMedia'>,
  fields: readonly string[] = [],
): Promise<ResoRecord[]> {
  const profile = vendorProfile(query.vendor);
  const keyField = KEY_FIELDS[query.resource];
  const select = [keyField, ...fields];
  // Keyset paging needs each row's position.
  if (profile.ordered && !select.includes('ModificationTimestamp')) {
    select.push('ModificationTimestamp');
  }
  const shape: QueryShape = {
    resource: query.resource,
    originatingSystemName: query.originatingSystemName,
    expandMedia: false,
    pageSize: pageSizeFor(profile, query.pageSize, false),
    cursor: null,
    count: false,
    select: select.join(','),
  };
  const records: ResoRecord[] = [];
  const pages =
    profile.paging === 'keyset'
      ? keysetPages(client, profile, shape)
      : nextLinkPages(client, profile, shape);
  for await (const page of pages) {
    for (const record of page.records) {
      if (typeof record[keyField] === 'string') records.push(record);
    }
  }
  return records;
}

/** Every key the feed has for a resource (`$select` of the key only), for the reconciliation. */
export async function allKeys(
  client: FeedClient,
  query: Omit<PageQuery, 'expandMedia'>,
): Promise<string[]> {
  const keyField = KEY_FIELDS[query.resource];
  return (await keyRecords(client, query)).map((record) => record[keyField] as string);
}

/** How many keys one query asks for by name (`Key eq 'a' or Key eq 'b' …`). */
const KEYS_PER_QUERY = 5;

/** The pages of the records with these keys (those a reconciliation found missing). */
export async function* pagesOfKeys(
  client: FeedClient,
  query: PageQuery,
  keys: readonly string[],
): AsyncGenerator<FeedPage> {
  const profile = vendorProfile(query.vendor);
  const keyField = KEY_FIELDS[query.resource];
  const expand = query.expandMedia && expandsMedia(query.resource);
  if (profile.keyLookup === 'entity') {
    for (const key of keys) {
      const url = client.url(
        `${query.resource}(${encodeURIComponent(odataString(key))})`,
        expand ? { $expand: 'Media' } : {},
      );
      try {
        yield { records: [await client.getJson(url)], nextIndependent: false };
      } catch (failure) {
        // Gone between the key list and now: nothing to store.
        if (!(failure instanceof FeedError && failure.status === 404)) throw failure;
      }
    }
    return;
  }
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const names = keys.slice(start, start + KEYS_PER_QUERY);
    const shape: QueryShape = {
      resource: query.resource,
      originatingSystemName: query.originatingSystemName,
      expandMedia: expand,
      pageSize: pageSizeFor(profile, query.pageSize, expand),
      cursor: null,
      count: false,
      filter: [`(${names.map((key) => `${keyField} eq ${odataString(key)}`).join(' or ')})`],
    };
    // A replication endpoint in its own order is for whole downloads: ask the resource itself.
    const byName = { ...profile, replicationPath: null, extraQuery: {} };
    yield* nextLinkPages(client, byName, shape);
  }
}
