/**
 * A stand-in RESO Web API feed for tests and the ingest benchmark: an HTTP server over records
 * held in memory that answers the queries a replication sends ($filter on
 * ModificationTimestamp, keys and OriginatingSystemName, $orderby, $top, $skip, $select,
 * $expand=Media, $count), and behaves like real feeds at their worst when asked: paging by
 * nextLink or by $skip only, 429 with Retry-After, a connection dropped mid-page, a record
 * changed while a run is under way, tokens that expire mid-run, malformed records; and as each
 * MLS vendor documents its server (`vendor`, see vendor-profiles.ts for the pages): Bridge's
 * `$top` as the whole answer paged by `maxpagesize`, its `$skip` cap and replication endpoint;
 * Trestle's row cap and `replication=true` nextLinks that expire; Spark's `$skiptoken` paging and
 * server-side cache (records held back, then shown with their older timestamps); a 400 that
 * names a page-size cap.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export type Rec = Record<string, unknown>;

/** MLS Grid's ways, and a feed trusted too far: one switch each (kept together, apart). */
export interface StandInVendorOptions {
  /** Every nextLink points at this origin (another host) instead of the feed's own. */
  foreignNextLink?: string;
  /** Told of each data request as it comes (a test's clock notes when). */
  onRequest?: (path: string) => void;
  /** Photos served at `{origin}/photos/{name}`, without the bearer token (as image hosts do). */
  photos?: Map<string, Buffer>;
  /** A photo is served only to this User-Agent (MLS Grid: the access token), else 403. */
  photoUserAgent?: string;
  /** Photos answered 503 this many times before they are served. */
  photoFailures?: Map<string, number>;
  /**
   * Keys (of any resource) that no page of whole records brings (as a lagging replica or a cache
   * may leave a record out): only a key list (`$select`), a query naming the key, or its entity
   * address finds them.
   */
  hiddenFromPages?: ReadonlySet<string>;
}

export interface StandInOptions extends StandInVendorOptions {
  /**
   * 'nextLink': the server pages with a keyset @odata.nextLink (as MLS Grid's); 'skipLink': with
   * a nextLink that only moves `$skip` on (a record changed mid-run shifts the rest back a
   * place); 'skip': no nextLink, the client must page itself.
   */
  paging?: 'nextLink' | 'skipLink' | 'skip';
  /**
   * Serve as a vendor documents its server:
   * - 'bridge': `$top` is the size of the whole answer, pages of `Prefer: odata.maxpagesize`
   *   (default 10, at most 200) by `$skip` nextLinks, `$skip` at most `maxSkip` (10,000), and a
   *   `/{Resource}/replication` endpoint in key order with opaque nextLinks (no `$orderby`);
   * - 'trestle': a query without `replication=true` pages through at most `maxQueryRows`
   *   (1,000,000) rows; with it, opaque nextLinks that stop working after expireLinks();
   * - 'spark': key order whatever is asked, `$orderby` refused, pages by `$skiptoken` nextLinks.
   */
  vendor?: 'bridge' | 'trestle' | 'spark';
  /** Bridge's `$skip` cap (default 10,000). */
  maxSkip?: number;
  /** Trestle's cap on the rows one query pages through (default 1,000,000). */
  maxQueryRows?: number;
  /** Refuse a `$top` above this with a 400 that names it (with `$expand` only, when expandOnly). */
  topCap?: { limit: number; expandOnly?: boolean };
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

/** A $filter as this stand-in understands it: comparisons joined by `and`, `or` and brackets. */
type FilterNode =
  | {
      kind: 'cmp';
      field: string;
      op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
      value: string;
      quoted: boolean;
    }
  | { kind: 'and' | 'or'; items: FilterNode[] };

function parseFilter(filter: string): FilterNode | null | undefined {
  if (!filter.trim()) return undefined;
  const tokens = filter.match(/\(|\)|'(?:[^']|'')*'|[^\s()]+/g) ?? [];
  let at = 0;
  const expression = (): FilterNode | null => {
    const items: FilterNode[] = [];
    for (;;) {
      const item = conjunction();
      if (!item) return null;
      items.push(item);
      if (tokens[at] !== 'or') break;
      at++;
    }
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  };
  const conjunction = (): FilterNode | null => {
    const items: FilterNode[] = [];
    for (;;) {
      const item = factor();
      if (!item) return null;
      items.push(item);
      if (tokens[at] !== 'and') break;
      at++;
    }
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  };
  const factor = (): FilterNode | null => {
    if (tokens[at] === '(') {
      at++;
      const inner = expression();
      if (!inner || tokens[at] !== ')') return null;
      at++;
      return inner;
    }
    const [field, op, raw] = [tokens[at], tokens[at + 1], tokens[at + 2]];
    at += 3;
    if (!field || !raw || !/^\w+$/.test(field) || !/^(eq|ne|gt|ge|lt|le)$/.test(op ?? '')) {
      return null;
    }
    const quoted = raw.startsWith("'");
    return {
      kind: 'cmp',
      field,
      op: op as 'eq',
      value: quoted ? raw.slice(1, -1).replace(/''/g, "'") : raw,
      quoted,
    };
  };
  const node = expression();
  return node && at === tokens.length ? node : null;
}

