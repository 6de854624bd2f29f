/**
 * The queries a replication sends, shaped by the feed's vendor profile (vendor-profiles.ts): the
 * resource's path (or its replication endpoint), the keyset filter from a position, the order,
 * and the page size by `$top` or by the `maxpagesize` preference. Also the page-size cap a
 * server names in a 400, so a run pages within it instead of stopping.
 */
import type { FeedResource } from '@hearth/contracts';
import { FeedError, type FeedClient } from './feed-client';
import type { ResoRecord } from './reso-values';
import type { VendorProfile } from './vendor-profiles';

export const KEY_FIELDS: Readonly<Record<FeedResource, string>> = {
  Property: 'ListingKey',
  Member: 'MemberKey',
  Office: 'OfficeKey',
  OpenHouse: 'OpenHouseKey',
  Media: 'MediaKey',
};

/**
 * Where a query starts: after (timestamp, key), or at the timestamp itself when `key` is null
 * (the start of an incremental run's overlap window).
 */
export interface Cursor {
  timestamp: Date;
  key: string | null;
}

/** The resources whose records a query may ask with their Media expanded. */
export function expandsMedia(resource: FeedResource): boolean {
  return resource === 'Property' || resource === 'Member' || resource === 'Office';
}

/** An OData string literal. */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** The filter every query of a resource carries. */
export function baseFilter(resource: FeedResource, originatingSystemName: string): string[] {
  const parts: string[] = [];
  if (originatingSystemName) {
    parts.push(`OriginatingSystemName eq ${odataString(originatingSystemName)}`);
  }
  if (resource === 'Media') parts.push(`ResourceName eq 'Property'`);
  return parts;
}

/**
 * `(ModificationTimestamp gt T) or (ModificationTimestamp eq T and Key gt 'K')`: the records
 * after a position in the order (ModificationTimestamp, key).
 */
export function keysetFilter(resource: FeedResource, cursor: Cursor): string {
  const at = cursor.timestamp.toISOString();
  if (cursor.key === null) return `ModificationTimestamp ge ${at}`;
  const key = KEY_FIELDS[resource];
  return `((ModificationTimestamp gt ${at}) or (ModificationTimestamp eq ${at} and ${key} gt ${odataString(cursor.key)}))`;
}

export interface QueryShape {
  resource: FeedResource;
  originatingSystemName: string;
  expandMedia: boolean;
  pageSize: number;
  /** Where the records start (none: from the first). */
  cursor: Cursor | null;
  count: boolean;
  /** `$select` (the key list of a reconciliation). */
  select?: string;
  /** Extra filter terms (keys asked for by name). */
  filter?: string[];
}

/** The URL of a query's first page, as the vendor wants it. */
export function queryUrl(client: FeedClient, profile: VendorProfile, shape: QueryShape): string {
  const keyField = KEY_FIELDS[shape.resource];
  const filter = baseFilter(shape.resource, shape.originatingSystemName);
  if (shape.cursor) filter.push(keysetFilter(shape.resource, shape.cursor));
  if (shape.filter) filter.push(...shape.filter);
  const options: Record<string, string> = { ...profile.extraQuery };
  if (profile.ordered) options.$orderby = `ModificationTimestamp asc,${keyField} asc`;
  // Bridge v3 reads $top as the size of the whole answer: the page size goes in the header.
  if (profile.pageSizeVia === '$top') options.$top = String(shape.pageSize);
  if (filter.length > 0) options.$filter = filter.join(' and ');
  if (shape.expandMedia && expandsMedia(shape.resource)) options.$expand = 'Media';
  if (shape.select) options.$select = shape.select;
  if (shape.count) options.$count = 'true';
  const path = profile.replicationPath?.(shape.resource) ?? shape.resource;
  return client.url(path, options);
}

/** The headers of every request of a query (the page size, where it is a preference). */
export function queryHeaders(profile: VendorProfile, pageSize: number): Record<string, string> {
  // OData 4.01 Part 1 §8.2.8.3, "Preference odata.maxpagesize"; Bridge's maxpagesize (vendor-profiles.ts).
  return profile.pageSizeVia === 'maxpagesize' ? { prefer: `odata.maxpagesize=${pageSize}` } : {};
}

/**
 * The page size a server's 400 names as its cap, when its message names one below what was
 * asked ("$top may not exceed 200", "maximum page size is 1000 with $expand"); null otherwise.
 */
export function capFromRefusal(failure: unknown, asked: number): number | null {
  if (!(failure instanceof FeedError) || failure.status !== 400) return null;
  const message = failure.message.replace(/^400 from \S+: /, '');
  if (!/\$top|top\b|page ?size|maxpagesize|records per|limit/i.test(message)) return null;
  const numbers = [...message.matchAll(/\b\d{1,3}(?:,\d{3})+\b|\b\d+\b/g)]
    .map((match) => Number(match[0].replace(/,/g, '')))
    .filter((n) => n >= 1 && n < asked);
  return numbers.length > 0 ? Math.max(...numbers) : null;
}

/** The records of an answer. */
export function valueOf(body: Record<string, unknown>, url: string): ResoRecord[] {
  const value = body.value;
  if (!Array.isArray(value)) throw new FeedError(`The answer of ${url} has no "value" list.`);
  return value.filter(
    (item): item is ResoRecord => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

/** The server's nextLink, when it gave one. */
export function nextLinkOf(body: Record<string, unknown>): string | null {
  const next = body['@odata.nextLink'];
  return typeof next === 'string' && next !== '' ? next : null;
}
