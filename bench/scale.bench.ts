/**
 * `npm run bench:scale -- [--seconds 20] [--connections 8] [--listings 25000] [--probes 5]`
 *
 * One server process against two behind one port, on a PostgreSQL primary with a streaming
 * read replica (scripts/pg-replica-pair.sh, started here and stopped at the end, on an error or
 * Ctrl-C too). The demo region is seeded once through the primary; then, for each layout:
 * - A: one `server.ts` process (DATABASE_URL the primary, DATABASE_READ_URL the replica);
 * - B: `cluster.ts` with CLUSTER_WORKERS=2, the same settings;
 * a load process (scale-load.ts) sends the same mixed load for the same seconds over several
 * keep-alive connections: the search benchmark's mix, then a signed-in person's writes
 * (favourite and unfavourite, save a search, list the saved searches, delete the one saved).
 * Requests/s and p50/p95 per kind are reported for both. Then, the two processes still running,
 * a listing's price is changed in a plain UPDATE on the primary (the triggers log it in
 * listing_changes) and a search that matches only the new price is sent through the shared port
 * on a new connection each time, until several answers in a row find it: the cluster hands new
 * connections to its workers in turn (round-robin, Node's default outside Windows), so two
 * consecutive answers come from both processes. Goal: every process finds it within 5 s.
 *
 * Leads are not in the write mix: the contact form takes a proof-of-work captcha and allows 5
 * requests per address in 15 minutes, with no bypass for benchmarks.
 *
 * Figures are printed and saved to bench/results/scale.{json,md}.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { startReplicaPair, type ReplicaPair } from '../apps/server/test/replica-pair';
import {
  sleep,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../apps/server/test/server-process';
import type { LoadOrder, LoadPerson, LoadResult } from './scale-load';
import { percentile } from './production-server';
import { searchMix } from './search-mix';

const here = dirname(fileURLToPath(import.meta.url));
const GOAL_FRESH_MS = 5_000;
/** Answers in a row that must find a changed listing (each on a new connection). */
const STREAK = 6;
const PROBE_LIMIT_MS = 30_000;
const log = (message: string) => process.stderr.write(`${message}\n`);

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '8' },
    listings: { type: 'string', default: '25000' },
    probes: { type: 'string', default: '5' },
    people: { type: 'string', default: '64' },
  },
  strict: true,
  allowPositionals: true,
});
const npmFlag = (name: string) => process.env[`npm_config_${name.replace(/-/g, '_')}`];
for (const name of ['seconds', 'connections', 'listings', 'probes', 'people'] as const) {
  const value = npmFlag(name);
  if (value && value !== 'true') values[name] = value;
}
const settings = {
  seconds: Number(values.seconds),
  connections: Number(values.connections),
  listings: Number(values.listings.replace(/_/g, '')),
  probes: Number(values.probes),
  people: Number(values.people),
};
for (const [name, value] of Object.entries(settings)) {
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
}
const searchConfig = loadConfig({}, { readConfigFile: false }).settings;
const loadAverage = () => loadavg().map((value) => Number(value.toFixed(2)));

// Everything started here, stopped in `cleanUp` whatever happens.
let pair: ReplicaPair | undefined;
let server: ServerProcess | undefined;
let loadProcess: ChildProcess | undefined;
let primary: pg.Client | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-scale-'));
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    loadProcess?.kill();
    await stopServerProcess(server).catch(() => undefined);
    await primary?.end().catch(() => undefined);
    await pair?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers and PostgreSQL…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** CPU seconds a process has used (Linux: /proc/PID/stat, user and system, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One GET on a connection of its own (so the cluster hands it to its next worker). */
function getOnce(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(url, { agent: false, headers, timeout: 10_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/**
 * Waits until `times` answers in a row of /readyz are 200 with the replica in use: every
 * process warmed (its search index loaded) and reading from the replica.
 */
async function waitReady(origin: string, times: number): Promise<void> {
  const deadline = Date.now() + 600_000;
  let inARow = 0;
  while (inARow < times) {
    if (Date.now() > deadline) throw new Error(`${origin} did not become ready`);
    const answer = await getOnce(`${origin}/readyz`).catch(() => ({ status: 0, body: '' }));
    const replica =
      answer.status === 200
        ? (JSON.parse(answer.body) as { replica?: { inUse: boolean } }).replica
        : undefined;
    inARow = replica?.inUse ? inARow + 1 : 0;
    if (inARow < times) await sleep(inARow ? 20 : 500);
  }
}

const serverEnv = (primaryUrl: string, replicaUrl: string): Record<string, string> => ({
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1',
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: primaryUrl,
  DATABASE_READ_URL: replicaUrl,
  DATA_DIR: dataDir,
  SEED_LISTINGS: String(settings.listings),
});

/** Runs the load against `origin` and returns its figures. */
function runLoad(order: LoadOrder): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./scale-load.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  loadProcess = child;
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`the load process exited (${code})`));
    child.once('exit', exited);
    child.once('message', (answer) => {
      child.off('exit', exited);
      resolve(answer as LoadResult);
    });
    child.send(order);
  });
}

