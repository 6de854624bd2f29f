/**
 * The pages of one resource changed since a checkpoint, oldest first:
 * `$filter=ModificationTimestamp ge {checkpoint}`, `$orderby=ModificationTimestamp,{key}`, `$top`.
 * `ge` with the key as tie-breaker: records of the checkpoint's own timestamp that were already
 * stored are dropped here, so records sharing one timestamp across a page boundary are neither
 * skipped nor stored twice.
 *
 * The server's `@odata.nextLink` is followed when it gives one. Otherwise each page is a new
 * query from the newest record stored (keyset paging): a record changed mid-run moves to the
 * end of the order instead of shifting every later record by one, as `$skip` alone would. `$skip`
 * is used only to step over a run of records that all share one timestamp.
 */
import type { FeedResource } from '@hearth/contracts';
import { FeedError, type FeedClient } from './feed-client';
import type { Checkpoint } from './ingest-state.repository';
import type { ResoRecord } from './reso-values';

export const KEY_FIELDS: Readonly<Record<FeedResource, string>> = {
  Property: 'ListingKey',
  Member: 'MemberKey',
  Office: 'OfficeKey',
  OpenHouse: 'OpenHouseKey',
  Media: 'MediaKey',
};

export interface PageQuery {
  resource: FeedResource;
  pageSize: number;
  originatingSystemName: string;
  expandMedia: boolean;
}

export interface FeedPage {
  records: ResoRecord[];
  /** The server's count of all records the query matches, when it gave one (first page only). */
  count?: number;
  /**
   * Whether the next page is read by the server's nextLink (already being read): asking for it
   * does not wait for this page to be stored. Otherwise the next query starts from the newest
   * record stored, so it must be asked for only once this page is.
   */
  nextIndependent: boolean;
}

/** An OData string literal. */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
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

function baseFilter(query: PageQuery): string[] {
  const parts: string[] = [];
  if (query.originatingSystemName) {
    parts.push(`OriginatingSystemName eq ${odataString(query.originatingSystemName)}`);
  }
  if (query.resource === 'Media') parts.push(`ResourceName eq 'Property'`);
  return parts;
}

function firstUrl(
  client: FeedClient,
  query: PageQuery,
  from: Checkpoint | null,
  skip: number,
  count: boolean,
): string {
  const keyField = KEY_FIELDS[query.resource];
  const filter = baseFilter(query);
  if (from) filter.push(`ModificationTimestamp ge ${from.timestamp.toISOString()}`);
  const options: Record<string, string> = {
    $orderby: `ModificationTimestamp asc,${keyField} asc`,
    $top: String(query.pageSize),
  };
  if (filter.length > 0) options.$filter = filter.join(' and ');
  if (skip > 0) options.$skip = String(skip);
  if (query.expandMedia && query.resource === 'Property') options.$expand = 'Media';
  if (count) options.$count = 'true';
  return client.url(query.resource, options);
}

function valueOf(body: Record<string, unknown>, url: string): ResoRecord[] {
  const value = body.value;
  if (!Array.isArray(value)) throw new FeedError(`The answer of ${url} has no "value" list.`);
  return value.filter(
    (item): item is ResoRecord => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

/**
 * Yields the pages changed after `checkpoint`; `stored()` tells the newest position the caller
 * has stored (it moves the keyset on). Ends when the server has nothing more.
 */
export async function* changedPages(
  client: FeedClient,
  query: PageQuery,
  checkpoint: Checkpoint | null,
  stored: () => Checkpoint | null,
): AsyncGenerator<FeedPage> {
  const keyField = KEY_FIELDS[query.resource];
  const margin = Math.floor(query.pageSize / 2);
  let from = checkpoint;
  let skip = 0;
  let url = firstUrl(client, query, from, skip, true);
  let first = true;
  let following = false;
  /** The next page by nextLink, asked for while the caller stores this one. */
  let prefetched: Promise<Record<string, unknown>> | null = null;
  for (;;) {
    const body = await (prefetched ?? client.getJson(url));
    prefetched = null;
    const value = valueOf(body, url);
    const fresh = value.filter((record) => {
      const position = recordPosition(record, keyField);
      return !position || !isBefore(position, from);
    });
    const next = body['@odata.nextLink'];
    if (typeof next === 'string' && next !== '') {
      url = client.url(next);
      following = true;
      prefetched = client.getJson(url);
      // A failure is met where the page is awaited; meanwhile it must not count as unhandled.
      prefetched.catch(() => undefined);
    }
    const page: FeedPage = { records: fresh, nextIndependent: following };
    if (first && typeof body['@odata.count'] === 'number') page.count = body['@odata.count'];
    first = false;
    yield page;
    if (following) {
      if (prefetched) continue;
      return;
    }
    if (following || value.length === 0) return;
    const newest = stored() ?? from;
    if (fresh.length === 0) {
      // A whole page of records already stored, all of the checkpoint's timestamp: step past them.
      skip += value.length;
    } else if (newest) {
      // The query began at the newest timestamp's first record, `skip` records in: this many of
      // that timestamp are now known. Ask again a little before the end of them (records that
      // changed meanwhile leave the run, shifting the rest), and drop those seen above.
      const at = newest.timestamp.getTime();
      const ofNewest = value.filter(
        (record) => recordPosition(record, keyField)?.timestamp.getTime() === at,
      ).length;
      const known = (from && from.timestamp.getTime() === at ? skip : 0) + ofNewest;
      skip = Math.max(0, known - margin);
    }
    from = newest;
    url = firstUrl(client, query, from, skip, false);
  }
}

/** Every key the feed has for a resource (`$select` of the key only), for the reconciliation. */
export async function allKeys(
  client: FeedClient,
  query: Omit<PageQuery, 'expandMedia'>,
): Promise<string[]> {
  const keyField = KEY_FIELDS[query.resource];
  const keys: string[] = [];
  let last: string | null = null;
  let url: string | null = null;
  for (;;) {
    if (!url) {
      const filter = baseFilter({ ...query, expandMedia: false });
      if (last !== null) filter.push(`${keyField} gt ${odataString(last)}`);
      const options: Record<string, string> = {
        $select: keyField,
        $orderby: `${keyField} asc`,
        $top: String(query.pageSize),
      };
      if (filter.length > 0) options.$filter = filter.join(' and ');
      url = client.url(query.resource, options);
    }
    const body = await client.getJson(url);
    const value = valueOf(body, url);
    for (const record of value) {
      const key = record[keyField];
      if (typeof key === 'string') keys.push(key);
    }
    const next = body['@odata.nextLink'];
    if (typeof next === 'string' && next !== '') {
      url = client.url(next);
      continue;
    }
    if (value.length === 0) return keys;
    const lastKey = value.at(-1)?.[keyField];
    if (typeof lastKey !== 'string' || lastKey === last) return keys;
    last = lastKey;
    url = null;
  }
}
