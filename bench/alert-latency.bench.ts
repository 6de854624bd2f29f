/**
 * `npm run bench:alert-latency -- --database-url postgres://…/postgres [--searches 10000]
 *   [--probes 30] [--listings 5000] [--connections 4]`
 *
 * From a listing change committed to its alert in the outbox, for a saved search sent
 * `instantly` (members-area.md, alerts), with the server under the search benchmark's mixed load.
 * A real server process (`apps/server/src/server.ts`, its own alert sweep on its schedule) runs on
 * a fresh PostgreSQL database beside the one the URL names (dropped afterwards), seeded with the
 * demo region. The benchmark adds N saved searches of 1,000 people, sent instantly, and one probe
 * search per probe: a listing's town with a price limit just under its price. While a load process
 * (search-load.mjs) sends the search mix, each probe's listing drops under its limit, one every
 * two seconds, in a plain committed UPDATE; the figure is the time from that commit to the
 * outbox message that carries the alert. Goal: p95 ≤ 60 s. Figures are printed and saved to
 * bench/results/alert-latency.{json,md}.
 */
import { fork, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { percentiles } from './search-measure';
import { searchMix } from './search-mix';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const GOAL_P95_MS = 60_000;
/** How long a probe may wait for its alert before it counts as lost. */
const PROBE_LIMIT_MS = 180_000;
const PROBE_EVERY_MS = 2_000;
const log = (message: string) => process.stderr.write(`${message}\n`);

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    searches: { type: 'string', default: '10000' },
    probes: { type: 'string', default: '30' },
    listings: { type: 'string', default: '5000' },
    connections: { type: 'string', default: '4' },
  },
  strict: true,
  allowPositionals: true,
});
const npmFlag = (name: string) => process.env[`npm_config_${name.replace(/-/g, '_')}`];
for (const name of ['database-url', 'searches', 'probes', 'listings', 'connections'] as const) {
  const value = npmFlag(name);
  if (value && value !== 'true') values[name] = value;
}
const adminUrl = values['database-url'] ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  log(
    'Skipped: the alert latency benchmark needs a PostgreSQL server: --database-url postgres://user:pass@host:5432/postgres (or TEST_DATABASE_URL).',
  );
  process.exit(0);
}
const searchCount = Number(values.searches);
const probeCount = Number(values.probes);
const listingCount = Number(values.listings);
const connections = Number(values.connections);
for (const [name, value] of Object.entries({
  searchCount,
  probeCount,
  listingCount,
  connections,
})) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
}
const searchKey = loadConfig({}, { readConfigFile: false }).settings.searchApiKey;

// A database of our own beside the one named, dropped at the end.
const name = `hearth_bench_alerts_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`); // generated name, not input
const url = new URL(adminUrl);
url.pathname = `/${name}`;

// The server, in a process of its own, as `npm start` runs it on PostgreSQL.
log(`Starting the server with ${listingCount.toLocaleString('en-US')} demo listings…`);
const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/server/src/server.ts')],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url.toString(),
      SEED_LISTINGS: String(listingCount),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
let serverOutput = '';
server.stderr.on('data', (chunk: Buffer) => {
  serverOutput += chunk.toString();
});
const origin = await new Promise<string>((resolve, reject) => {
  const deadline = Date.now() + 600_000;
  const check = () => {
    const found = /ready at http:\/\/localhost:(\d+)/.exec(serverOutput);
    if (found) resolve(`http://127.0.0.1:${found[1]}`);
    else if (server.exitCode !== null) reject(new Error(`The server stopped: ${serverOutput}`));
    else if (Date.now() > deadline) reject(new Error(`The server did not start: ${serverOutput}`));
    else setTimeout(check, 250);
  };
  check();
});

const db = new pg.Pool({ connectionString: url.toString(), max: 2 });
let state = 20_261_125;
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

