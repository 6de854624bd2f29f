/**
 * A stand-in RESO Web API feed for tests and the ingest benchmark: an HTTP server over records
 * held in memory that answers the queries a replication sends ($filter on
 * ModificationTimestamp, keys and OriginatingSystemName, $orderby, $top, $skip, $select,
 * $expand=Media, $count), and behaves like real feeds at their worst when asked: paging by
 * nextLink or by $skip only, 429 with Retry-After, a connection dropped mid-page, a record
 * changed while a run is under way, tokens that expire mid-run, malformed records.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export type Rec = Record<string, unknown>;

export interface StandInOptions {
  /** 'nextLink': the server pages with @odata.nextLink; 'skip': the client must page with $skip. */
  paging?: 'nextLink' | 'skip';
  /** The most records one answer holds, whatever $top asks. */
  maxPageSize?: number;
  /** Refuse $expand (400), as servers without expansion do. */
  refuseExpand?: boolean;
  /** OAuth2: tokens good for this many requests (then 401); unset: one fixed bearer token. */
  tokenRequests?: number;
  /** The fixed bearer token (default 'stand-in-token'). */
  token?: string;
  /**
   * Keep each record's JSON (with its Media when expanded) once written, as a server that stores
   * its records as JSON documents: the ingest benchmark's feed, whose own work is not what is
   * measured. Records must then be changed by put() (a new object), never in place.
   */
  cacheJson?: boolean;
}

type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'drop' }
  | { kind: 'run'; action: () => void };

const KEYS: Record<string, string> = {
  Property: 'ListingKey',
  Member: 'MemberKey',
  Office: 'OfficeKey',
  OpenHouse: 'OpenHouseKey',
  Media: 'MediaKey',
  Lookup: 'LookupKey',
};

/** One comparison of a $filter this stand-in understands. */
interface Condition {
  field: string;
  op: 'eq' | 'gt' | 'ge' | 'lt' | 'le';
  value: string;
}

function parseFilter(filter: string): Condition[] | null {
  if (!filter) return [];
  const conditions: Condition[] = [];
  for (const part of filter.split(/ and /)) {
    const match = /^\(?\s*(\w+) (eq|gt|ge|lt|le) ('(?:[^']|'')*'|[\w:.+-]+)\s*\)?$/.exec(
      part.trim(),
    );
    if (!match) return null;
    const raw = match[3]!;
    conditions.push({
      field: match[1]!,
      op: match[2] as Condition['op'],
      value: raw.startsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : raw,
    });
  }
  return conditions;
}

/** Stands for the value list in an answer whose list is written as text (its records' JSON). */
const RAW_VALUE = '\u0000value\u0000';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function compare(a: unknown, b: string, field: string): number {
  if (field.endsWith('Timestamp')) {
    const left = String(a);
    // Timestamps written alike (toISOString) sort as text: no parsing in the hot path.
    if (ISO_UTC.test(left) && ISO_UTC.test(b)) return left < b ? -1 : left > b ? 1 : 0;
    return Date.parse(left) - Date.parse(b);
  }
  const left = String(a ?? '');
  return left < b ? -1 : left > b ? 1 : 0;
}

export class StandInFeed {
  readonly records: Record<string, Rec[]> = {
    Property: [],
    Member: [],
    Office: [],
    OpenHouse: [],
    Media: [],
    // Served only once a test puts records in it (a feed without its Lookup resource answers 404).
    Lookup: [],
  };
  /** Every request's path and query, in order. */
  readonly requests: string[] = [];
  /**
   * Each resource's records by `resource|order`, sorted, kept until a change; searchable: whether
   * a binary search by the order's first field finds the records a filter on it asks for.
   */
  private readonly sorted = new Map<string, { records: Rec[]; searchable: boolean }>();
  /** Each record's JSON, without and with its Media expanded (options.cacheJson). */
  private plainJson = new WeakMap<Rec, string>();
  private expandedJson = new WeakMap<Rec, string>();
  /** Media records by the listing they belong to, for $expand (built when first needed). */
  private mediaByListing: Map<unknown, Rec[]> | null = null;
  /** Faults, by the number of the data request (1-based) they happen on. */
  private readonly faults = new Map<number, Fault[]>();
  private dataRequests = 0;
  private server: Server | null = null;
  private readonly tokens = new Map<string, number>();
  private tokenCount = 0;
  url = '';

