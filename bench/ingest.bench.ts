/**
 * `npm run bench:ingest -- --database-url postgres://…/postgres [--listings 100000] [--page-size 1000]
 *   [--rate 50] [--market-triggers off]`
 *
 * A full replication of N listings with their photos and open houses from a local OData server
 * (the stand-in feed, in a process of its own: ingest-feed.ts) into a fresh PostgreSQL database
 * (created beside the one the URL names, dropped afterwards), by the replication a server runs
 * when a feed is configured, inside a Hearth server whose search API is timed meanwhile by a
 * client process of its own (search-timing.mjs) with the search benchmark's mix. Then 1,000
 * listings change in the feed and an incremental run starts: the time until the search API
 * finds all of them. Figures are printed and saved to bench/results/ingest-<N>.{json,md}.
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { REPLICATION_NICENESS } from '../apps/server/src/modules/ingest/feed-thread';
import { feedSettings } from '../apps/server/src/modules/ingest/feed-settings';
import { runReplication } from '../apps/server/src/modules/ingest/replication-thread';
import { percentiles } from './search-measure';
import { GOALS_MS, searchMix, type MixQuery } from './search-mix';

const here = dirname(fileURLToPath(import.meta.url));
const KEY = 'bench-ingest-search-key';
const log = (message: string) => process.stderr.write(`${message}\n`);

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    'page-size': { type: 'string', default: '1000' },
    rate: { type: 'string', default: '50' },
    changes: { type: 'string', default: '1000' },
    // Off: the market statistics' triggers on listings stand aside, to measure what they cost.
    'market-triggers': { type: 'string', default: 'on' },
  },
  strict: true,
  allowPositionals: true,
});
const npmFlag = (name: string) => process.env[`npm_config_${name.replace(/-/g, '_')}`];
for (const name of [
  'listings',
  'database-url',
  'page-size',
  'rate',
  'changes',
  'market-triggers',
] as const) {
  const value = npmFlag(name);
  if (value && value !== 'true') values[name] = value;
}
const adminUrl = values['database-url'] ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  log(
    'Skipped: the ingest benchmark needs a PostgreSQL server: --database-url postgres://user:pass@host:5432/postgres (or TEST_DATABASE_URL).',
  );
  process.exit(0);
}
const listings = Number(values.listings.replace(/_/g, ''));
const changes = Number(values.changes);

// A database of our own beside the one named, dropped at the end.
const name = `hearth_bench_ingest_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`); // generated name, not input
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const feedProcess = fork(fileURLToPath(new URL('./ingest-feed.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
});
const ask = <T>(message: object) =>
  new Promise<T>((resolve) => {
    feedProcess.once('message', (answer) => resolve(answer as T));
    feedProcess.send(message);
  });
log(`Generating ${listings.toLocaleString('en-US')} listings in the feed process…`);
const feed = await ask<{ url: string; token: string; listings: number }>({ listings });

const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 8 });
await migrateToLatest(database.db);
const marketTriggers = values['market-triggers'] !== 'off';
if (!marketTriggers) {
  for (const trigger of ['insert', 'update', 'delete']) {
    await sql`alter table listings disable trigger ${sql.id(`listings_market_${trigger}`)}`.execute(
      database.db,
    );
  }
}
const config = loadConfig(
  {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
  },
  { readConfigFile: false },
);
config.settings = {
  ...config.settings,
  searchApiKey: KEY,
  mlsFeedUrl: feed.url,
  mlsFeedToken: feed.token,
  mlsFeedName: 'bench',
  mlsFeedResources: ['Office', 'Member', 'Property', 'OpenHouse'],
  mlsFeedPageSize: Number(values['page-size']),
  mlsFeedRequestsPerSecond: Number(values.rate),
  mlsFeedReconcileHours: 24,
};
const app = await buildApp({ config, database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const base = `${address}${config.settings.searchApiUrl}`;

interface Sample {
  ms: number;
  status: number;
}
const timingClient = fork(fileURLToPath(new URL('./search-timing.mjs', import.meta.url)));
const timeAll = (paths: string[]) =>
  new Promise<Sample[]>((resolve, reject) => {
    timingClient.once('message', (message) => {
      const answer = message as { samples?: Sample[]; error?: string };
      if (answer.samples) resolve(answer.samples);
      else reject(new Error(answer.error));
    });
    timingClient.send({ url: base, key: KEY, paths });
  });
const total = async (path: string) => {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${KEY}` } });
  return Number(((await response.json()) as { total?: number }).total ?? -1);
};

const loadBefore = loadavg()
  .map((v) => v.toFixed(2))
  .join(' ');
const shown = async () =>
  Number(
    (
      await database.db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('internet_entire_listing_display_yn', '=', true)
        .executeTakeFirstOrThrow()
    ).n,
  );

// --- Full replication, with the search mix timed all along ---
const mix = searchMix(['1']).filter((query) => query.kind !== 'listing');
const during: { query: MixQuery; sample: Sample }[] = [];
let replicating = true;
const timing = (async () => {
  while (replicating) {
    const samples = await timeAll(mix.map((query) => query.path));
    samples.forEach((sample, i) => during.push({ query: mix[i]!, sample }));
  }
})();
log('Full replication…');
const started = performance.now();
const summary = await runReplication(database, feedSettings(config.settings), { full: true });
const replicatedMs = performance.now() - started;
const expected = await shown();
while ((await total('/listings?limit=1')) !== expected)
  await new Promise((r) => setTimeout(r, 100));
const searchableMs = performance.now() - started;
replicating = false;
await timing;
const rate = Math.round((summary.added / searchableMs) * 1000);
log(
  `Full: ${summary.status}, ${summary.added.toLocaleString('en-US')} rows added (${listings.toLocaleString('en-US')} listings), ${summary.requests} requests; stored in ${(replicatedMs / 1000).toFixed(1)} s, searchable after ${(searchableMs / 1000).toFixed(1)} s: ${Math.round((listings / searchableMs) * 1000)} listings/s`,
);

const kinds = [...new Set(mix.map((query) => query.kind))];
const duringFigures = kinds.map((kind) => {
  const samples = during
    .filter((d) => d.query.kind === kind && d.sample.status === 200)
    .map((d) => d.sample.ms);
  const failed = during.filter((d) => d.query.kind === kind && d.sample.status !== 200).length;
  return { kind, requests: samples.length, failed, goal: GOALS_MS[kind], ...percentiles(samples) };
});
for (const figure of duringFigures) {
  log(
    `  search API during the run, ${figure.kind}: p50 ${figure.p50.toFixed(1)} p95 ${figure.p95.toFixed(1)} ms over ${figure.requests} requests (goal p95 ${figure.goal} ms)`,
  );
}

// The queries whose slowest answers weigh most (where a goal missed comes from).
const names = [...new Set(mix.map((query) => query.name))];
const byName = names
  .map((queryName) => ({
    queryName,
    ...percentiles(during.filter((d) => d.query.name === queryName).map((d) => d.sample.ms)),
  }))
  .sort((a, b) => b.p95 - a.p95);
for (const figure of byName.slice(0, 5)) {
  log(`    ${figure.queryName}: p50 ${figure.p50.toFixed(1)} p95 ${figure.p95.toFixed(1)} ms`);
}

// --- Incremental: changes in the feed, searchable within 10 s of the run starting ---
const {
  changed,
  shown: changedShown,
  fromPrice,
} = await ask<{ changed: number; shown: number; fromPrice: number }>({
  change: changes,
});
const incrementalStarted = performance.now();
const incremental = runReplication(database, feedSettings(config.settings));
const path = `/listings?ListPrice[gte]=${fromPrice}&ListPrice[lte]=${fromPrice + changed}&limit=1`;
const visibleChanged = async () => total(path);
let seen: number;
let incrementalMs: number;
for (;;) {
  seen = await visibleChanged();
  // Listings that may not be shown (InternetEntireListingDisplayYN false) are never found.
  if (seen >= changedShown) {
    incrementalMs = performance.now() - incrementalStarted;
    break;
  }
  if (performance.now() - incrementalStarted > 120_000) {
    incrementalMs = Number.NaN;
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
const incrementalSummary = await incremental;
if (Number.isNaN(incrementalMs)) {
  const stored = await database.db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('list_price', '>=', String(fromPrice))
    .executeTakeFirstOrThrow();
  log(`  (the database holds ${stored.n} of them; the search API answered ${seen} for ${path})`);
}
log(
  `Incremental: ${changed} changed listings all searchable ${(incrementalMs / 1000).toFixed(2)} s after the run started (run ${incrementalSummary.status}, ${incrementalSummary.changed} changed, ${incrementalSummary.seconds.toFixed(2)} s)`,
);

timingClient.disconnect();
feedProcess.disconnect();
await app.close();
await database.close();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();

const result = {
  date: new Date().toISOString(),
  loadAverageBefore: loadBefore,
  loadAverageAfter: loadavg()
    .map((v) => v.toFixed(2))
    .join(' '),
  listings,
  marketTriggers,
  pageSize: Number(values['page-size']),
  requestsPerSecondLimit: Number(values.rate),
  full: {
    status: summary.status,
    rowsAdded: summary.added,
    requests: summary.requests,
    storedSeconds: replicatedMs / 1000,
    searchableSeconds: searchableMs / 1000,
    listingsPerSecond: Math.round((listings / searchableMs) * 1000),
    rowsPerSecond: rate,
  },
  searchDuringFullRun: duringFigures,
  incremental: {
    changed,
    searchableSeconds: incrementalMs / 1000,
    runSeconds: incrementalSummary.seconds,
  },
};
const file = `ingest-${listings}${marketTriggers ? '' : '-no-market-triggers'}`;
const markdown = [
  `# Ingest benchmark: ${listings.toLocaleString('en-US')} listings into PostgreSQL${marketTriggers ? '' : ', without the market triggers'}`,
  '',
  `${result.date}; a local OData server (the stand-in feed, own process, each record's JSON written when loaded, nextLink paging, $expand=Media, pages of ${result.pageSize}, at most ${result.requestsPerSecondLimit} requests a second) replicated by the server's own replication (on its own threads at nice ${REPLICATION_NICENESS}, as \`npm start\` runs it) while its search API is timed from a separate client; load average before ${loadBefore}, after ${result.loadAverageAfter} (2 cores shared with other work: figures vary from run to run).`,
  '',
  `- Full replication (offices, members, ${listings.toLocaleString('en-US')} listings with their photos, open houses): stored in ${result.full.storedSeconds.toFixed(1)} s, **searchable after ${result.full.searchableSeconds.toFixed(1)} s: ${result.full.listingsPerSecond.toLocaleString('en-US')} listings/s** (goal ≥ 2,000).`,
  `- Incremental run with ${changed.toLocaleString('en-US')} changed listings: **all searchable ${result.incremental.searchableSeconds.toFixed(2)} s after the run started** (goal ≤ 10 s).`,
  '',
  'The search API during the full run (the mix of the search benchmark, one request at a time, without the one-listing query):',
  '',
  '| kind | requests | p50 ms | p95 ms | goal p95 ms (1M, idle) |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...duringFigures.map(
    (f) =>
      `| ${f.kind} | ${f.requests} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.goal}${f.p95 <= f.goal ? '' : ' (missed)'} |`,
  ),
  '',
].join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', `${file}.json`), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(join(here, 'results', `${file}.md`), markdown);
process.stdout.write(markdown);