interface Layout {
  name: string;
  processes: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  /** CPU each server process used during the load, in cores (1 = one core all along). */
  serverCores: number[];
  load: LoadResult;
}

// Before the benchmark's own work (the pair's start and the seeding raise it for a minute): what
// other work on the machine was doing.
const loadAtStart = loadAverage();
try {
  log('Starting the PostgreSQL primary and its replica…');
  pair = await startReplicaPair();
  const env = serverEnv(pair.primaryUrl, pair.replicaUrl);

  log(`Seeding ${settings.listings.toLocaleString('en-US')} demo listings through the primary…`);
  const seedStarted = Date.now();
  server = startServerProcess('server.ts', env);
  await waitReady(await server.ready(), 1);
  await stopServerProcess(server);
  server = undefined;
  const seedSeconds = Math.round((Date.now() - seedStarted) / 1000);
  log(`Seeded and warmed in ${seedSeconds} s.`);

  primary = new pg.Client({ connectionString: pair.primaryUrl });
  await primary.connect();
  const { rows: listingRows } = await primary.query<{ listing_id: string; city: string }>(
    `select listing_id, city from listings
     where standard_status = 'Active' and internet_entire_listing_display_yn and city is not null
     order by id limit 400 offset $1`,
    [Math.floor(settings.listings / 3)],
  );
  const listingIds = listingRows.map((row) => row.listing_id);
  const city = listingRows[0]!.city;
  const searches = searchMix(listingIds).map(({ kind, path }) => ({ kind, path }));

  // The people of the write mix, made here; each signs in once over HTTP below.
  const passwordHash = await hashPassword('scale bench 1');
  const { rows: people } = await primary.query<{ email: string }>(
    `insert into users (email, first_name, last_name, password_hash, status)
     select 'scale' || n || '@bench.example', 'Scale', 'No' || n, $1, 'active'
     from generate_series(1, $2::int) as n returning email`,
    [passwordHash, settings.people],
  );

  const layouts: Layout[] = [];
  let signedIn: LoadPerson[] = [];
  const measure = async (name: string, entry: string, processes: number) => {
    log(`${name}: starting…`);
    server = startServerProcess(
      entry,
      processes > 1 ? { ...env, CLUSTER_WORKERS: String(processes) } : env,
    );
    const origin = await server.ready(processes);
    await waitReady(origin, processes * 5);
    if (signedIn.length === 0) {
      // Sessions are rows on the primary: made once, they hold for both layouts.
      signedIn = await Promise.all(
        people.map(async ({ email }, i) => {
          const address = `10.200.${i >> 8}.${i & 255}`;
          const response = await fetch(`${origin}/api/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify({ email, password: 'scale bench 1' }),
          });
          const cookie = response.headers
            .getSetCookie()
            .map((line) => line.split(';')[0]!)
            .find((pair) => pair.includes('user_session'));
          if (!cookie) throw new Error(`sign-in failed for ${email}: ${response.status}`);
          return { cookie, address };
        }),
      );
    }
    // The processes that serve: the cluster's workers (its primary only hands out connections).
    const pids =
      processes > 1
        ? [...server.output().matchAll(/Worker (\d+) started/g)].map((m) => Number(m[1]))
        : [server.child.pid!];
    const cpuBefore = pids.map(cpuSeconds);
    const startedAt = performance.now();
    const loadAverageBefore = loadAverage();
    log(
      `${name}: ${settings.connections} connections for ${settings.seconds} s (load average ${loadAverageBefore.join(' ')})…`,
    );
    const load = await runLoad({
      origin,
      searchBase: searchConfig.searchApiUrl,
      searchKey: searchConfig.searchApiKey,
      searches,
      people: signedIn,
      listingIds,
      city,
      connections: settings.connections,
      seconds: settings.seconds,
    });
    const elapsed = (performance.now() - startedAt) / 1000;
    const serverCores = pids.map((pid, i) =>
      Number(((cpuSeconds(pid) - cpuBefore[i]!) / elapsed).toFixed(2)),
    );
    const layout = {
      name,
      processes,
      loadAverageBefore,
      loadAverageAfter: loadAverage(),
      serverCores,
      load,
    };
    layouts.push(layout);
    log(
      `${name}: ${load.requestsPerSecond} requests/s, server CPU ${serverCores.join(' + ')} cores, client ${load.clientCores}, ${load.failed} failed${load.failed ? ` (${JSON.stringify(load.failures)})` : ''}`,
    );
    return origin;
  };

  await measure('one process', 'server.ts', 1);
  await stopServerProcess(server);
  server = undefined;
  const origin = await measure('two processes, one port', 'cluster.ts', 2);

  // Freshness: a listing's new price, found by every process.
  log(`Freshness: ${settings.probes} price changes through the primary…`);
  const { rows: probeRows } = await primary.query<{ id: string; listing_id: string }>(
    `select id, listing_id from listings
     where standard_status = 'Active' and internet_entire_listing_display_yn
     order by id desc limit $1`,
    [settings.probes],
  );
  const probes: { listingId: string; firstMs: number; everyMs: number; polls: number }[] = [];
  for (const [k, row] of probeRows.entries()) {
    const price = 4_321_000 + k * 17 + (Date.now() % 1000) * 1000;
    const path = `${origin}${searchConfig.searchApiUrl}/listings?limit=1&ListingId=${encodeURIComponent(row.listing_id)}&ListPrice[gte]=${price}&ListPrice[lte]=${price}`;
    const headers = { authorization: `Bearer ${searchConfig.searchApiKey}` };
    const before = await getOnce(path, headers);
    if (before.status !== 200 || (JSON.parse(before.body) as { total: number }).total !== 0) {
      throw new Error(`the probe search found the listing before the change: ${before.body}`);
    }
    await primary.query(
      `update listings set list_price = $1, modification_timestamp = now() where id = $2`,
      [price, row.id],
    );
    const committed = performance.now();
    const hits: number[] = [];
    let firstMs = Number.NaN;
    let polls = 0;
    while (hits.length < STREAK) {
      if (performance.now() - committed > PROBE_LIMIT_MS) {
        throw new Error(`listing ${row.listing_id} was not found everywhere within 30 s`);
      }
      const answer = await getOnce(path, {
        ...headers,
        'x-forwarded-for': `10.201.${(polls >> 8) & 255}.${polls & 255}`,
      });
      polls++;
      const at = performance.now() - committed;
      const found =
        answer.status === 200 && (JSON.parse(answer.body) as { total: number }).total === 1;
      if (found) {
        if (Number.isNaN(firstMs)) firstMs = at;
        hits.push(at);
      } else {
        hits.length = 0;
        await sleep(10);
      }
    }
    // Answers alternate between the two workers: the second of the final run is the later one.
    const everyMs = hits[1]!;
    probes.push({ listingId: row.listing_id, firstMs, everyMs, polls });
    log(
      `  ${row.listing_id}: first found after ${firstMs.toFixed(0)} ms, by both after ${everyMs.toFixed(0)} ms (${polls} searches)`,
    );
    await sleep(1_000);
  }
  const everyMs = probes.map((probe) => probe.everyMs);
  const freshness = {
    probes: probes.map((probe) => ({
      ...probe,
      firstMs: Math.round(probe.firstMs),
      everyMs: Math.round(probe.everyMs),
    })),
    medianMs: Math.round(percentile(everyMs, 0.5)),
    maxMs: Math.round(Math.max(...everyMs)),
    goalMs: GOAL_FRESH_MS,
  };
  await stopServerProcess(server);
  server = undefined;

  const [one, two] = layouts as [Layout, Layout];
  const result = {
    measuredAt: new Date().toISOString(),
    cores: availableParallelism(),
    loadAverageAtStart: loadAtStart,
    settings: { ...settings, peoplePerConnection: settings.people / settings.connections },
    seedSeconds,
    layouts,
    throughputRatio: Number((two.load.requestsPerSecond / one.load.requestsPerSecond).toFixed(2)),
    freshness,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', 'scale.json'), `${JSON.stringify(result, null, 2)}\n`);
  const kinds = [...new Set([...Object.keys(one.load.kinds), ...Object.keys(two.load.kinds)])];
  const cell = (layout: Layout, kind: string, field: 'perSecond' | 'p50' | 'p95') =>
    layout.load.kinds[kind]?.[field] ?? '–';
  const met = freshness.maxMs <= GOAL_FRESH_MS;
  const md = [
    '# Scale: one server process against two behind one port, on a primary with a read replica',
    '',
    `${result.measuredAt}; ${result.cores} cores; PostgreSQL primary + streaming replica (scripts/pg-replica-pair.sh), ${settings.listings.toLocaleString('en-US')} demo listings; each layout with DATABASE_URL the primary and DATABASE_READ_URL the replica, in production mode. The load: ${settings.connections} keep-alive connections for ${settings.seconds} s from a separate process, each sending the search mix (bench/search-mix.ts, ${searches.length} requests) then a signed-in person's writes (favourite, unfavourite, save a search, list the saved searches, delete the one saved), ${settings.people} people in turn, one request at a time. Leads are left out: the contact form takes a proof-of-work captcha and 5 requests per address in 15 minutes, with no bypass for benchmarks.`,
    '',
    `On ${result.cores} cores the load process, both server processes and both PostgreSQL servers share the CPUs: two processes cannot be expected to double the throughput here; the figure says what a second process costs or gains when the machine is already full. The load average counts every process on the machine, the benchmark's and any other; the CPU rows say how much of the cores the server processes and the load process got (the PostgreSQL servers had the rest).`,
    '',
    `Load average before the benchmark started anything: ${loadAtStart.join(', ')}. The figures before each layout below include the benchmark's own start (the pair and the seeding) in their 1-minute average.`,
    '',
    ...(loadAtStart[0]! > result.cores
      ? [
          `The machine was busy beyond this benchmark: a load average of ${loadAtStart[0]} on ${result.cores} cores before it started. Other work took CPU in varying amounts during both layouts, so the ratio between them is not reliable; run it again on a quiet machine.`,
          '',
        ]
      : []),
    '| | one process | two processes |',
    '| --- | ---: | ---: |',
    `| requests/s (all kinds) | ${one.load.requestsPerSecond} | ${two.load.requestsPerSecond} (×${result.throughputRatio}) |`,
    `| failed requests | ${one.load.failed} | ${two.load.failed} |`,
    `| server CPU, cores (per process) | ${one.serverCores.join(' + ')} | ${two.serverCores.join(' + ')} |`,
    `| load process CPU, cores | ${one.load.clientCores} | ${two.load.clientCores} |`,
    `| load average before | ${one.loadAverageBefore.join(' ')} | ${two.loadAverageBefore.join(' ')} |`,
    `| load average after | ${one.loadAverageAfter.join(' ')} | ${two.loadAverageAfter.join(' ')} |`,
    '',
    '| kind | one: req/s | one: p50 ms | one: p95 ms | two: req/s | two: p50 ms | two: p95 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...kinds.map(
      (kind) =>
        `| ${kind} | ${cell(one, kind, 'perSecond')} | ${cell(one, kind, 'p50')} | ${cell(one, kind, 'p95')} | ${cell(two, kind, 'perSecond')} | ${cell(two, kind, 'p50')} | ${cell(two, kind, 'p95')} |`,
    ),
    '',
    `Freshness, the two processes running without other load: a listing's price changed by an UPDATE on the primary, then a search matching only the new price through the shared port, each on a new connection (the cluster hands new connections to its workers in turn), until ${STREAK} answers in a row find it; the time is that of the second answer of that run, when both processes had found it.`,
    '',
    '| probe | first process | both processes |',
    '| --- | ---: | ---: |',
    ...freshness.probes.map(
      (probe) => `| ${probe.listingId} | ${probe.firstMs} ms | ${probe.everyMs} ms |`,
    ),
    '',
    `Median ${freshness.medianMs} ms, max ${freshness.maxMs} ms: goal ≤ 5 s (${met ? 'met' : 'missed'}).`,
    '',
  ].join('\n');
  writeFileSync(join(here, 'results', 'scale.md'), md);
  log(md);
} finally {
  await cleanUp();
}
