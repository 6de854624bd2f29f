/**
 * The feed's own Lookup resource (RCP-040 §2.2, RESOStandards/transport
 * proposals/data-dictionary.md): for each LookupName, the feed's LookupValue and its
 * LegacyODataValue (a Data Dictionary 1.7 enumeration member) mapped to the StandardLookupValue,
 * so a listing's local or legacy spelling is read as the standard value. A feed without the
 * resource (404, or a refusal) maps nothing; the Data Dictionary's own spellings are read anyway
 * (property-mapping.ts).
 */
import { lookupKey } from '@hearth/domain';
import { FeedError, type FeedClient } from './feed-client';

/** By LookupName, by the folded spelling (lookupKey), the standard value. Plain data for the worker. */
export type FeedLookups = Record<string, Record<string, string>>;

const MAX_PAGES = 1_000;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Adds a page of Lookup records to the table. */
export function addLookupRecords(lookups: FeedLookups, records: readonly unknown[]): void {
  for (const record of records) {
    if (typeof record !== 'object' || record === null) continue;
    const r = record as Record<string, unknown>;
    const name = text(r.LookupName);
    const local = text(r.LookupValue);
    // A local value with no standard one is known as itself.
    const standard = text(r.StandardLookupValue) ?? local;
    if (!name || !standard) continue;
    const byKey = (lookups[name] ??= {});
    for (const spelling of [local, text(r.LegacyODataValue), standard]) {
      if (spelling) byKey[lookupKey(spelling)] = standard;
    }
  }
}

/**
 * Reads every page of the feed's Lookup resource, following its nextLinks; an empty table when
 * the feed has none (servers that do not offer it answer 404, 400, 401, 403 or 501).
 */
export async function readFeedLookups(client: FeedClient, feedUrl: string): Promise<FeedLookups> {
  const lookups: FeedLookups = {};
  let url: string | null = `${feedUrl.replace(/\/+$/, '')}/Lookup?$top=1000`;
  for (let page = 0; url && page < MAX_PAGES; page++) {
    let body: Record<string, unknown>;
    try {
      body = await client.getJson(url);
    } catch (error) {
      // A feed without the resource, or that does not let this client read it.
      const status = error instanceof FeedError ? (error.status ?? 0) : 0;
      if ((status >= 400 && status < 500 && status !== 429) || status === 501) return lookups;
      throw error;
    }
    addLookupRecords(lookups, Array.isArray(body.value) ? body.value : []);
    const next = body['@odata.nextLink'];
    const nextUrl: URL | null = typeof next === 'string' && next !== '' ? new URL(next, url) : null;
    // Only on the feed's own origin: the request carries the feed's token.
    url = nextUrl && nextUrl.origin === new URL(feedUrl).origin ? nextUrl.toString() : null;
  }
  return lookups;
}