function holds(node: FilterNode, record: Rec): boolean {
  if (node.kind !== 'cmp') {
    return node.kind === 'and'
      ? node.items.every((item) => holds(item, record))
      : node.items.some((item) => holds(item, record));
  }
  const value = record[node.field];
  const order = node.field.endsWith('Timestamp')
    ? compare(value, node.value, node.field)
    : String(value ?? '') === node.value
      ? 0
      : compare(value, node.value, node.field) || 1;
  switch (node.op) {
    case 'eq':
      return order === 0;
    case 'ne':
      return order !== 0;
    case 'gt':
      return order > 0;
    case 'ge':
      return order >= 0;
    case 'lt':
      return order < 0;
    case 'le':
      return order <= 0;
  }
}

/** The least value of `field` a record must have to match, when the filter says (an index's start). */
function lowerBound(node: FilterNode, field: string): { value: string; gt: boolean } | null {
  if (node.kind === 'cmp') {
    if (node.field !== field || !['ge', 'gt', 'eq'].includes(node.op)) return null;
    return { value: node.value, gt: node.op === 'gt' };
  }
  const bounds = node.items.map((item) => lowerBound(item, field));
  const known = bounds.filter((b): b is { value: string; gt: boolean } => b !== null);
  if (node.kind === 'or' && known.length < bounds.length) return null;
  if (known.length === 0) return null;
  const pick = node.kind === 'and' ? 1 : -1;
  return known.reduce((best, b) => {
    const order = compare(b.value, best.value, field);
    return order * pick > 0 || (order === 0 && b.gt === pick > 0) ? b : best;
  });
}

function mentions(node: FilterNode, field: string): boolean {
  return node.kind === 'cmp'
    ? node.field === field
    : node.items.some((item) => mentions(item, field));
}

/** Whether a filter asks for `field eq value` somewhere (a record asked for by its key). */
function namesValue(node: FilterNode, field: string): boolean {
  return node.kind === 'cmp'
    ? node.field === field && node.op === 'eq'
    : node.items.some((item) => namesValue(item, field));
}

function filterText(node: FilterNode): string {
  if (node.kind === 'cmp') {
    const value = node.quoted ? `'${node.value.replace(/'/g, "''")}'` : node.value;
    return `${node.field} ${node.op} ${value}`;
  }
  return `(${node.items.map(filterText).join(` ${node.kind} `)})`;
}

