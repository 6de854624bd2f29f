/**
 * `npm run bench:search -- [--listings 100000] [--database-url postgres://…] [--iterations 100]
 *   [--duration 10] [--no-result-cache] [--compare-sql]`
 *
 * Seeds (or reuses) the demo region with N listings, in PostgreSQL (--database-url) or in an
 * embedded PGlite database under bench/data/, starts the real app on a loopback port, warms it up
 * with three rounds of the mix, times each
 * query of the fixed mix (search-mix.ts) one at a time (p50/p95/p99), then measures the
 * throughput of the whole mix with autocannon at concurrency 16. Both clients run in processes
 * of their own (search-timing.mjs, search-load.mjs), so the server's process does only the
 * server's work: the timings are the server's as a separate client sees them. (Timings taken
 * before search-timing.mjs came from fetch in the server's own process, which added the
 * client's work and garbage to every sample.) Figures are printed and saved
 * to bench/results/search-<database>-<N>.{json,md}. With --no-result-cache the index engine keeps
 * no answers between requests, so every request does the whole work (the figures are saved as
 * search-<database>-<N>-uncached). With --compare-sql the same searches and
 * clusters are also timed on the SQL engine directly (no HTTP), for the decision record.
 *
 * `--engines index,sql` runs the whole benchmark once per engine, one after the other on the same
 * data set and server process (the SQL engine makes its indexes first, see
 * listing-sql-indexes.ts; timing starts once `/readyz` says ready), and prints the figures side by
 * side with the ratio of each p50, p95 and the throughput (saved as
 * search-<database>-<N>[-uncached]-engines). The answer cache applies to both engines alike. The
 * SQL engine's suggestions take seconds each: they are timed `--sql-suggest-samples` times
 * (default 3; 0 leaves them out).
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { seedDemoData, resetSeededTables } from '../apps/server/src/seed/seed';
import { compareSqlEngine, percentiles, type Timing } from './search-measure';
import { GOALS_MS, searchMix, type MixQuery } from './search-mix';

const here = dirname(fileURLToPath(import.meta.url));
const KEY = 'bench-search-key-0001';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    iterations: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    'compare-sql': { type: 'boolean', default: false },
    'no-result-cache': { type: 'boolean', default: false },
    engines: { type: 'string', default: 'index' },
    'sql-suggest-samples': { type: 'string', default: '3' },
  },
  strict: true,
  // From the repository root npm takes the flags for itself (as npm_config_*): read them there.
  allowPositionals: true,
});
const npmFlag = (name: string) => process.env[`npm_config_${name.replace(/-/g, '_')}`];
for (const name of [
  'listings',
  'database-url',
  'iterations',
  'duration',
  'engines',
  'sql-suggest-samples',
] as const) {
  const value = npmFlag(name);
  if (value && value !== 'true') values[name] = value;
}
if (npmFlag('compare-sql') === 'true') values['compare-sql'] = true;
if (npmFlag('no-result-cache') === 'true' || npmFlag('result-cache') === 'false')
  values['no-result-cache'] = true;
const cacheResults = !values['no-result-cache'];
const listings = Number(values.listings.replace(/_/g, ''));
const iterations = Number(values.iterations);
const databaseUrl = values['database-url'];
const kind = databaseUrl ? 'postgres' : 'pglite';
const log = (message: string) => process.stderr.write(`${message}\n`);
const engines = values.engines.split(',').map((name) => name.trim());
for (const engine of engines) {
  if (engine !== 'index' && engine !== 'sql') throw new Error(`unknown engine ${engine}`);
}

const database = await openDatabase(
  databaseUrl
    ? { databaseUrl, poolSize: 16 }
    : { dataDir: join(here, 'data', `pglite-${listings}`) },
);
await migrateToLatest(database.db);
const counted = await sql<{ n: string }>`select count(*) as n from listings`.execute(database.db);
if (Number(counted.rows[0]?.n ?? 0) !== listings) {
  log(`Seeding ${listings.toLocaleString('en-US')} listings into ${kind}…`);
  await resetSeededTables(database.db);
  await seedDemoData(database.db, { listings, concurrency: kind === 'postgres' ? 2 : 1 });
}
const ids = (
  await sql<{ id: string }>`select id from listings where internet_entire_listing_display_yn
    order by id limit 400 offset ${Math.floor(listings / 3)}`.execute(database.db)
).rows.map((row) => String(row.id));

const config = loadConfig(
  {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
  },
  { readConfigFile: false },
);
config.settings = { ...config.settings, searchApiKey: KEY };
/** One request timed by the timing process (search-timing.mjs). */
interface Sample {
  ms: number;
  status: number;
}
const timingClient = fork(fileURLToPath(new URL('./search-timing.mjs', import.meta.url)));
/** Requests these paths (below `base`, the search API's origin and base path) one at a time. */
const timeAll = (base: string, paths: string[]) =>
  new Promise<Sample[]>((resolveSamples, reject) => {
    const exited = (code: number | null) => reject(new Error(`timing client exited (${code})`));
    timingClient.once('exit', exited);
    timingClient.once('message', (message) => {
      timingClient.off('exit', exited);
      const answer = message as { samples?: Sample[]; error?: string };
      if (answer.samples) resolveSamples(answer.samples);
      else reject(new Error(`timing client: ${answer.error}`));
    });
    timingClient.send({ url: base, key: KEY, paths });
  });