  constructor(readonly options: StandInOptions = {}) {}

  /** Adds or replaces records by key. */
  put(resource: string, ...records: Rec[]): void {
    this.forget(resource);
    const key = KEYS[resource]!;
    if (resource === 'Media') {
      this.mediaByListing = null;
      this.expandedJson = new WeakMap();
    }
    if (this.records[resource]!.length === 0) {
      for (const record of records) this.records[resource]!.push(record);
      return;
    }
    const list = this.records[resource]!;
    const places = new Map(list.map((item, at) => [item[key], at]));
    for (const record of records) {
      const at = places.get(record[key]);
      if (at !== undefined) list[at] = record;
      else places.set(record[key], list.push(record) - 1);
    }
  }

  remove(resource: string, key: string): void {
    this.forget(resource);
    const field = KEYS[resource]!;
    const list = this.records[resource]!;
    const at = list.findIndex((item) => item[field] === key);
    if (at >= 0) list.splice(at, 1);
  }

  /** Drops the sorted copies of a resource's records (they changed). */
  private forget(resource: string): void {
    for (const order of this.sorted.keys()) {
      if (order.startsWith(`${resource}|`)) this.sorted.delete(order);
    }
  }

  /** On data request number `n` (counting from 1, token requests excluded), misbehave. */
  on(n: number, fault: Fault): void {
    this.faults.set(n, [...(this.faults.get(n) ?? []), fault]);
  }

