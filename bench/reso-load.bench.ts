/**
 * `npm run bench:reso-load`: can clients of our RESO Web API slow the site? The production
 * server with the demo's 25,000 listings on the embedded database (bench/data/reso-load, seeded
 * on the first run), and a visitor measured again and again: the public listing search, and a
 * signed-in page's calls (GET /api/session and the saved-search list). Measured alone, then
 * while four RESO clients, each with its own token at the default 600 requests a minute, send
 * the costliest requests the limits of docs/reso-api.md allow, as fast as those limits let them
 * (two in flight each; a 429 waits its Retry-After). The two alternate in blocks, so that the
 * machine's other load falls on both alike. Goal: each p95 under load within 2× of alone.
 * Figures go to bench/results/reso-load.{json,md} with the load average.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { DEMO_PASSWORD } from '../apps/server/src/modules/auth/demo-accounts';
import { issueToken } from '../apps/server/src/modules/reso/reso-tokens.service';
import { percentile, startProductionServer } from './production-server';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, 'data', 'reso-load');
const BLOCKS = 4;
/** How long a visitor is measured in each block, alone and under load. */
const ALONE_SECONDS = 15;
const LOADED_SECONDS = 40;
const CLIENTS = 4;
const GOAL_RATIO = 2;

// The first run seeds the demo region (the server does, on its first start).
if (!existsSync(join(dataDir, 'pgdata'))) {
  console.log('Seeding the demo region (first run only)…');
  (await startProductionServer({ dataDir })).stop();
  await new Promise((resolve) => setTimeout(resolve, 3000));
}
const database = await openDatabase({ dataDir });
await migrateToLatest(database.db);
const tokens: string[] = [];
for (let i = 0; i < CLIENTS; i++) {
  tokens.push((await issueToken(database.db, { name: `Load client ${i + 1}` })).token);
}
await database.close();

const server = await startProductionServer({ dataDir });
const base = server.base;
const searchKey = /"searchApiKey":"([^"]+)"/.exec(await (await fetch(`${base}/`)).text())?.[1];
const login = await fetch(`${base}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'consumer@hearth.example', password: DEMO_PASSWORD }),
});
const cookie = /hearth_user_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
if (!cookie) throw new Error(`The demo consumer could not sign in: ${login.status}`);

// What a visitor does: a search, and a signed-in page's two calls.
const active = 'StandardStatus[in]=Active,Coming%20Soon';
const searches = [
  `limit=24&${active}`,
  `limit=24&City=Sacramento&ListPrice[gte]=300000&ListPrice[lte]=800000&BedroomsTotal[gte]=3&${active}`,
  `limit=24&PropertyType[in]=RESI&${active}&sortBy=OnMarketDate&order=desc`,
];
const visitor = {
  search: (round: number) =>
    fetch(`${base}/search/v1/listings?${searches[round % searches.length]}`, {
      headers: { authorization: `Bearer ${searchKey ?? ''}` },
    }),
  session: () => fetch(`${base}/api/session`, { headers: { cookie } }),
  savedSearches: () => fetch(`${base}/mls/v1/saved-search`, { headers: { cookie } }),
};
type Probe = keyof typeof visitor;
const probes = Object.keys(visitor) as Probe[];

// The costliest requests the limits allow (docs/reso-api.md).
const any = (c: string) => `InteriorFeatures/any(a:contains(tolower(a),'${c}'))`;
const costly = [
  `Property?$top=1&$count=true&$filter=${encodeURIComponent(
    [
      any('zq'),
      any('qz'),
      "contains(City,'zz')",
      "contains(SubdivisionName,'zz')",
      ...Array.from({ length: 50 }, (_, i) => `ListPrice eq ${i + 1}`),
    ].join(' or '),
  )}`,
  'Property?$top=100&$expand=Media&$count=true',
  'Property?$top=1000&$orderby=ListPrice%20desc',
  'Media?$top=1000&$orderby=ModificationTimestamp%20desc&$count=true',
];

const reso = { started: 0, sent: 0, ok: 0, tooMany: 0, other: 0, ms: [] as number[] };
let loading = false;
// At the end of a loaded block the clients hang up, and the server drops what they asked.
let hangUp = new AbortController();
async function client(token: string, offset: number) {
  let i = offset;
  while (loading) {
    const started = performance.now();
    let response: Response;
    reso.started++;
    try {
      response = await fetch(`${base}/reso/odata/${costly[i++ % costly.length]}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: hangUp.signal,
      });
      await response.arrayBuffer();
    } catch (error) {
      if (hangUp.signal.aborted) return;
      throw error;
    }
    reso.sent++;
    if (response.status === 200) {
      reso.ok++;
      reso.ms.push(performance.now() - started);
    } else if (response.status === 429) {
      reso.tooMany++;
      const wait = Number(response.headers.get('retry-after') ?? 1);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    } else {
      reso.other++;
      console.warn(`RESO ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
  }
}

const times: Record<'alone' | 'loaded', Record<Probe, number[]>> = {
  alone: { search: [], session: [], savedSearches: [] },
  loaded: { search: [], session: [], savedSearches: [] },
};
async function visit(into: Record<Probe, number[]>, seconds: number) {
  const until = performance.now() + seconds * 1000;
  for (let round = 0; performance.now() < until; round++) {
    for (const probe of probes) {
      const started = performance.now();
      const response = await visitor[probe](round);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${probe}: ${response.status}`);
      into[probe].push(performance.now() - started);
    }
  }
}