const timeOnce = async (base: string, path: string): Promise<Sample> =>
  (await timeAll(base, [path]))[0]!;

/** What the load process (search-load.mjs) is given and gives back. */
interface LoadRequest {
  /** The search API's origin and base path. */
  url: string;
  /** The paths of the mix, requested in turn. */
  paths: string[];
  key: string;
  connections: number;
  duration: number;
}
interface LoadResult {
  requestsPerSecond: number;
  latencyP99: number;
  non2xx: number;
  errors: number;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadBefore = loadAverage();
const mix = searchMix(ids);

/** Samples of each suggestion on the SQL engine (see `comparing` below); 0 leaves them out. */
const SQL_SUGGEST_SAMPLES = Number(values['sql-suggest-samples']);

/** Everything measured of one engine. */
interface EngineRun {
  engine: string;
  loadAverageBefore: string;
  loadAverageAfter: string;
  firstSearchMs: number;
  loadStallMs: number;
  memoryMb: { rss: number; heapUsed: number; arrayBuffers: number };
  timings: Timing[];
  throughput: LoadResult & { duration: number };
}

/** Starts the app on this engine, times the mix and its throughput, and stops it. */
async function measure(engine: 'index' | 'sql'): Promise<EngineRun> {
  const loadAverageBefore = loadAverage();
  log(`Engine ${engine} (load average ${loadAverageBefore})`);
  const app = await buildApp({ config, database, search: { engine, cacheResults } });
  // The index starts loading when the server does; meanwhile the server must keep answering.
  const loadStalls = monitorEventLoopDelay({ resolution: 10 });
  loadStalls.enable();
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `${address}${config.settings.searchApiUrl}`;
  const loadStarted = performance.now();
  // Ready: the index loaded, or the SQL engine's indexes made.
  while ((await fetch(`${address}/readyz`)).status !== 200) {
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  const first = await timeOnce(base, '/listings?limit=1');
  const firstMs = performance.now() - loadStarted;
  loadStalls.disable();
  const loadStallMs = Math.round(loadStalls.max / 1e6);
  const memory = process.memoryUsage();
  const memoryMb = {
    rss: Math.round(memory.rss / 1e6),
    heapUsed: Math.round(memory.heapUsed / 1e6),
    arrayBuffers: Math.round(memory.arrayBuffers / 1e6),
  };
  log(
    `First search (index load) ${firstMs.toFixed(0)} ms, status ${first.status}; longest event-loop stall meanwhile ${loadStallMs} ms; process memory ${memoryMb.rss} MB (JS heap ${memoryMb.heapUsed} MB, typed arrays ${memoryMb.arrayBuffers} MB)`,
  );

  const agents = await timeOnce(base, '/agents?limit=1');
  const runnable = mix.filter((query) => query.kind !== 'agents' || agents.status === 200);
  // The SQL engine's suggestions scan the table once per place group (seconds each at 100,000
  // listings): when it is compared they are timed a few times only, and left out of the warm-up
  // and of the throughput mix of every engine, so that both engines run the same mix.
  const comparing = engines.includes('sql');
  const repeated = runnable.filter((query) => !comparing || query.kind !== 'suggest');
  const pathFor = (query: MixQuery, i: number) =>
    query.kind === 'listing' ? `/listings/${ids[i % ids.length]}` : query.path;

  // Steady state before timing: the whole mix three times over, after the index load's garbage
  // has been collected (the figures are about a server that has been up, not one just started).
  for (let round = 0; round < 3; round++) {
    await timeAll(
      base,
      repeated.map((query, i) => pathFor(query, i)),
    );
  }

  const timings: Timing[] = [];
  for (const query of runnable) {
    if (engine === 'sql' && query.kind === 'suggest' && SQL_SUGGEST_SAMPLES === 0) continue;
    const times = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => pathFor(query, from + i));
    const few = engine === 'sql' && query.kind === 'suggest';
    if (!few) await timeAll(base, times(0, 5));
    const samples = await timeAll(base, times(5, few ? SQL_SUGGEST_SAMPLES : iterations));
    const failed = samples.filter((sample) => sample.status !== 200).length;
    const timing = {
      name: query.name,
      kind: query.kind,
      goal: GOALS_MS[query.kind] * (kind === 'pglite' ? 4 : 1),
      failed,
      ...percentiles(samples.map((sample) => sample.ms)),
    };
    timings.push(timing);
    log(
      `${query.name.padEnd(36)} p50 ${timing.p50.toFixed(1)}  p95 ${timing.p95.toFixed(1)}  p99 ${timing.p99.toFixed(1)} ms${failed ? `  (${failed} failed)` : ''}`,
    );
  }

  const load: LoadRequest = {
    url: base,
    paths: repeated.map((query, i) => `${config.settings.searchApiUrl}${pathFor(query, i)}`),
    key: KEY,
    connections: 16,
    duration: Number(values.duration),
  };
  const throughput = await new Promise<LoadResult>((resolveLoad, reject) => {
    const child = fork(fileURLToPath(new URL('./search-load.mjs', import.meta.url)));
    child.once('message', (message) => resolveLoad(message as LoadResult));
    child.once('error', reject);
    child.send(load);
  });
  log(
    `Mix at concurrency 16: ${throughput.requestsPerSecond.toFixed(0)} req/s, p99 ${throughput.latencyP99} ms, non-2xx ${throughput.non2xx}, errors ${throughput.errors}`,
  );
  await app.close();
  return {
    engine,
    loadAverageBefore,
    loadAverageAfter: loadAverage(),
    firstSearchMs: Math.round(firstMs),
    loadStallMs,
    memoryMb,
    timings,
    throughput: { ...throughput, duration: Number(values.duration) },
  };
}

const runs: EngineRun[] = [];
for (const engine of engines) runs.push(await measure(engine as 'index' | 'sql'));

const sqlTimings = values['compare-sql']
  ? await compareSqlEngine(database.db, mix, Math.min(iterations, 20), kind === 'pglite' ? 4 : 1)
  : [];
timingClient.disconnect();
await database.close();

const table = (rows: Timing[]) => [
  '| query | p50 ms | p95 ms | p99 ms | goal p95 ms |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (t) =>
      `| ${t.name} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.p99.toFixed(1)} | ${t.goal}${t.p95 <= t.goal ? '' : ' (missed)'} |`,
  ),
];
const cacheText = cacheResults
  ? 'answers cached while the data is unchanged (as deployed)'
  : 'no answer cached between requests (every request filters, counts and sorts)';
