/** The listing search use cases: search, clusters, one listing, suggestions, stats. No HTTP here. */
import type { Kysely } from 'kysely';
import type { ClusterResponse, ListingSearchResponse, SuggestResponse } from '@hearth/contracts';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import {
  NAME_GROUPS,
  SUGGEST_GROUPS,
  type ListingSearchEngine,
  type SuggestGroup,
} from './listing-engine';
import { parseListingFilter, parseListingQuery, paramsAsText } from './listing-query';
import { ListingRecordCache } from './listing-record-cache';
import { findListingCardRows } from './listing-records.repository';
import { presentListing } from './listing.presenter';
import { listingViewsBySite } from './listing-stats.repository';
import { distinctSuggestions, nearPlaces } from './place-matching';

type Params = Readonly<Record<string, unknown>>;

/** Statuses suggestions keep when Closed listings are not allowed (§7). */
export const OPEN_STATUSES = 'Active,Pending,Coming Soon,Active Under Contract';
const MAX_STATS_IDS = 200;
/** What a listing suggestion carries: enough to tell one listing from another in a pick list. */
const SUGGESTION_FIELDS = [
  'id',
  'ListingId',
  'UnparsedAddress',
  'InternetAddressDisplayYN',
  'City',
  'ListPrice',
  'PropertyType',
  'StandardStatus',
];
/** The start of a successful answer's JSON text, to which `"bundle"` and the rest are added. */
const OK_HEAD = JSON.stringify({
  success: true,
  status: 200,
} satisfies Pick<ListingSearchResponse, 'success' | 'status'>).slice(0, -1);

export interface ListingSearchOptions {
  allowClosed: boolean;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Recently sent listings as JSON (a fresh cache when not given). */
  records?: ListingRecordCache;
  /** The site's time zone, in which open-house times are written (see presentListing). */
  timeZone?: string;
}

