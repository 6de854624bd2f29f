/**
 * The load client of the scale benchmark, in a process of its own (as search-load.mjs is): in
 * the benchmark's process its work would share an event loop with the probes. Each connection
 * is one keep-alive socket (so behind the cluster's port it stays with one worker) that sends,
 * one request at a time for the given seconds, a cycle of the search mix followed by a signed-in
 * person's writes: favourite a listing and take it back, save a search, list the saved searches,
 * delete the one saved. Each connection takes the people given to it in turn, each person with an
 * address of their own (X-Forwarded-For, the server trusting the loopback proxy), so the
 * per-address write limit (240 a minute) counts per person as it would in a real deployment.
 *
 * Receives a LoadOrder as its first message and answers with a LoadResult.
 */
import http from 'node:http';
import { percentile } from './production-server';

export interface LoadPerson {
  cookie: string;
  address: string;
}
export interface LoadOrder {
  origin: string;
  searchBase: string;
  searchKey: string;
  /** The search mix: paths below searchBase, each with its kind. */
  searches: { kind: string; path: string }[];
  people: LoadPerson[];
  listingIds: string[];
  city: string;
  connections: number;
  seconds: number;
}
export interface KindFigures {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  failed: number;
}
export interface LoadResult {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  failed: number;
  /** CPU time of this load process over the run, in cores (1 = one core all along). */
  clientCores: number;
  /** Statuses of the failed requests, with their counts. */
  failures: Record<string, number>;
  kinds: Record<string, KindFigures>;
}

interface Answer {
  status: number;
  body: string;
}

const order = await new Promise<LoadOrder>((resolve) =>
  process.once('message', (message) => resolve(message as LoadOrder)),
);
const samples = new Map<string, number[]>();
const failedByKind = new Map<string, number>();
const failures: Record<string, number> = {};
let searchAddress = 1 << 20;

function record(kind: string, ms: number, ok: boolean, status: string): void {
  if (!samples.has(kind)) samples.set(kind, []);
  samples.get(kind)!.push(ms);
  if (!ok) {
    failedByKind.set(kind, (failedByKind.get(kind) ?? 0) + 1);
    failures[`${kind} ${status}`] = (failures[`${kind} ${status}`] ?? 0) + 1;
  }
}

function send(
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const origin = new URL(order.origin);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method,
        agent,
        timeout: 30_000,
        headers: {
          ...headers,
          ...(text === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }),
        },
      },
      (response) => {
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (received += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: received }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(text);
  });
}

/** Sends one request, times it to the last byte and records it under `kind`. */
async function timed(
  kind: string,
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer | undefined> {
  const started = performance.now();
  try {
    const answer = await send(agent, method, path, headers, body);
    const ok = answer.status >= 200 && answer.status < 300;
    record(kind, performance.now() - started, ok, String(answer.status));
    return ok ? answer : undefined;
  } catch (error) {
    record(kind, performance.now() - started, false, (error as Error).message);
    return undefined;
  }
}

const resultId = (answer: Answer | undefined): string | undefined =>
  answer ? (JSON.parse(answer.body) as { results?: { id?: string } }).results?.id : undefined;

async function connection(index: number, until: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const people = order.people.filter((_, i) => i % order.connections === index);
  let turn = 0;
  while (performance.now() < until) {
    for (const search of order.searches) {
      searchAddress++;
      await timed(search.kind, agent, 'GET', `${order.searchBase}${search.path}`, {
        authorization: `Bearer ${order.searchKey}`,
        'x-forwarded-for': `10.${(searchAddress >> 16) & 255}.${(searchAddress >> 8) & 255}.${searchAddress & 255}`,
        'accept-encoding': 'gzip',
      });
      if (performance.now() >= until) break;
    }
    if (performance.now() >= until) break;
    const person = people[turn % people.length]!;
    const headers = { cookie: person.cookie, 'x-forwarded-for': person.address };
    const listingId = order.listingIds[(index * 7919 + turn) % order.listingIds.length]!;
    turn++;
    const saved = await timed('favourite', agent, 'POST', '/mls/v1/saved-listing', headers, {
      listingId,
    });
    const savedId = resultId(saved);
    if (savedId) {
      await timed('unfavourite', agent, 'DELETE', `/mls/v1/saved-listing/${savedId}`, headers);
    }
    const search = await timed('save search', agent, 'POST', '/mls/v1/saved-search', headers, {
      name: `Scale ${index}-${turn}`,
      // A narrow search (at most 1,000 results may be saved): a town, a price band, 4+ beds.
      query: {
        City: order.city,
        'ListPrice[gte]': 300_000 + (turn % 20) * 25_000,
        'ListPrice[lte]': 350_000 + (turn % 20) * 25_000,
        'BedroomsTotal[gte]': 4,
      },
    });
    await timed('list saved searches', agent, 'GET', '/mls/v1/saved-search', headers);
    const searchId = resultId(search);
    if (searchId) {
      await timed(
        'delete saved search',
        agent,
        'DELETE',
        `/mls/v1/saved-search/${searchId}`,
        headers,
      );
    }
  }
  agent.destroy();
}

const cpuBefore = process.cpuUsage();
const started = performance.now();
const until = started + order.seconds * 1000;
await Promise.all(Array.from({ length: order.connections }, (_, i) => connection(i, until)));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);

const round = (n: number) => Number(n.toFixed(1));
const kinds: Record<string, KindFigures> = {};
let requests = 0;
let failed = 0;
for (const [kind, list] of samples) {
  requests += list.length;
  failed += failedByKind.get(kind) ?? 0;
  kinds[kind] = {
    count: list.length,
    perSecond: round(list.length / seconds),
    p50: round(percentile(list, 0.5)),
    p95: round(percentile(list, 0.95)),
    failed: failedByKind.get(kind) ?? 0,
  };
}
const result: LoadResult = {
  seconds: round(seconds),
  requests,
  requestsPerSecond: round(requests / seconds),
  failed,
  clientCores: Number(((cpu.user + cpu.system) / 1e6 / seconds).toFixed(2)),
  failures,
  kinds,
};
process.send?.(result);
process.disconnect?.();