/** Where an opaque nextLink (a replication id) goes on from. */
interface ReplicationCursor {
  resource: string;
  query: string;
  /** The last record sent, in the order of the query. */
  last: Rec;
  expired: boolean;
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
  /** Opaque nextLinks (Bridge's and Trestle's replication ids) and where each goes on from. */
  private readonly cursors = new Map<string, ReplicationCursor>();
  /** Records written but not yet served: a server-side cache (Spark's), until release(). */
  private held: { resource: string; records: Rec[] }[] = [];
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

  /** Records the server has but does not serve yet, as a server-side cache would hold them. */
  hold(resource: string, ...records: Rec[]): void {
    this.held.push({ resource, records });
  }

  /** The cache lets go of the records held: they are served from now on, with their timestamps. */
  release(): void {
    for (const { resource, records } of this.held) this.put(resource, ...records);
    this.held = [];
  }

  /** Every opaque nextLink given so far stops working (Trestle's, five minutes unused). */
  expireLinks(): void {
    for (const cursor of this.cursors.values()) cursor.expired = true;
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
    if (url.pathname.startsWith('/photos/')) return this.photo(request, response, url);
    this.dataRequests++;
    this.requests.push(`${url.pathname}${url.search}`);
    this.options.onRequest?.(`${url.pathname}${url.search}`);
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
    const path = url.pathname.replace(/^\/odata\//, '');
    const vendor = this.options.vendor;
    const refuse = (message: string) =>
      this.json(request, response, 400, { error: { code: '400', message } });
    let params = url.searchParams;
    let resume: ReplicationCursor | null = null;
    const replicationPath = path.endsWith('/replication');
    if (replicationPath && params.has('id')) {
      const cursor = this.cursors.get(params.get('id') ?? '');
      if (!cursor || cursor.expired) return refuse('The replication id has expired.');
      resume = cursor;
      params = new URLSearchParams(cursor.query);
    }
    // A record at its entity address, `Property('key')` (OData 4.01 Part 2 §4.3.1).
    const entity = /^(\w+)\('((?:[^']|'')*)'\)$/.exec(decodeURIComponent(path));
    if (entity) {
      const key = entity[2]!.replace(/''/g, "'");
      const record = this.records[entity[1]!]?.find((r) => r[KEYS[entity[1]!]!] === key);
      if (!record) {
        return this.json(request, response, 404, {
          error: { code: '404', message: `No record ${key}` },
        });
      }
      const text = this.recordJson(record, params.get('$expand') === 'Media');
      return this.json(request, response, 200, RAW_VALUE, text);
    }
    const resource = replicationPath ? path.slice(0, -'/replication'.length) : path;
    const records = this.records[resource];
    if (
      !records ||
      (resource === 'Lookup' && records.length === 0) ||
      (replicationPath && vendor !== 'bridge' && vendor !== 'trestle')
    ) {
      return this.json(request, response, 404, {
        error: { code: '404', message: `No resource ${path}` },
      });
    }
    const expand = params.get('$expand');
    // Listings expand their photos; members and offices too (MLS Grid's portraits and logos).
    const expandable = resource === 'Property' || resource === 'Member' || resource === 'Office';
    if (expand && (this.options.refuseExpand || expand !== 'Media' || !expandable)) {
      return refuse('$expand is not supported');
    }
    const askedTop = params.has('$top') ? Number(params.get('$top')) : null;
    const cap = this.options.topCap;
    if (cap && askedTop !== null && askedTop > cap.limit && (!cap.expandOnly || expand)) {
      return refuse(
        cap.expandOnly
          ? `The $top value may not be greater than ${cap.limit} when $expand is used.`
          : `The $top value may not be greater than ${cap.limit}.`,
      );
    }
    const filter = parseFilter(params.get('$filter') ?? '');
    if (filter === null) return refuse('Unsupported $filter');
    const key = KEYS[resource]!;
    const ownOrder = vendor === 'spark' || (vendor === 'bridge' && replicationPath);
    if (ownOrder && params.has('$orderby')) {
      return refuse('$orderby is not supported here: records come in key order.');
    }
    const skip = Number(params.get('$skip') ?? 0);
    if (vendor === 'bridge' && skip > (this.options.maxSkip ?? 10_000)) {
      return refuse(
        `$skip may not exceed ${this.options.maxSkip ?? 10_000}: use the replication endpoint.`,
      );
    }
    const orderby = (ownOrder ? `${key} asc` : (params.get('$orderby') ?? `${key} asc`))
      .split(',')
      .map((item) => {
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
    // Where an opaque nextLink or a $skiptoken goes on from: after its record, in this order.
    const skiptoken = vendor === 'spark' ? params.get('$skiptoken') : null;
    const after: Rec | null = resume?.last ?? (skiptoken === null ? null : { [key]: skiptoken });
    const hidden = this.options.hiddenFromPages;
    const byKey = (filter !== undefined && namesValue(filter, key)) || params.has('$select');
    const matches = (record: Rec) =>
      (!filter || holds(filter, record)) &&
      (!after || byOrder(record, after) > 0) &&
      (byKey || !hidden?.has(String(record[key])));
    const pageSize =
      vendor === 'bridge'
        ? Math.min(
            Number(
              /odata\.maxpagesize=(\d+)/.exec(String(request.headers.prefer ?? ''))?.[1] ?? 10,
            ),
            200,
          )
        : Math.min(askedTop ?? 100, this.options.maxPageSize ?? 1000);
    // Bridge v3: $top is the size of the whole answer, counted from its first record.
    const answerEnd = vendor === 'bridge' && askedTop !== null ? askedTop : Infinity;
    const top = Math.max(0, Math.min(pageSize, answerEnd - skip));
    const trestleReplication = vendor === 'trestle' && params.get('replication') === 'true';
    if (
      vendor === 'trestle' &&
      !trestleReplication &&
      skip + top > (this.options.maxQueryRows ?? 1_000_000)
    ) {
      return refuse('Error getting data!');
    }
    const counting = params.get('$count') === 'true';
    // As a server's index would: start at the first record the filter asks for in the order's
    // first field, and read only as far as the page (and one more, to know whether there is a
    // next page). Scanning every record for every page made a 100,000-listing feed slower than
    // the replication it feeds.
    const first = orderby[0]!;
    let low = 0;
    const bound =
      filter && sorted.searchable && first.sign === 1 ? lowerBound(filter, first.field) : null;
    if (bound) {
      let high = source.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        const order = compare(source[mid]![first.field], bound.value, first.field);
        if (order < 0 || (bound.gt && order === 0)) low = mid + 1;
        else high = mid;
      }
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
    const select = params.get('$select')?.split(',');
    const value = page
      .map((record) =>
        select
          ? JSON.stringify(Object.fromEntries(select.map((name) => [name, record[name]])))
          : this.recordJson(record, expand === 'Media'),
      )
      .join(',');
    const body: Rec = { '@odata.context': `$metadata#${resource}`, value: RAW_VALUE };
    if (counting) body['@odata.count'] = Math.min(total, answerEnd);
    const more = skip + page.length < Math.min(total, answerEnd) && page.length > 0;
    const last = page.at(-1);
    if (more && last) {
      body['@odata.nextLink'] = this.nextLink({
        resource,
        params,
        filter,
        key,
        orderby,
        rows,
        skip,
        page,
        last,
        opaque: trestleReplication || (vendor === 'bridge' && replicationPath),
      });
    }
    return this.json(request, response, 200, body, `[${value}]`);
  }

  /** The nextLink of a page, as the server's paging (and vendor) makes it; null: none. */
  private nextLink(at: {
    resource: string;
    params: URLSearchParams;
    filter: FilterNode | undefined;
    key: string;
    orderby: { field: string; sign: number }[];
    rows: Rec[];
    skip: number;
    page: Rec[];
    last: Rec;
    opaque: boolean;
  }): string | undefined {
    const { resource, params, key, last } = at;
    const next = new URLSearchParams(params);
    next.delete('$count');
    if (at.opaque) {
      const id = `r${this.cursors.size + 1}`;
      this.cursors.set(id, { resource, query: next.toString(), last, expired: false });
      return `${this.url}/${resource}/replication?id=${id}`;
    }
    if (this.options.vendor === 'spark') {
      next.set('$skiptoken', String(last[key]));
      return `${this.url}/${resource}?${next.toString()}`;
    }
    if (this.options.vendor === 'bridge' || this.options.paging === 'skipLink') {
      next.set('$skip', String(at.skip + at.page.length));
      return `${this.url}/${resource}?${next.toString()}`;
    }
    if (this.options.paging === 'skip') return undefined;
    // A keyset nextLink, as MLS Grid's: the next page starts after the last record sent.
    const items = at.filter ? (at.filter.kind === 'and' ? at.filter.items : [at.filter]) : [];
    const rest = items.filter(
      (item) =>
        !mentions(item, 'ModificationTimestamp') &&
        !(item.kind === 'cmp' && item.field === key && (item.op === 'gt' || item.op === 'ge')),
    );
    const sortedByTime = at.orderby[0]?.field === 'ModificationTimestamp';
    const after = sortedByTime
      ? [`ModificationTimestamp ge ${String(last.ModificationTimestamp)}`]
      : [`${key} gt '${String(last[key]).replace(/'/g, "''")}'`];
    next.set('$filter', [...rest.map(filterText), ...after].join(' and '));
    // Within one timestamp, the records already sent are stepped over.
    const sameTime = sortedByTime
      ? at.page.filter((r) => r.ModificationTimestamp === last.ModificationTimestamp).length
      : 0;
    const before = sortedByTime
      ? at.rows
          .slice(0, at.skip)
          .filter((r) => r.ModificationTimestamp === last.ModificationTimestamp).length
      : 0;
    if (sortedByTime && sameTime + before > 0) next.set('$skip', String(sameTime + before));
    else next.delete('$skip');
    return `${this.url}/${resource}?${next.toString()}`;
  }

  /** The Media records of a listing (or member, or office), for $expand. */
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
      expand
        ? {
            ...record,
            Media: this.mediaOf(record.ListingKey ?? record.MemberKey ?? record.OfficeKey),
          }
        : record,
    );
    if (this.options.cacheJson) cache.set(record, json);
    return json;
  }

  /** Writes each record's JSON now (options.cacheJson), before the first request asks for it. */
  prepare(resource: string, expand: boolean): void {
    if (!this.options.cacheJson) return;
    for (const record of this.records[resource]!) this.recordJson(record, expand);
  }

  /** Photo requests: name, User-Agent and answers, in order. */
  readonly photoRequests: { name: string; userAgent: string; status: number }[] = [];

  get origin(): string {
    return this.url.replace(/\/odata$/, '');
  }

  private photo(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const name = url.pathname.slice('/photos/'.length);
    const userAgent = String(request.headers['user-agent'] ?? '');
    const failures = this.options.photoFailures?.get(name) ?? 0;
    const bytes = this.options.photos?.get(name);
    const status = !bytes
      ? 404
      : this.options.photoUserAgent !== undefined && userAgent !== this.options.photoUserAgent
        ? 403
        : failures > 0
          ? 503
          : 200;
    if (status === 503) this.options.photoFailures!.set(name, failures - 1);
    this.photoRequests.push({ name, userAgent, status });
    if (status !== 200) {
      response.writeHead(status).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(bytes);
  }

  private json(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: unknown,
    /** The text of the answer's value list, written in its place (RAW_VALUE). */
    value?: string,
  ): void {
    const foreign = this.options.foreignNextLink;
    const answer = body as Rec;
    if (foreign && typeof answer['@odata.nextLink'] === 'string') {
      const next = new URL(answer['@odata.nextLink']);
      answer['@odata.nextLink'] = `${foreign}${next.pathname}${next.search}`;
    }
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