export class ListingSearchService {
  private readonly now: () => Date;
  private readonly records: ListingRecordCache;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: ListingSearchEngine,
    private readonly options: ListingSearchOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.records = options.records ?? new ListingRecordCache(db);
  }

  /**
   * A page of listings as the JSON text of a ListingSearchResponse. Records come from the record
   * cache already serialised, so a popular page is joined rather than built again.
   */
  async searchJson(params: Params, body = false): Promise<string> {
    const query = parseListingQuery(body ? paramsAsText(params) : params);
    if (query instanceof Error) throw query;
    const now = this.now();
    const page = await this.engine.search(query, now);
    const records = await this.records.presented(page.ids, now, query.fields);
    return `${OK_HEAD},"bundle":[${records.join(',')}],"total":${page.total},"bounds":${JSON.stringify(page.bounds)}}`;
  }

  /** How many listings match a search request's filters (paging and fields are ignored). */
  async count(params: Params): Promise<number> {
    const { offset: _offset, limit: _limit, fields: _fields, ...rest } = params;
    const query = parseListingQuery({ ...paramsAsText(rest), limit: '0' });
    if (query instanceof Error) throw query;
    return (await this.engine.search(query, this.now())).total;
  }

  /**
   * Listings by ListingId as cards (only those that may be shown): `id` and `fields` of each as
   * the API presents them, with its first photo only; read fresh, without their records.
   */
  async cardsByListingIds(
    listingIds: readonly string[],
    fields: readonly string[],
  ): Promise<Map<string, Record<string, unknown>>> {
    const now = this.now();
    const byListingId = new Map<string, Record<string, unknown>>();
    const wanted = new Set(fields);
    for (const { rows, photoUrl } of await findListingCardRows(this.db, listingIds, now)) {
      const full = presentListing(rows, now, this.options.timeZone, wanted) as Record<
        string,
        unknown
      >;
      full.Media = photoUrl ? [{ MediaURL: photoUrl, Order: 1 }] : [];
      const card: Record<string, unknown> = { id: full.id };
      for (const name of fields) if (name in full) card[name] = full[name];
      byListingId.set(rows.listing.listing_id, card);
    }
    return byListingId;
  }

  /** One listing by row id or ListingId as the API presents it; undefined when it may not be shown. */
  async recordByKey(key: string): Promise<Record<string, unknown> | undefined> {
    const text = await this.records.presentedByKey(key, this.now());
    return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
  }

  async clusters(params: Params, precision: number): Promise<ClusterResponse> {
    const filter = parseListingFilter(params);
    if (filter instanceof Error) throw filter;
    const bundle = await this.engine.clusters(filter, precision, this.now());
    return {
      success: true,
      status: 200,
      bundle,
      total: bundle.reduce((sum, cell) => sum + cell.doc_count, 0),
    };
  }

  /**
   * One listing by id or else ListingId, as the JSON text of its answer. A listing not kept is
   * read by its key in one query, as fresh as the database. A kept one is sent once the engine
   * has seen every change made before the request (a small query shared by concurrent
   * requests, which evicts changed listings).
   */
  async listingJson(key: string): Promise<string> {
    const now = this.now();
    let record: string | undefined;
    if (this.records.holds(key, now)) {
      const id = await this.engine.findKey(key);
      [record] = id ? await this.records.presented([id], now) : [];
    } else {
      record = await this.records.presentedByKey(key, now);
    }
    if (record === undefined) throw notFound('listing_not_found', `No listing ${key}`);
    return `${OK_HEAD},"bundle":${record}}`;
  }

  async suggest(params: Params, q: string, limit: number): Promise<SuggestResponse> {
    const { fields, ...rest } = params;
    const filterParams: Record<string, unknown> = { ...rest };
    if (!this.options.allowClosed) filterParams['StandardStatus[in]'] = OPEN_STATUSES;
    const filter = parseListingFilter(filterParams);
    if (filter instanceof Error) throw filter;
    let groups: readonly SuggestGroup[] = SUGGEST_GROUPS;
    if (typeof fields === 'string' && fields.trim() !== '') {
      const wanted = fields.split(',').map((name) => name.trim());
      const unknown = wanted.find((name) => !(SUGGEST_GROUPS as readonly string[]).includes(name));
      if (unknown !== undefined)
        throw badRequest(
          'invalid_fields',
          `fields: ${unknown} is not a suggestion group`,
          'fields',
        );
      groups = SUGGEST_GROUPS.filter((group) => wanted.includes(group));
    }
    const prefix = q.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!prefix) return { success: true, status: 200, bundle: {} };
    const now = this.now();
    let bundle = await this.engine.suggest({ filter, prefix, groups, limit }, now);
    const named = groups.filter((group) => NAME_GROUPS.includes(group));
    if (Object.values(bundle).every((list) => list.length === 0) && named.length > 0) {
      // Nothing starts with the text: offer the places it may be a misspelling of.
      const names = await this.engine.placeNames(filter, named, now);
      bundle = Object.fromEntries(
        groups.map((group) => [group, nearPlaces(group, names[group] ?? [], prefix, limit)]),
      );
    }
    return { success: true, status: 200, bundle: distinctSuggestions(bundle, groups) };
  }

  /**
   * Listings whose MLS number or address (also at its street, after the house number) starts
   * with `q`, found as the public place suggestions find them (the same statuses and visibility),
   * MLS numbers first; each with the fields a pick list shows.
   */
  async listingSuggestions(q: string, limit: number): Promise<Record<string, unknown>[]> {
    const { bundle } = await this.suggest({ fields: 'ListingId,UnparsedAddress' }, q, limit);
    const ids = [
      ...new Set(
        [...(bundle.ListingId ?? []), ...(bundle.UnparsedAddress ?? [])].flatMap((item) =>
          item.id === undefined ? [] : [item.id],
        ),
      ),
    ].slice(0, limit);
    const records = await this.records.presented(ids, this.now(), SUGGESTION_FIELDS);
    return records.map((text) => JSON.parse(text) as Record<string, unknown>);
  }

  async stats(idList: string) {
    const ids = [
      ...new Set(
        idList
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length > MAX_STATS_IDS || ids.some((id) => !/^\d{1,18}$/.test(id))) {
      throw badRequest(
        'invalid_value',
        `id[in] must be up to ${MAX_STATS_IDS} listing ids`,
        'id[in]',
      );
    }
    return {
      success: true as const,
      status: 200 as const,
      bundle: await listingViewsBySite(this.db, ids, this.now()),
    };
  }
}