try {
  // The people and their saved searches: towns, price and bedroom ranges, as the search screen saves them.
  const { rows: towns } = await db.query<{ city: string }>(
    `select distinct city from listings where city is not null`,
  );
  const cities = towns.map((row) => row.city);
  const { rows: people } = await db.query<{ id: string }>(
    `insert into users (email, first_name, last_name, password_hash, status)
     select 'saver' || n || '@bench.example', 'Saver', 'No' || n, 'unused', 'active'
     from generate_series(1, 1000) as n returning id`,
  );
  const searches = Array.from({ length: searchCount }, () => {
    const query: Record<string, unknown> = { City: pick(cities), 'PropertyType[in]': ['RESI'] };
    const low = pick([100_000, 200_000, 300_000, 400_000, 500_000]);
    if (random() < 0.8) query['ListPrice[gte]'] = low;
    query['ListPrice[lte]'] = low + pick([200_000, 300_000, 500_000, 1_000_000]);
    if (random() < 0.6) query['BedroomsTotal[gte]'] = pick([1, 2, 3, 4]);
    return { user: pick(people).id, query };
  });
  log(`Adding ${searchCount.toLocaleString('en-US')} saved searches sent instantly…`);
  for (let i = 0; i < searches.length; i += 2_000) {
    const slice = searches.slice(i, i + 2_000);
    await db.query(
      `insert into saved_searches (user_id, name, notification_frequency, query)
       select s.user_id::bigint, 'Search ' || s.n, 'instantly', s.query::jsonb
       from json_to_recordset($1::json) as s(user_id text, n int, query json)`,
      [JSON.stringify(slice.map((s, k) => ({ user_id: s.user, n: i + k + 1, query: s.query })))],
    );
  }

  // The probes: a listing each, and a search it just misses on price.
  const { rows: probeListings } = await db.query<{ id: string; city: string; price: string }>(
    `select id, city, list_price as price from listings
     where standard_status = 'Active' and property_type = 'RESI' and city is not null
       and list_price > 100000 and internet_entire_listing_display_yn
     order by id limit $1`,
    [probeCount],
  );
  if (probeListings.length < probeCount) throw new Error('Not enough active homes for the probes');
  const probes: { listingId: string; searchId: string; limit: number; committedAt?: number }[] = [];
  for (const [k, listing] of probeListings.entries()) {
    const limit = Math.round(Number(listing.price)) - 1_000;
    const { rows: user } = await db.query<{ id: string }>(
      `insert into users (email, first_name, last_name, password_hash, status)
       values ($1, 'Probe', $2, 'unused', 'active') returning id`,
      [`probe${k}@bench.example`, `No${k}`],
    );
    const { rows: search } = await db.query<{ id: string }>(
      `insert into saved_searches (user_id, name, notification_frequency, query)
       values ($1, $2, 'instantly', $3::jsonb) returning id`,
      [
        user[0]!.id,
        `Probe ${k}`,
        JSON.stringify({
          City: listing.city,
          'ListPrice[lte]': limit,
          'PropertyType[in]': ['RESI'],
        }),
      ],
    );
    probes.push({ listingId: listing.id, searchId: search[0]!.id, limit });
  }
  // The sweep takes the new searches in on its next run.
  log('Waiting 20 s for the alert sweep to take the searches in…');
  await new Promise((resolve) => setTimeout(resolve, 20_000));

  // The search mix, sent all along by a load process.
  const paths = searchMix(probeListings.slice(0, 5).map((listing) => listing.id)).map(
    (query) => query.path,
  );
  // Long enough for every probe and its alert: the load's own figures come back when it ends.
  const loadSeconds = Math.ceil((probeCount * PROBE_EVERY_MS) / 1000) + 45;
  const loadProcess = fork(fileURLToPath(new URL('./search-load.mjs', import.meta.url)));
  const loadDone = new Promise<{ requestsPerSecond: number; non2xx: number; errors: number }>(
    (resolve) => loadProcess.once('message', (answer) => resolve(answer as never)),
  );
  loadProcess.send({
    url: `${origin}/search/v1`,
    paths,
    key: searchKey,
    connections,
    duration: loadSeconds,
  });
  const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  log(
    `${probeCount} listings drop under their probe's limit, one every ${PROBE_EVERY_MS / 1000} s…`,
  );
  const latencies = new Map<string, number>();
  let probing = true;
  const watcher = (async () => {
    while (probing || latencies.size < probes.filter((p) => p.committedAt).length) {
      const waiting = probes.filter((p) => p.committedAt && !latencies.has(p.searchId));
      if (waiting.length > 0) {
        const { rows } = await db.query<{ saved_search_id: string; at: string }>(
          `select ai.saved_search_id, (extract(epoch from o.created_at) * 1000)::float8 as at
           from alert_items ai join outbox o on o.id = ai.outbox_id
           where ai.saved_search_id = any($1::bigint[])`,
          [waiting.map((p) => p.searchId)],
        );
        for (const row of rows) {
          const probe = probes.find((p) => p.searchId === String(row.saved_search_id))!;
          if (!latencies.has(probe.searchId)) {
            latencies.set(probe.searchId, Number(row.at) - probe.committedAt!);
          }
        }
      }
      const oldest = Math.min(...waiting.map((p) => p.committedAt!));
      if (!probing && waiting.length > 0 && Date.now() - oldest > PROBE_LIMIT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  for (const probe of probes) {
    await db.query(
      `update listings set list_price = $1, modification_timestamp = now() where id = $2`,
      [probe.limit - 1_000, probe.listingId],
    );
    probe.committedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  probing = false;
  await watcher;
  const loadAfter = loadavg().map((value) => Number(value.toFixed(2)));
  const load = await Promise.race([
    loadDone,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), (loadSeconds + 30) * 1000)),
  ]);
  loadProcess.kill();

  const samples = [...latencies.values()];
  const lost = probes.length - samples.length;
  const figures = percentiles(samples);
  const round = (n: number) => Math.round(n);
  const result = {
    measuredAt: new Date().toISOString(),
    searches: searchCount + probeCount,
    probes: probeCount,
    listings: listingCount,
    loadConnections: connections,
    loadAverage: { before: loadBefore, after: loadAfter, cores: 2 },
    latencyMs: {
      p50: round(figures.p50),
      p95: round(figures.p95),
      max: round(Math.max(...samples)),
      goalP95: GOAL_P95_MS,
    },
    lost,
    searchLoad: load,
  };
  console.log(JSON.stringify(result, null, 2));
  const met = lost === 0 && figures.p95 <= GOAL_P95_MS;
  const md = [
    `# Alerts: from a listing change to its alert in the outbox, under the search mix`,
    '',
    `${result.measuredAt}; PostgreSQL, the server in its own process with ${listingCount.toLocaleString('en-US')} demo listings and its alert sweep on its schedule (ALERT_SWEEP_SECONDS); ${result.searches.toLocaleString('en-US')} saved searches sent instantly; the search mix sent by ${connections} connections for ${loadSeconds} s from before the first change (${load ? `${Math.round(load.requestsPerSecond)} requests/s, ${load.non2xx} not 2xx, ${load.errors} errors` : 'rate not reported'}). Load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')} (2 cores).`,
    '',
    '| what | p50 | p95 | max | goal |',
    '| --- | ---: | ---: | ---: | --- |',
    `| change committed → alert in the outbox (${samples.length} of ${probeCount} probes) | ${(figures.p50 / 1000).toFixed(1)} s | ${(figures.p95 / 1000).toFixed(1)} s | ${(result.latencyMs.max / 1000).toFixed(1)} s | p95 ≤ 60 s (${met ? 'met' : 'missed'}) |`,
    '',
    lost > 0
      ? `${lost} probe(s) had no alert within ${PROBE_LIMIT_MS / 1000} s.`
      : 'Every probe got its alert.',
    '',
  ].join('\n');
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'alert-latency.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  writeFileSync(join(here, 'results', 'alert-latency.md'), md);
  log(md);
} finally {
  await db.end();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