const describe = (run: EngineRun) =>
  `${run.engine} engine: ready after ${run.firstSearchMs} ms (the server's event loop stalling at most ${run.loadStallMs} ms meanwhile), process memory then ${run.memoryMb.rss} MB (JS heap ${run.memoryMb.heapUsed} MB, typed arrays ${run.memoryMb.arrayBuffers} MB); load average before ${run.loadAverageBefore}, after ${run.loadAverageAfter}.`;
const title = `# Search benchmark: ${kind}, ${listings.toLocaleString('en-US')} listings${cacheResults ? '' : ', no result cache'}`;
const lines: string[] = [];
if (runs.length === 1) {
  const [run] = runs as [EngineRun];
  lines.push(
    title,
    '',
    `${new Date().toISOString()}; ${iterations} sequential requests per query over loopback HTTP (gzip) from a separate client process; ${describe(run)} ${cacheText}; load average before the run ${loadBefore}.`,
    '',
    ...table(run.timings),
    '',
    `Mix throughput at concurrency 16 for ${values.duration} s: **${run.throughput.requestsPerSecond.toFixed(0)} req/s** (p99 ${run.throughput.latencyP99} ms, non-2xx ${run.throughput.non2xx}).`,
  );
} else {
  const [first, ...others] = runs as [EngineRun, ...EngineRun[]];
  const ratio = (a: number, b: number) => (a > 0 ? `${(b / a).toFixed(1)}×` : '–');
  const header = [
    'query',
    ...runs.map((run) => `${run.engine} p50 / p95 ms`),
    ...others.map((run) => `${run.engine} ÷ ${first.engine} p50 / p95`),
  ];
  lines.push(
    `${title}, engines ${engines.join(' and ')}`,
    '',
    `${new Date().toISOString()}; ${iterations} sequential requests per query over loopback HTTP (gzip) from a separate client process, one engine after the other on the same data; ${cacheText}. Suggestions are timed ${SQL_SUGGEST_SAMPLES} times only on the SQL engine${SQL_SUGGEST_SAMPLES === 0 ? ' (that is, not at all)' : ''} and are not part of the throughput mix of either engine.`,
    '',
    ...runs.map((run) => `- ${describe(run)}`),
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...first.timings.map((timing) => {
      const cells = runs.map((run) => {
        const t = run.timings.find((other) => other.name === timing.name);
        return t
          ? `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}${t.failed ? ` (${t.failed} failed)` : ''}`
          : '–';
      });
      const ratios = others.map((run) => {
        const t = run.timings.find((other) => other.name === timing.name);
        return t ? `${ratio(timing.p50, t.p50)} / ${ratio(timing.p95, t.p95)}` : '–';
      });
      return `| ${timing.name} | ${[...cells, ...ratios].join(' | ')} |`;
    }),
    `| mix at concurrency 16, req/s | ${[
      ...runs.map((run) => run.throughput.requestsPerSecond.toFixed(0)),
      ...others.map((run) =>
        ratio(run.throughput.requestsPerSecond, first.throughput.requestsPerSecond),
      ),
    ].join(' | ')} |`,
    '',
    `(The ratio of throughputs is ${first.engine} ÷ the other engine: above 1× the ${first.engine} engine answers more.)`,
  );
}
if (sqlTimings.length) {
  lines.push(
    '',
    'The same searches and clusters on the SQL engine (engine only, no HTTP):',
    '',
    ...table(sqlTimings),
  );
}
lines.push('');
const markdown = lines.join('\n');
const result = {
  database: kind,
  cacheResults,
  loadAverageBefore: loadBefore,
  listings,
  date: new Date().toISOString(),
  iterations,
  ...(runs.length === 1 ? runs[0] : { engines: runs }),
  sqlEngine: sqlTimings,
};
mkdirSync(join(here, 'results'), { recursive: true });
const stem = join(
  here,
  'results',
  `search-${kind}-${listings}${cacheResults ? '' : '-uncached'}${runs.length > 1 ? '-engines' : ''}`,
);
writeFileSync(`${stem}.json`, `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(`${stem}.md`, markdown);
process.stdout.write(markdown);