try {
  await visit(times.alone, 3); // warm
  times.alone = { search: [], session: [], savedSearches: [] };
  for (let block = 0; block < BLOCKS; block++) {
    await visit(times.alone, ALONE_SECONDS);
    loading = true;
    // Each client keeps two requests in flight, the most a token may.
    const clients = tokens.flatMap((token, i) => [client(token, i), client(token, i + 2)]);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the clients get going
    await visit(times.loaded, LOADED_SECONDS);
    loading = false;
    hangUp.abort();
    await Promise.all(clients);
    hangUp = new AbortController();
    // The statements already started end before the next block alone.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(`Block ${block + 1} of ${BLOCKS} done.`);
  }
} finally {
  server.stop();
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const rows = probes.map((probe) => {
  const alone = percentile(times.alone[probe], 0.95);
  const loaded = percentile(times.loaded[probe], 0.95);
  return {
    probe,
    aloneP95: round1(alone),
    loadedP95: round1(loaded),
    ratio: round1(loaded / alone),
    aloneP50: round1(percentile(times.alone[probe], 0.5)),
    loadedP50: round1(percentile(times.loaded[probe], 0.5)),
  };
});
const load = loadavg().map((value) => Number(value.toFixed(2)));
const resoFigures = {
  started: reso.started,
  sent: reso.sent,
  ok: reso.ok,
  tooMany: reso.tooMany,
  other: reso.other,
  p50: round1(percentile(reso.ms, 0.5)),
  p95: round1(percentile(reso.ms, 0.95)),
};
const figures = {
  load,
  blocks: BLOCKS,
  aloneSeconds: ALONE_SECONDS,
  loadedSeconds: LOADED_SECONDS,
  visits: { alone: times.alone.search.length, loaded: times.loaded.search.length },
  clients: CLIENTS,
  goalRatio: GOAL_RATIO,
  rows,
  reso: resoFigures,
  costly,
};
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'reso-load.json'), `${JSON.stringify(figures, null, 2)}\n`);
const names: Record<Probe, string> = {
  search: 'public listing search (GET /search/v1/listings)',
  session: 'signed-in: GET /api/session',
  savedSearches: 'signed-in: saved-search list (GET /mls/v1/saved-search)',
};
writeFileSync(
  join(here, 'results', 'reso-load.md'),
  [
    '# A visitor while RESO clients send their costliest requests',
    '',
    `Load average at the end: ${load.join(', ')} (2 cores, shared). ${BLOCKS} blocks of ${ALONE_SECONDS} s alone, then ${LOADED_SECONDS} s under load, in turn (${times.alone.search.length} and ${times.loaded.search.length} rounds of the three requests).`,
    `Under load: ${CLIENTS} clients, each with its own token and two requests in flight: ${reso.started} requests started, ${reso.ok} answered 200 (p50 ${resoFigures.p50} ms, p95 ${resoFigures.p95} ms), ${reso.tooMany} answered 429, ${reso.other} other; the rest were still running when the clients hung up at the end of a block.`,
    `Goal: each p95 under load within ${GOAL_RATIO}× of its p95 alone.`,
    '',
    '| Visitor request | p95 alone, ms | p95 under load, ms | ratio | p50 alone | p50 under load |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${names[r.probe]} | ${r.aloneP95} | ${r.loadedP95} | ${r.ratio}× | ${r.aloneP50} | ${r.loadedP50} |`,
    ),
    '',
    'The RESO requests, in turn:',
    '',
    ...costly.map(
      (path) => `- \`${decodeURIComponent(path).slice(0, 160)}${path.length > 160 ? '…' : ''}\``,
    ),
    '',
  ].join('\n'),
);
for (const r of rows) {
  console.log(
    `${names[r.probe]}: p95 ${r.aloneP95} ms alone, ${r.loadedP95} ms under load (${r.ratio}×, goal ≤ ${GOAL_RATIO}×)`,
  );
}
console.log(
  `RESO: ${reso.started} started, ${reso.sent} answered, ${reso.ok} ok (p95 ${resoFigures.p95} ms), ${reso.tooMany} × 429, ${reso.other} other; load ${load.join(', ')}`,
);