  /** Data requests answered so far (faults included). */
  get count(): number {
    return this.dataRequests;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/odata`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  get tokenUrl(): string {
    return this.url.replace(/\/odata$/, '/token');
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const form = new URLSearchParams(body);
      if (
        form.get('client_id') !== 'stand-in-client' ||
        form.get('client_secret') !== 'stand-in-secret'
      ) {
        return this.json(request, response, 401, { error: 'invalid_client' });
      }
      const token = `t${++this.tokenCount}`;
      this.tokens.set(token, this.options.tokenRequests ?? Infinity);
      return this.json(request, response, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }
    this.dataRequests++;
    this.requests.push(`${url.pathname}${url.search}`);
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (this.options.tokenRequests !== undefined) {
      const left = this.tokens.get(bearer);
      if (left === undefined || left <= 0) {
        return this.json(request, response, 401, {
          error: { code: '401', message: 'The token has expired.' },
        });
      }
      this.tokens.set(bearer, left - 1);
    } else if (bearer !== (this.options.token ?? 'stand-in-token')) {
      return this.json(request, response, 401, { error: { code: '401', message: 'Unauthorized' } });
    }
    for (const fault of this.faults.get(this.dataRequests) ?? []) {
      if (fault.kind === 'run') fault.action();
      if (fault.kind === 'status') {
        if (fault.retryAfter) response.setHeader('Retry-After', fault.retryAfter);
        return this.json(request, response, fault.status, {
          error: { code: String(fault.status), message: 'Try again later' },
        });
      }
      if (fault.kind === 'drop') {
        // Half a page, then the connection goes.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"@odata.context":"$metadata#Property","value":[{"ListingKey":"');
        setTimeout(() => response.destroy(), 5);
        return;
      }
    }
    const resource = url.pathname.replace(/^\/odata\//, '');
    const records = this.records[resource];
    if (!records || (resource === 'Lookup' && records.length === 0)) {
      return this.json(request, response, 404, {
        error: { code: '404', message: `No resource ${resource}` },
      });
    }
    const expand = url.searchParams.get('$expand');
    if (expand && (this.options.refuseExpand || expand !== 'Media' || resource !== 'Property')) {
      return this.json(request, response, 400, {
        error: { code: '400', message: '$expand is not supported' },
      });
    }
    const conditions = parseFilter(url.searchParams.get('$filter') ?? '');
    if (!conditions) {
      return this.json(request, response, 400, {
        error: { code: '400', message: 'Unsupported $filter' },
      });
    }
    const key = KEYS[resource]!;
    const orderby = (url.searchParams.get('$orderby') ?? `${key} asc`).split(',').map((item) => {
      const [field, direction] = item.trim().split(/\s+/);
      return { field: field!, sign: direction === 'desc' ? -1 : 1 };
    });
    const byOrder = (a: Rec, b: Rec) => {
      for (const { field, sign } of orderby) {
        const order = compare(a[field], String(b[field] ?? ''), field);
        if (order !== 0) return sign * order;
      }
      return 0;
    };
    const replicationOrder =
      orderby.length === 2 &&
      orderby[0]!.field === 'ModificationTimestamp' &&
      orderby[0]!.sign === 1 &&
      orderby[1]!.field === key &&
      orderby[1]!.sign === 1;
    // Sorted once per order until the records change, as a server's index would be.
    const order = `${resource}|${orderby.map(({ field, sign }) => `${field} ${sign}`).join(',')}`;
    let sorted = this.sorted.get(order);
    if (!sorted) {
      const alike = records.every((record) => ISO_UTC.test(String(record.ModificationTimestamp)));
      const text = (value: unknown) => String(value ?? '');
      sorted = {
        // Timestamps all written alike sort as text: no test of each one at every comparison.
        records: [...records].sort(
          replicationOrder && alike
            ? (a, b) => {
                const at = text(a.ModificationTimestamp);
                const bt = text(b.ModificationTimestamp);
                if (at !== bt) return at < bt ? -1 : 1;
                const ak = text(a[key]);
                const bk = text(b[key]);
                return ak < bk ? -1 : ak > bk ? 1 : 0;
              }
            : byOrder,
        ),
        // The text order of timestamps written otherwise is not their order in time.
        searchable: !replicationOrder || alike,
      };
      this.sorted.set(order, sorted);
    }
    const source = sorted.records;
    const matches = (record: Rec) =>
      conditions.every((condition) => {
        const value = record[condition.field];
        if (condition.op === 'eq') return String(value) === condition.value;
        const order = compare(value, condition.value, condition.field);
        return condition.op === 'gt'
          ? order > 0
          : condition.op === 'ge'
            ? order >= 0
            : condition.op === 'lt'
              ? order < 0
              : order <= 0;
      });
    const top = Math.min(
      Number(url.searchParams.get('$top') ?? 100),
      this.options.maxPageSize ?? 1000,
    );
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    const counting = url.searchParams.get('$count') === 'true';
    // As a server's index would: start at the first record the filter asks for in the order's
    // first field, and read only as far as the page (and one more, to know whether there is a
    // next page). Scanning every record for every page made a 100,000-listing feed slower than
    // the replication it feeds.
    const first = orderby[0]!;
    let low = 0;
    for (const condition of conditions) {
      if (condition.field !== first.field || first.sign !== 1 || !sorted.searchable) continue;
      if (condition.op !== 'ge' && condition.op !== 'gt') continue;
      let high = source.length;
      let from = low;
      while (from < high) {
        const mid = (from + high) >>> 1;
        const order = compare(source[mid]![first.field], condition.value, condition.field);
        if (order < 0 || (condition.op === 'gt' && order === 0)) from = mid + 1;
        else high = mid;
      }
      low = from;
    }
    const wanted = counting ? Infinity : skip + top + 1;
    const rows: Rec[] = [];
    let total = 0;
    for (let i = low; i < source.length; i++) {
      if (!matches(source[i]!)) continue;
      total++;
      if (rows.length < wanted) rows.push(source[i]!);
      else if (!counting) break;
    }
    const page = rows.slice(skip, skip + top);
    const select = url.searchParams.get('$select')?.split(',');
    const value = page
      .map((record) =>
        select
          ? JSON.stringify(Object.fromEntries(select.map((name) => [name, record[name]])))
          : this.recordJson(record, expand === 'Media'),
      )
      .join(',');
    const body: Rec = { '@odata.context': `$metadata#${resource}`, value: RAW_VALUE };
    if (url.searchParams.get('$count') === 'true') body['@odata.count'] = total;
    if (this.options.paging !== 'skip' && skip + top < total) {
      // A keyset nextLink, as MLS Grid's: the next page starts after the last record sent.
      const last = page.at(-1)!;
      const next = new URL(url);
      const rest = conditions.filter((c) => c.field !== 'ModificationTimestamp' && c.field !== key);
      const sortedByTime = orderby[0]?.field === 'ModificationTimestamp';
      const after = sortedByTime
        ? [`ModificationTimestamp ge ${String(last.ModificationTimestamp)}`]
        : [`${key} gt '${String(last[key]).replace(/'/g, "''")}'`];
      next.searchParams.set(
        '$filter',
        [...rest.map((c) => `${c.field} ${c.op} '${c.value}'`), ...after].join(' and '),
      );
      // Within one timestamp, the records already sent are stepped over.
      const sameTime = sortedByTime
        ? page.filter((r) => r.ModificationTimestamp === last.ModificationTimestamp).length
        : 0;
      const before = sortedByTime
        ? rows.slice(0, skip).filter((r) => r.ModificationTimestamp === last.ModificationTimestamp)
            .length
        : 0;
      if (sortedByTime && sameTime + before > 0)
        next.searchParams.set('$skip', String(sameTime + before));
      else next.searchParams.delete('$skip');
      next.searchParams.delete('$count');
      body['@odata.nextLink'] = `${this.url}/${resource}${next.search}`;
    }
    return this.json(request, response, 200, body, `[${value}]`);
  }

  /** The Media records of a listing, for $expand. */
  private mediaOf(listingKey: unknown): Rec[] {
    if (!this.mediaByListing) {
      this.mediaByListing = new Map();
      for (const media of this.records.Media!) {
        const list = this.mediaByListing.get(media.ResourceRecordKey) ?? [];
        list.push(media);
        this.mediaByListing.set(media.ResourceRecordKey, list);
      }
    }
    return this.mediaByListing.get(listingKey) ?? [];
  }

  /** A record's JSON, with its Media when expanded; kept once written (options.cacheJson). */
  private recordJson(record: Rec, expand: boolean): string {
    const cache = expand ? this.expandedJson : this.plainJson;
    const cached = this.options.cacheJson ? cache.get(record) : undefined;
    if (cached !== undefined) return cached;
    const json = JSON.stringify(
      expand ? { ...record, Media: this.mediaOf(record.ListingKey) } : record,
    );
    if (this.options.cacheJson) cache.set(record, json);
    return json;
  }

  /** Writes each record's JSON now (options.cacheJson), before the first request asks for it. */
  prepare(resource: string, expand: boolean): void {
    if (!this.options.cacheJson) return;
    for (const record of this.records[resource]!) this.recordJson(record, expand);
  }

  private json(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: unknown,
    /** The text of the answer's value list, written in its place (RAW_VALUE). */
    value?: string,
  ): void {
    const json = JSON.stringify(body);
    const text = value === undefined ? json : json.replace(JSON.stringify(RAW_VALUE), () => value);
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    if (/gzip/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipSync(text, { level: 1 }));
    } else {
      response.end(text);
    }
  }
}
